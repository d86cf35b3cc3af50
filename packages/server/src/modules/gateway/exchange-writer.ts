import { sql } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { rowsOf } from '../../platform/data-plane.ts';
import type { ExchangeRow } from './exchange-log.ts';
import { gatewayExchanges } from './schema.ts';

/**
 * Exchange rows written in small batches: one multi-row INSERT per `delayMs` or `maxRows` instead of
 * one per execution, off the reply's path. The id is known before the row is written: ids are taken
 * from the table's sequence `idsAtOnce` at a time, so the reply's `x-gateway-exchange-id` names the
 * row the batch writes. Rows are visible after `flushExchanges` (the send route, the log and detail
 * routes and closing call it), otherwise within `delayMs`.
 */
const delayMs = 5;
const maxRows = 50;
const idsAtOnce = 100;

type Pending = ExchangeRow & { id: number };

class ExchangeWriter {
  private ids: number[] = [];
  private taking: Promise<void> | null = null;
  private queue: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private written: Promise<void> = Promise.resolve();

  constructor(private readonly ctx: Context) {}

  async nextId(): Promise<number> {
    for (;;) {
      const id = this.ids.shift();
      if (id !== undefined) return id;
      this.taking ??= this.take().finally(() => {
        this.taking = null;
      });
      await this.taking;
    }
  }

  private async take(): Promise<void> {
    const rows = rowsOf(
      await this.ctx.db.execute(
        sql`SELECT nextval('gateway_exchanges_id_seq') AS id FROM generate_series(1, ${idsAtOnce})`,
      ),
    );
    this.ids.push(...rows.map((row) => Number(row.id)));
  }

  add(row: Pending): void {
    this.queue.push(row);
    if (this.queue.length >= maxRows) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), delayMs);
      this.timer.unref();
    }
  }

  /** Writes what is queued; resolves once every row queued before the call is written (or reported). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.queue;
    this.queue = [];
    // One batch at a time, in order: a flush waits for the ones before it.
    this.written = this.written.then(() => (batch.length > 0 ? this.insert(batch) : undefined));
    return this.written;
  }

  private async insert(batch: Pending[]): Promise<void> {
    try {
      await this.ctx.db.insert(gatewayExchanges).values(batch);
    } catch {
      // One bad row must not lose the others: each is tried alone, and what still fails is reported
      // (the message only: a row's values may hold what a caller sent).
      for (const row of batch) {
        try {
          await this.ctx.db.insert(gatewayExchanges).values(row);
        } catch (error) {
          console.error(
            `gateway exchange ${row.id} could not be logged:`,
            error instanceof Error ? error.message : String(error),
          );
        }
      }
    }
  }
}

const writers = new WeakMap<Context, ExchangeWriter>();

function writerOf(ctx: Context): ExchangeWriter {
  let writer = writers.get(ctx);
  if (!writer) {
    writer = new ExchangeWriter(ctx);
    writers.set(ctx, writer);
  }
  return writer;
}

/** Queues the row and gives its id at once; the row is written with the next batch. */
export async function queueExchange(ctx: Context, row: ExchangeRow): Promise<number> {
  const writer = writerOf(ctx);
  const id = await writer.nextId();
  writer.add({ ...row, id });
  return id;
}

/** Writes the rows this process queued so far (before reading the log, replying to the console, closing). */
export function flushExchanges(ctx: Context): Promise<void> {
  return writers.get(ctx)?.flush() ?? Promise.resolve();
}
