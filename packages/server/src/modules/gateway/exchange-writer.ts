import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { rowsOf } from '../../platform/data-plane.ts';
import { gatewayExchanges } from './schema.ts';

/** An exchange row as written (exchange-log.ts builds it from what was sent and received). */
export type ExchangeRow = typeof gatewayExchanges.$inferInsert;

/**
 * Exchange rows written off the reply's path, in batches: one INSERT per `delayMs` or `maxRows`
 * instead of one per execution, one batch at a time, in the order queued. The id is known before
 * the row is written: ids are taken from the table's sequence a block at a time (one nextval, the
 * sequence's increment: migration 0022), the next block asked for when half is left, so the reply's `x-gateway-exchange-id` names the row the batch writes.
 * A reply never waits for the database, except for the first block of ids. At most `maxQueued`
 * rows and `maxQueuedChars` characters of them wait (queued or being written); when the database
 * cannot keep up (queue full, or the ids used up before the next block came) an exchange is not
 * logged (no id, no header) and counted, and the count is reported once the database writes again.
 * Rows are visible after `flushExchanges` (the send route, the log and detail routes and closing
 * call it), otherwise within `delayMs`.
 */
export type ExchangeWriterLimits = { delayMs: number; maxRows: number; maxQueued: number; maxQueuedChars: number };

export const defaultWriterLimits: ExchangeWriterLimits = {
  delayMs: 5,
  maxRows: 50,
  maxQueued: 5_000,
  // Bodies are capped per row by the capture policy; this caps what all waiting rows hold (≈ 64 MB).
  maxQueuedChars: 32 * 1024 * 1024,
};

export type PendingExchange = ExchangeRow & { id: number };

/** What the writer needs from the database: a block of new ids, and a batch written in one statement. */
export type ExchangeStore = {
  takeIds(): Promise<number[]>;
  insert(rows: PendingExchange[]): Promise<void>;
};

export type ExchangeWriterCounts = { written: number; dropped: number; failed: number };

/** The characters a row holds (its text columns): what the queue's memory bound counts. */
function charsOf(row: ExchangeRow): number {
  const texts = [row.request, row.received, row.response, row.body, row.search, row.path, row.parameters, row.error];
  let chars = 0;
  for (const text of texts) chars += text?.length ?? 0;
  return chars;
}

type Queued = { row: PendingExchange; chars: number };

export class ExchangeWriter {
  private ids: number[] = [];
  private hadIds = false;
  private blockSize = 0;
  private taking: Promise<void> | null = null;
  private queue: Queued[] = [];
  private waiting = { rows: 0, chars: 0 };
  private timer: NodeJS.Timeout | null = null;
  private written: Promise<void> = Promise.resolve();
  private unreported = 0;
  readonly counts: ExchangeWriterCounts = { written: 0, dropped: 0, failed: 0 };

  constructor(
    private readonly store: ExchangeStore,
    private readonly limits: ExchangeWriterLimits = defaultWriterLimits,
    private readonly log: (message: string) => void = console.error,
  ) {}

  private full(chars: number): boolean {
    return this.waiting.rows >= this.limits.maxQueued || this.waiting.chars + chars > this.limits.maxQueuedChars;
  }

  /** Queues the row and gives its id, or null when the database is behind (the row is counted, not logged). */
  async add(row: ExchangeRow): Promise<number | null> {
    const chars = charsOf(row);
    if (this.full(chars)) return this.drop();
    let id = this.ids.shift();
    if (this.ids.length < this.blockSize / 2) void this.refill().catch(() => undefined);
    if (id === undefined) {
      // Ids used up while the next block is asked for: the database is behind, the reply goes on.
      if (this.hadIds) return this.drop();
      try {
        await this.refill();
      } catch {
        return this.drop();
      }
      id = this.ids.shift();
      if (id === undefined || this.full(chars)) return this.drop();
    }
    this.queue.push({ row: { ...row, id }, chars });
    this.waiting.rows++;
    this.waiting.chars += chars;
    if (this.queue.length >= this.limits.maxRows) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.limits.delayMs);
      this.timer.unref();
    }
    return id;
  }

  private drop(): null {
    this.counts.dropped++;
    this.unreported++;
    return null;
  }

  private refill(): Promise<void> {
    this.taking ??= this.store
      .takeIds()
      .then((ids) => {
        this.ids.push(...ids);
        this.blockSize = ids.length;
        this.hadIds = true;
      })
      .finally(() => {
        this.taking = null;
      });
    return this.taking;
  }

  /** Writes what is queued; resolves once every row queued before the call is written (or reported). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    // One batch at a time, in order: a flush waits for the ones before it.
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.limits.maxRows);
      this.written = this.written.then(() => this.insert(batch));
    }
    return this.written;
  }

  private async insert(batch: Queued[]): Promise<void> {
    const rows = batch.map((queued) => queued.row);
    try {
      await this.store.insert(rows);
      this.counts.written += rows.length;
    } catch {
      // One bad row must not lose the others: each is tried alone, and what still fails is reported
      // (the reason only: a row's values may hold what a caller sent).
      for (const row of rows) {
        try {
          await this.store.insert([row]);
          this.counts.written++;
        } catch (error) {
          this.counts.failed++;
          this.log(`gateway exchange ${row.id} could not be logged: ${reasonOf(error)}`);
        }
      }
    } finally {
      for (const queued of batch) {
        this.waiting.rows--;
        this.waiting.chars -= queued.chars;
      }
    }
    if (this.unreported > 0) {
      this.log(`gateway exchange log: ${this.unreported} exchanges not logged (the database did not keep up)`);
      this.unreported = 0;
    }
  }
}

/** The database's reason: drizzle's own message repeats the statement's parameters (the row's values). */
function reasonOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

