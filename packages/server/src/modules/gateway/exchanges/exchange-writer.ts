import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Context } from '../../../platform/context.ts';
import { rowsOf } from '../../../platform/data-plane.ts';
import { gatewayExchanges } from '../schema.ts';
import { draftChars, type ExchangeDraft } from './exchange-record.ts';
import { buildRowsOffThread } from './exchange-rows.ts';

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

/**
 * What the writer needs from the database: a block of new ids, and a batch written in one statement.
 * `T` is what is queued: a row, or what a row is built from off the request thread (exchange-rows.ts).
 */
export type ExchangeStore<T extends object = ExchangeRow> = {
  takeIds(): Promise<number[]>;
  insert(items: (T & { id: number })[]): Promise<void>;
};

export type ExchangeWriterCounts = { written: number; dropped: number; failed: number };

/** The characters a row holds (its text columns): what the queue's memory bound counts. */
function charsOf(row: ExchangeRow): number {
  const texts = [row.request, row.received, row.response, row.body, row.search, row.path, row.parameters, row.error];
  let chars = 0;
  for (const text of texts) chars += text?.length ?? 0;
  return chars;
}

type Queued<T> = { row: T & { id: number }; chars: number };

export class ExchangeWriter<T extends object = ExchangeRow> {
  private ids: number[] = [];
  private hadIds = false;
  private blockSize = 0;
  private taking: Promise<void> | null = null;
  private queue: Queued<T>[] = [];
  private waiting = { rows: 0, chars: 0 };
  private timer: NodeJS.Timeout | null = null;
  private written: Promise<void> = Promise.resolve();
  private unreported = 0;
  readonly counts: ExchangeWriterCounts = { written: 0, dropped: 0, failed: 0 };

  constructor(
    private readonly store: ExchangeStore<T>,
    private readonly limits: ExchangeWriterLimits = defaultWriterLimits,
    private readonly log: (message: string) => void = console.error,
    /** The characters an item holds (what the memory bound counts); a row's text columns by default. */
    private readonly size: (item: T) => number = (item) => charsOf(item as ExchangeRow),
  ) {}

  private full(chars: number): boolean {
    return this.waiting.rows >= this.limits.maxQueued || this.waiting.chars + chars > this.limits.maxQueuedChars;
  }

  /** Queues the row and gives its id, or null when the database is behind (the row is counted, not logged). */
  async add(row: T): Promise<number | null> {
    const chars = this.size(row);
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

  private async insert(batch: Queued<T>[]): Promise<void> {
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
export function jsonRow(row: PendingExchange): Record<string, unknown> {
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
 * A batch as one parameter, a JSON array the database unpacks (`json_populate_recordset`): this
 * costs well under half of the multi-row INSERT with a parameter per value (its building and
 * binding, on the request thread). Rows are written in their order.
 */
function insertStatement(rows: string[]): SQL {
  return sql`INSERT INTO ${gatewayExchanges} (${names})
    SELECT ${selected} FROM json_populate_recordset(NULL::gateway_exchanges, ${`[${rows.join(',')}]`}::json)
    ORDER BY "id"`;
}

/** Drafts queued; at write time their rows are built in the exchange rows' thread (exchange-rows.ts). */
function databaseStore(ctx: Context): ExchangeStore<ExchangeDraft> {
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
    async insert(drafts) {
      await ctx.db.execute(insertStatement(await buildRowsOffThread(drafts)));
    },
  };
}

const writers = new WeakMap<Context, ExchangeWriter<ExchangeDraft>>();

function writerOf(ctx: Context): ExchangeWriter<ExchangeDraft> {
  let writer = writers.get(ctx);
  if (!writer) {
    // Both databases work beside the request thread (the embedded one in a thread of its own:
    // platform/pglite-thread.ts), and fewer, longer statements keep up better.
    writer = new ExchangeWriter(
      databaseStore(ctx),
      { ...defaultWriterLimits, maxRows: 500 },
      console.error,
      draftChars,
    );
    writers.set(ctx, writer);
  }
  return writer;
}

/** Queues the draft and gives its row's id at once, or null when the queue is full (counted, reported). */
export function queueExchange(ctx: Context, draft: ExchangeDraft): Promise<number | null> {
  return writerOf(ctx).add(draft);
}

/** Writes the rows this process queued so far (before reading the log, replying to the console, closing). */
export function flushExchanges(ctx: Context): Promise<void> {
  return writers.get(ctx)?.flush() ?? Promise.resolve();
}

/** Rows written, not logged because the queue was full, and failed, since this process started. */
export function exchangeWriterCounts(ctx: Context): ExchangeWriterCounts {
  return { ...(writers.get(ctx)?.counts ?? { written: 0, dropped: 0, failed: 0 }) };
}
