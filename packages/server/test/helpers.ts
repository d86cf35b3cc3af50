import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import type { TokenResponse } from '@store-console/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject, vi } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { insertOperator } from '../src/modules/users/index.ts';
import type { Clock } from '../src/platform/clock.ts';
import { seedDemoData } from '../src/seed.ts';
import { cloneTemplate, ensurePgliteTemplate, ensurePostgresTemplate, waitForNoSessions } from './template.ts';

export const passwords = { admin: 'admin-password-1', partner: 'partner-password-1' } as const;

let pgliteTemplate: Promise<Blob> | undefined;

/** The migrated PGlite template, read once per worker (built here if no global setup provided it). */
function pgliteTemplateBlob(): Promise<Blob> {
  pgliteTemplate ??= (async () =>
    new Blob([await readFile(inject('pgliteTemplate') ?? (await ensurePgliteTemplate()))]))();
  return pgliteTemplate;
}

let postgresTemplate: Promise<string> | undefined;

function postgresTemplateName(serverUrl: string): Promise<string> {
  postgresTemplate ??= Promise.resolve(inject('postgresTemplate') ?? ensurePostgresTemplate(serverUrl));
  return postgresTemplate;
}

/**
 * A fresh database per test app, cloned from a migrated template (see template.ts): in-memory
 * PGlite loaded from the template's data directory, or, when TEST_DATABASE_URL points at a
 * PostgreSQL server, a new database created there from the template database and dropped on close.
 */
export async function testApp(
  overrides: Partial<Config> = {},
  options: { logStream?: Writable; beforeWorkers?: (ctx: App['ctx']) => Promise<void>; clock?: Clock } = {},
): Promise<App> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (serverUrl) {
    const name = `sc_test_${randomBytes(6).toString('hex')}`;
    databaseUrl = await cloneTemplate(serverUrl, await postgresTemplateName(serverUrl), name);
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // Let the app's pools finish closing before dropping; force only what is left after that.
      await waitForNoSessions(client, name);
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir: mkdtempSync(join(tmpdir(), 'sc-test-')),
    databaseUrl,
    inMemoryDatabase: !databaseUrl,
    adminPassword: passwords.admin,
    partnerPassword: passwords.partner,
    jwtSecret: randomBytes(32).toString('hex'),
    accessTokenTtl: 900,
    refreshTokenTtl: 86_400,
    refreshReuseLeeway: 0,
    signIn: { maxFailuresPerAccount: 5, maxFailuresPerAddress: 20, windowSeconds: 900 },
    environment: 'production',
    webDist: null,
    logLevel: 'silent',
    runWorkers: false,
    publicUrl: 'http://localhost:8080',
    mail: { smtpUrl: undefined, from: 'Store Console <no-reply@localhost>' },
    sms: { providerUrl: undefined, token: undefined },
    // Tests' upstreams listen on 127.0.0.1; a test of the refusal passes its own gateway config.
    gateway: { allowPrivateUpstreams: true },
    ...overrides,
  };
  // A PGlite database not created yet starts from the template; one on disk from an earlier app
  // of the same test (a restart) opens as it was left.
  const newPglite =
    !config.databaseUrl && (config.inMemoryDatabase || !existsSync(join(config.dataDir, 'pglite', 'PG_VERSION')));
  const app = await buildApp(config, {
    ...(dropDatabase ? { afterClose: dropDatabase } : {}),
    ...(newPglite ? { loadDataDir: await pgliteTemplateBlob() } : {}),
    ...options,
  });
  // Demo stores are left out: each test file arranges the stores it needs.
  await seedDemoData(app.ctx, { admin: passwords.admin, partner: passwords.partner }, { stores: false });
  return app;
}

/** A clock a test moves by hand (platform/clock.ts): time passes without the test sleeping. */
export function testClock(start = Date.now()): Clock & { advance(seconds: number): void } {
  let now = start;
  return {
    now: () => now,
    advance(seconds: number) {
      now += seconds * 1000;
    },
  };
}

/**
 * A queue's running jobs reach their expiry without the test waiting for it: their start moves back
 * by `seconds` on the database's clock, which is the clock the job queue's supervisor reads.
 */
export async function ageRunningJobs(app: App, queue: string, seconds: number): Promise<void> {
  await app.ctx.db.execute(
    sql`UPDATE pgboss.job SET started_on = started_on - make_interval(secs => ${seconds}::double precision) WHERE name = ${queue} AND state = 'active'`,
  );
}

/**
 * The application's context with its job queue as it is, except that jobs sent to `queue` are kept
 * back (never stored): the test then runs that job itself, as a worker would, with its own hooks,
 * and no running worker races it. Everything else goes to the real queue.
 */