const columns = Object.entries(getTableColumns(gatewayExchanges));

/** A row as JSON keyed by column name; a value left out takes its column's default (`created_on`: now). */
function jsonRow(row: PendingExchange): Record<string, unknown> {
  const given: Record<string, unknown> = row;
  const values: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = given[key];
    // A plain default ('' for the text columns); the SQL ones (the id's sequence, now()) are never left out.
    const fallback = typeof column.default === 'string' || typeof column.default === 'number' ? column.default : null;
    values[column.name] = value instanceof Date ? value.toISOString() : (value ?? fallback);
  }
  return values;
}

const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));
const selected = sql.raw(
  columns
    .map(([key, column]) => (key === 'createdOn' ? `coalesce("${column.name}", now())` : `"${column.name}"`))
    .join(', '),
);

/**
 * A batch as one parameter, a JSON array the database unpacks (`json_populate_recordset`): on the
 * embedded database, which runs on the request thread, this costs well under half of the multi-row
 * INSERT with a parameter per value (its building and binding). Rows are written in their order.
 */
function insertStatement(rows: PendingExchange[]): SQL {
  return sql`INSERT INTO ${gatewayExchanges} (${names})
    SELECT ${selected} FROM json_populate_recordset(NULL::gateway_exchanges, ${JSON.stringify(rows.map(jsonRow))}::json)
    ORDER BY "id"`;
}

function databaseStore(ctx: Context): ExchangeStore {
  return {
    // One nextval is a block of the sequence's increment (migration 0022): first..first+increment-1.
    async takeIds() {
      const [row] = rowsOf(
        await ctx.db.execute(sql`SELECT nextval('gateway_exchanges_id_seq') AS first, increment_by AS size
          FROM pg_sequences WHERE schemaname = current_schema() AND sequencename = 'gateway_exchanges_id_seq'`),
      );
      const first = Number(row?.first);
      return Array.from({ length: Number(row?.size ?? 1) }, (_, i) => first + i);
    },
    async insert(rows) {
      await ctx.db.execute(insertStatement(rows));
    },
  };
}

const writers = new WeakMap<Context, ExchangeWriter>();

function writerOf(ctx: Context): ExchangeWriter {
  let writer = writers.get(ctx);
  if (!writer) {
    // The embedded database runs on the request thread: a short batch holds the replies only briefly.
    // A server works beside it, and fewer, longer statements keep up better.
    const maxRows = ctx.database.kind === 'pglite' ? 20 : 500;
    writer = new ExchangeWriter(databaseStore(ctx), { ...defaultWriterLimits, maxRows });
    writers.set(ctx, writer);
  }
  return writer;
}

/** Queues the row and gives its id at once, or null when the queue is full (counted, reported). */
export function queueExchange(ctx: Context, row: ExchangeRow): Promise<number | null> {
  return writerOf(ctx).add(row);
}

/** Writes the rows this process queued so far (before reading the log, replying to the console, closing). */
export function flushExchanges(ctx: Context): Promise<void> {
  return writers.get(ctx)?.flush() ?? Promise.resolve();
}

/** Rows written, not logged because the queue was full, and failed, since this process started. */
export function exchangeWriterCounts(ctx: Context): ExchangeWriterCounts {
  return { ...(writers.get(ctx)?.counts ?? { written: 0, dropped: 0, failed: 0 }) };
}
