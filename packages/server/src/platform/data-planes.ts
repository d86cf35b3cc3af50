import { sql } from 'drizzle-orm';
import { type Database, postgresDatabase } from './db.ts';
import type { ReadinessCheck } from './health.ts';

/** What a data centre says about where its stores' schemas live (its row in data_centres). */
export type DataCentreDatabaseRef = { code: string; dbInstance: string | null; dbHost: string | null };

/** A data centre's database that does not answer: the message names it, never its URL or address. */
export class DataPlaneUnreachable extends Error {}

/** Connections per data centre's database on this replica: store jobs, backups and restores only. */
const poolSize = 4;
/** A database that does not accept a connection within this long counts as unreachable. */
const connectTimeoutMs = 10_000;

/**
 * The databases that hold stores' schemas. A data centre's `dbInstance` (or else its `dbHost`)
 * names one in DATA_CENTRE_DATABASES; a data centre whose names are not mapped keeps its stores in
 * the control database (the embedded default). A mapped database gets its own small pool, opened
 * on first use and closed with the app; nothing is migrated there (it holds only store schemas).
 * Names mapped to the same URL share one pool; a URL equal to DATABASE_URL is the control database.
 */
export class DataPlanes {
  readonly #control: Database;
  /** Lower-cased name → URL. */
  readonly #urls: Map<string, string>;
  /** URL → its database, once opened. */
  readonly #open = new Map<string, Database>();

  constructor(control: Database, mapping: Record<string, string> = {}) {
    this.#control = control;
    this.#urls = new Map(Object.entries(mapping).map(([name, url]) => [name.toLowerCase(), url]));
  }

  /** The mapped name a data centre's stores go to (its dbInstance first, then its dbHost), or null: the control database. */
  nameFor(centre: Omit<DataCentreDatabaseRef, 'code'>): string | null {
    for (const name of [centre.dbInstance, centre.dbHost]) {
      const key = name?.trim().toLowerCase();
      if (key && this.#urls.has(key)) return key;
    }
    return null;
  }

  /**
   * The database a data centre's store schemas live in. A mapped one is asked for `SELECT 1` on
   * every call (one round trip per job), so a job that cannot reach it fails with a reason naming
   * the database and its data centre instead of a bare socket error half-way through its work.
   */
  async forDataCentre(centre: DataCentreDatabaseRef): Promise<Database> {
    const name = this.nameFor(centre);
    if (!name) return this.#control;
    const database = this.#database(name);
    if (database === this.#control) return database;
    try {
      await database.db.execute(sql`SELECT 1`);
    } catch (error) {
      throw new DataPlaneUnreachable(
        `The database ${name} of data centre ${centre.code} cannot be reached (${connectionFailure(error)})`,
      );
    }
    return database;
  }

  #database(name: string): Database {
    const url = this.#urls.get(name);
    if (!url || url === this.#control.url) return this.#control;
    let database = this.#open.get(url);
    if (!database) {
      database = postgresDatabase(url, {
        max: poolSize,
        label: `data-centre database ${name}`,
        connectionTimeoutMillis: connectTimeoutMs,
      });
      this.#open.set(url, database);
    }
    return database;
  }

  /**
   * Readiness of the mapped databases, as one check (none without a mapping): the probe's answer
   * names no database (a dbHost is a host name); the failure, logged by the probe, names those down.
   */
  readinessChecks(): Record<string, ReadinessCheck> {
    if (this.#urls.size === 0) return {};
    return {
      dataCentreDatabases: async () => {
        // A name mapped to DATABASE_URL is the control database, which has its own check.
        const names = [...this.#urls.keys()].filter((name) => this.#database(name) !== this.#control);
        const results = await Promise.allSettled(names.map((name) => this.#database(name).db.execute(sql`SELECT 1`)));
        const down = names.flatMap((name, i) => {
          const result = results[i];
          return result?.status === 'rejected' ? [`${name} (${connectionFailure(result.reason)})`] : [];
        });
        if (down.length > 0) throw new Error(`unreachable: ${down.join(', ')}`);
      },
    };
  }

  /** Closes every pool opened (the control database is the app's to close). */
  async close(): Promise<void> {
    const open = [...this.#open.values()];
    this.#open.clear();
    await Promise.all(open.map((database) => database.close()));
  }
}

/**
 * Why a connection failed, in words that name no host, address or user: a store's log is read by
 * its partners, and the URL may hold a password.
 */
export function connectionFailure(error: unknown): string {
  // Drizzle wraps the driver's error (DrizzleQueryError) as its cause.
  let cause = error;
  while (cause instanceof Error && !('code' in cause) && cause.cause !== undefined) cause = cause.cause;
  const code = cause && typeof cause === 'object' && 'code' in cause ? String(cause.code) : '';
  const message = cause instanceof Error ? cause.message : '';
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host not found';
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'no route or no answer';
    case 'ECONNRESET':
      return 'connection reset';
    case '28P01':
    case '28000':
      return 'authentication failed';
    case '3D000':
      return 'the database does not exist';
    case '57P03':
      return 'the server is starting up or shutting down';
    case '53300':
      return 'too many connections';
  }
  if (/timeout/i.test(message)) return `no answer within ${connectTimeoutMs / 1000} s`;
  return code ? `error ${code}` : 'connection failed';
}