export function holdingJobs(ctx: App['ctx'], queue: string): App['ctx'] {
  const jobs = new Proxy(ctx.jobs, {
    get(target, key) {
      if (key === 'send')
        return async (
          name: string,
          ...rest: Parameters<typeof target.send> extends [string, ...infer R] ? R : never
        ) => (name === queue ? `held-${randomBytes(8).toString('hex')}` : target.send(name, ...rest));
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { ...ctx, jobs };
}

export async function signIn(app: App, username: string, password: string): Promise<TokenResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/token',
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function bearer(app: App, who: 'admin' | 'partner'): Promise<{ authorization: string }> {
  const tokens = await signIn(app, `${who}@example.com`, passwords[who]);
  return { authorization: `Bearer ${tokens.access_token}` };
}

/**
 * Creates another partner in the partner's data centre (it owns none of the partner's stores) and
 * signs it in: the "someone else's store" side of the isolation tests.
 */
export async function anotherPartner(
  app: App,
  partner: { authorization: string },
  username: string,
  name = 'Other',
): Promise<{ authorization: string }> {
  const centre = (await app.inject({ url: '/api/v1/data_centers', headers: partner })).json().content[0].id;
  await insertOperator(app.ctx, { name, username, password: passwords.partner, role: 'PARTNER', dataCentreId: centre });
  return { authorization: `Bearer ${(await signIn(app, username, passwords.partner)).access_token}` };
}

/** The admin and the partner signed in, and another partner of the same data centre (see anotherPartner). */
export async function signedInOperators(
  app: App,
  other: { username: string; name?: string },
): Promise<Record<'admin' | 'partner' | 'other', { authorization: string }>> {
  const admin = await bearer(app, 'admin');
  const partner = await bearer(app, 'partner');
  return { admin, partner, other: await anotherPartner(app, partner, other.username, other.name) };
}

/** Another app on `app`'s database, as a second replica would be built, with a data folder of its own. */
export function replicaOf(app: App): Promise<App> {
  return buildApp({ ...app.ctx.config, dataDir: mkdtempSync(join(tmpdir(), 'sc-replica-')) });
}

export function form(values: Record<string, string>) {
  return {
    payload: new URLSearchParams(values).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

export const consoleBasic = { authorization: `Basic ${Buffer.from('console:').toString('base64')}` };

/** POST /oauth2/token with the console client, as the console refreshes. */
export function refresh(app: App, refreshToken: string) {
  const body = form({ grant_type: 'refresh_token', refresh_token: refreshToken });
  return app.inject({
    method: 'POST',
    url: '/api/v1/oauth2/token',
    ...body,
    headers: { ...body.headers, ...consoleBasic },
  });
}

/**
 * Polls `read` every 100 ms until `done` holds, and returns that value (vi.waitFor: 25 s at most,
 * under the 30 s test timeout, so a loaded machine fails with the last value rather than a timeout).
 */
export function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  options: { timeout?: number } = {},
): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read();
      if (!done(value)) throw new Error(`never reached: ${JSON.stringify(value)}`);
      return value;
    },
    { timeout: options.timeout ?? 25_000, interval: 100 },
  );
}

/** POST /stores with the first ERP type and data centre the caller sees; the response as is. */
export async function postStore(app: App, headers: Record<string, string>, name: string, extra: object = {}) {
  const erps = (await app.inject({ url: '/api/v1/erp_types', headers })).json().content;
  const dc = (await app.inject({ url: '/api/v1/data_centers', headers })).json().content[0];
  return app.inject({
    method: 'POST',
    url: '/api/v1/stores',
    headers,
    payload: {
      name,
      stgDomain: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.staging.example.com`,
      erpType: { id: erps[0].id },
      erpTypeVersion: { id: erps[0].erpTypeVersions[0].id },
      storeType: 'B2C',
      dataCentre: { id: dc.id },
      ...extra,
    },
  });
}

/** postStore's extra fields for the ERP type with this code, at its first version. */
export async function erpTypeFields(app: App, headers: Record<string, string>, code: string) {
  const erps: { id: number; code: string; erpTypeVersions: { id: number }[] }[] = (
    await app.inject({ url: '/api/v1/erp_types', headers })
  ).json().content;
  const erp = erps.find((entry) => entry.code === code);
  if (!erp) throw new Error(`no ERP type ${code}`);
  return { erpType: { id: erp.id }, erpTypeVersion: { id: erp.erpTypeVersions[0]?.id } };
}

/** A store created through the API and settled by its job (the app's store workers must run). */
export async function createSettledStore(app: App, headers: Record<string, string>, name: string, extra: object = {}) {
  const created = await postStore(app, headers, name, extra);
  if (created.statusCode !== 201) throw new Error(`store not created: ${created.body}`);
  const store: { id: number; storeId: string } = created.json();
  await until(
    async () =>
      (await app.inject({ url: `/api/v1/stores/${store.id}`, headers })).json().storeStatus.statusType as string,
    (status) => status === 'CREATED' || status === 'LIVE',
  );
  return { id: store.id, storeId: store.storeId };
}

/** Registers a client credential of a store with these scopes and returns a program's headers with its token. */
export async function clientTokenHeaders(
  app: App,
  operator: { authorization: string },
  store: { id: number; storeId: string },
  scopes: string[],
): Promise<{ authorization: string; 'x-xm-store': string }> {
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/oauth2/client-credentials',
    headers: operator,
    payload: { clientName: `program ${scopes.join(' ')}`.trim(), storeId: store.id, scopes },
  });
  const { clientId, clientSecret } = registered.json<{ clientId: string; clientSecret: string }>();
  const body = form({ grant_type: 'client_credentials' });
  const issued = await app.inject({
    method: 'POST',
    url: '/api/v1/oauth2/token',
    ...body,
    headers: {
      ...body.headers,
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'x-xm-store': store.storeId,
    },
  });
  return { authorization: `Bearer ${issued.json().access_token}`, 'x-xm-store': store.storeId };
}
