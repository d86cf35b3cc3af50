import { sql } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { rowsOf } from '../../platform/data-plane.ts';
import type { Tx } from '../../platform/db.ts';
import { ensureQueue, work, workerPolling } from '../../platform/jobs.ts';

export const exchangePartitionsQueue = 'gateway.exchange-partitions';
export const defaultLogRetentionDays = 30;

const dayMs = 24 * 3600 * 1000;
const parent = 'gateway_exchanges';
const defaultPartition = 'gateway_exchanges_default';
const partitionName = /^gateway_exchanges_(\d{4})(\d{2})(\d{2})$/;

const startOfDay = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
const compact = (day: Date) => day.toISOString().slice(0, 10).replaceAll('-', '');

export type PartitionRun = { created: string[]; moved: number; dropped: string[]; purged: number };

async function partitions(tx: Tx): Promise<string[]> {
  const result = await tx.execute(sql`SELECT c.relname AS name FROM pg_inherits i
    JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
    JOIN pg_namespace n ON n.oid = p.relnamespace
    WHERE p.relname = ${parent} AND n.nspname = current_schema()`);
  return rowsOf(result).map((row) => String(row.name));
}

/**
 * A day's partition. Rows of that day already in the default partition (the job did not run ahead,
 * e.g. the first start) would make PostgreSQL refuse it, so they are moved out, the partition is
 * created and they are put back, in the one transaction.
 */
async function createDay(tx: Tx, day: Date): Promise<number> {
  const name = `${parent}_${compact(day)}`;
  const from = day.toISOString();
  const to = new Date(day.getTime() + dayMs).toISOString();
  const inRange = sql`created_on >= ${from}::timestamptz AND created_on < ${to}::timestamptz`;
  const waiting = rowsOf(
    await tx.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(defaultPartition)} WHERE ${inRange}`),
  )[0];
  const moved = Number(waiting?.n ?? 0);
  if (moved > 0) {
    await tx.execute(sql`CREATE TEMP TABLE gateway_exchanges_moving (LIKE ${sql.identifier(parent)}) ON COMMIT DROP`);
    await tx.execute(sql`WITH moved AS (DELETE FROM ${sql.identifier(defaultPartition)} WHERE ${inRange} RETURNING *)
      INSERT INTO gateway_exchanges_moving SELECT * FROM moved`);
  }
  await tx.execute(
    sql`CREATE TABLE ${sql.identifier(name)} PARTITION OF ${sql.identifier(parent)} FOR VALUES FROM (${sql.raw(`'${from}'`)}) TO (${sql.raw(`'${to}'`)})`,
  );
  if (moved > 0) {
    await tx.execute(sql`INSERT INTO ${sql.identifier(parent)} SELECT * FROM gateway_exchanges_moving`);
    await tx.execute(sql`DROP TABLE gateway_exchanges_moving`);
  }
  return moved;
}

/**
 * Keeps the exchange log's day partitions: today's and the next two days' exist (created ahead, so
 * rows never wait in the default partition), days older than the retention are dropped whole, and
 * older rows that landed in the default partition are deleted. Safe to run twice and on several
 * replicas at once (a transaction-level advisory lock serialises them).
 */
export async function maintainExchangePartitions(
  ctx: Context,
  options: { now?: Date; retentionDays?: number } = {},
): Promise<PartitionRun> {
  const today = startOfDay(options.now ?? new Date());
  const retentionDays = options.retentionDays ?? ctx.config.gateway?.logRetentionDays ?? defaultLogRetentionDays;
  const oldestKept = new Date(today.getTime() - retentionDays * dayMs);
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('gateway-exchange-partitions'))`);
    const existing = new Set(await partitions(tx));
    const run: PartitionRun = { created: [], moved: 0, dropped: [], purged: 0 };
    for (const offset of [0, 1, 2]) {
      const day = new Date(today.getTime() + offset * dayMs);
      const name = `${parent}_${compact(day)}`;
      if (existing.has(name)) continue;
      run.moved += await createDay(tx, day);
      run.created.push(name);
    }
    for (const name of existing) {
      const match = partitionName.exec(name);
      if (!match) continue;
      const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
      if (day >= oldestKept) continue;
      await tx.execute(sql`DROP TABLE ${sql.identifier(name)}`);
      run.dropped.push(name);
    }
    const purged = await tx.execute(
      sql`DELETE FROM ${sql.identifier(defaultPartition)} WHERE created_on < ${oldestKept.toISOString()}::timestamptz`,
    );
    run.purged = typeof purged === 'object' && purged && 'rowCount' in purged ? Number(purged.rowCount ?? 0) : 0;
    if (run.moved > 0) console.warn(`gateway exchange log: moved ${run.moved} rows out of the default partition`);
    return run;
  });
}

/** The gateway's jobs: the exchange log's partitions and retention, daily at 00:10 UTC and once at start. */
export async function registerGatewayJobs(ctx: Context, options: { work: boolean }): Promise<void> {
  // One run queued and one running across replicas; more requests meanwhile are dropped.
  await ensureQueue(ctx.jobs, exchangePartitionsQueue, { policy: 'stately', retryLimit: 3, expireInSeconds: 600 });
  if (!options.work) return;
  await work(ctx.jobs, exchangePartitionsQueue, workerPolling.housekeeping, async () => {
    return maintainExchangePartitions(ctx);
  });
  await ctx.jobs.schedule(exchangePartitionsQueue, '10 0 * * *', null, { tz: 'UTC' });
  await ctx.jobs.send(exchangePartitionsQueue, {});
}
