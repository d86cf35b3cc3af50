import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { capturePolicySchema } from '@store-console/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { testApp } from '../../../../test/helpers.ts';
import type { App } from '../../../app.ts';
import { rowsOf } from '../../../platform/data-plane.ts';
import { type ExchangeRecord, type ExchangeRow, exchangeRow, writeExchange } from './exchange-log.ts';
import { ExchangeWriter, type ExchangeWriterLimits, flushExchanges, type PendingExchange } from './exchange-writer.ts';

const record = (n: number): ExchangeRecord => ({
  storeId: 1,
  integrationName: 'Echo',
  operationName: 'get',
  correlationId: `writer-${n}`,
  requestedOn: new Date(),
  statusCode: 200,
  durationMs: 1,
  upstreamMs: 1,
  error: null,
  request: { method: 'GET', url: '/x', headers: {}, contentType: null, body: '' },
  sent: { method: 'GET', url: 'http://upstream/item', parameters: [], body: '' },
  received: { status: 200, headers: {}, body: `{"n":${n}}` },
  response: { status: 200, contentType: 'application/json', body: `{"n":${n}}` },
});
const row = (n: number): ExchangeRow => exchangeRow(record(n), capturePolicySchema.parse({}), []);
/** What the gateway queues: the row is built from it off the request thread. */
const draft = (n: number, changes: Partial<ExchangeRecord> = {}) => ({
  record: { ...record(n), ...changes },
  policy: capturePolicySchema.parse({}),
  secrets: [],
});

/** A database stand-in that writes what it is given, and can be stalled (its writes wait for `resume`). */
function standIn() {
  let next = 1;
  const written: PendingExchange[] = [];
  let stalled: Promise<void> | null = null;
  let resume = () => {};
  return {
    written,
    stall() {
      stalled = new Promise((done) => {
        resume = done;
      });
    },
    resume: () => resume(),
    store: {
      takeIds: async () => Array.from({ length: 100 }, () => next++),
      insert: async (rows: PendingExchange[]) => {
        if (stalled) await stalled;
        if (rows.some((r) => r.correlationId === 'bad')) throw new Error('a bad row');
        written.push(...rows);
      },
    },
  };
}

const limits: ExchangeWriterLimits = { delayMs: 5, maxRows: 5, maxQueued: 10, maxQueuedChars: 1_000_000 };

describe('the exchange writer (batches off the reply path)', () => {
  it('writes every row, in the order queued, under the id it gave', async () => {
    const db = standIn();
    const writer = new ExchangeWriter(db.store, limits);
    const ids: (number | null)[] = [];
    for (let n = 0; n < 23; n++) {
      ids.push(await writer.add(row(n)));
      // Batches go as they fill: the queue never holds more than the limit.
      if (n % 5 === 4) await writer.flush();
    }
    await writer.flush();
    expect(db.written.map((r) => r.correlationId)).toEqual(Array.from({ length: 23 }, (_, n) => `writer-${n}`));
    expect(db.written.map((r) => r.id)).toEqual(ids);
    expect(new Set(ids).size).toBe(23);
  });

  it('answers at once while the database is stalled, keeps at most its limit and counts the rest', async () => {
    const db = standIn();
    const messages: string[] = [];
    const writer = new ExchangeWriter(db.store, limits, (message) => messages.push(message));
    await writer.add(row(0)); // the first block of ids
    db.stall();
    const ids: (number | null)[] = [];
    for (let n = 1; n < 16; n++) ids.push(await writer.add(row(n)));
    expect(ids.filter((id) => id !== null)).toHaveLength(9);
    expect(ids.slice(9)).toEqual([null, null, null, null, null, null]);
    expect(writer.counts).toMatchObject({ dropped: 6, written: 0 });
    db.resume();
    await writer.flush();
    expect(db.written.map((r) => r.correlationId)).toEqual(Array.from({ length: 10 }, (_, n) => `writer-${n}`));
    expect(writer.counts).toMatchObject({ dropped: 6, written: 10, failed: 0 });
    expect(messages).toEqual(['gateway exchange log: 6 exchanges not logged (the database did not keep up)']);
    // Room again: the next row is queued.
    expect(await writer.add(row(99))).not.toBeNull();
  });

  it('bounds what waits by its size too', async () => {
    const db = standIn();
    const size = JSON.stringify(row(1)).length;
    const writer = new ExchangeWriter(db.store, { ...limits, maxQueuedChars: 5 * size }, () => {});
    db.stall();
    const ids = [
      await writer.add(row(1)),
      await writer.add({ ...row(2), body: 'x'.repeat(10 * size) }),
      await writer.add(row(3)),
    ];
    expect(ids[0]).not.toBeNull();
    expect(ids[1]).toBeNull();
    expect(ids[2]).not.toBeNull();
    db.resume();
    await writer.flush();
    expect(db.written.map((r) => r.correlationId)).toEqual(['writer-1', 'writer-3']);
  });

  it('never waits for ids once it had some: used up before the next block came, the exchange is not logged', async () => {
    let blocks = 0;
    const written: PendingExchange[] = [];
    const store = {
      // The first block answers; the next never does (a stalled database).
      takeIds: () => (blocks++ === 0 ? Promise.resolve([1, 2, 3, 4]) : new Promise<number[]>(() => {})),
      insert: async (rows: PendingExchange[]) => {
        written.push(...rows);
      },
    };
    const writer = new ExchangeWriter(store, limits, () => {});
    const ids: (number | null)[] = [];
    for (let n = 0; n < 6; n++) ids.push(await writer.add(row(n)));
    expect(ids).toEqual([1, 2, 3, 4, null, null]);
    await writer.flush();
    expect(written.map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(writer.counts).toMatchObject({ written: 4, dropped: 2 });
  });

  it('writes the other rows of a batch when one fails, and says which failed', async () => {
    const db = standIn();
    const messages: string[] = [];
    const writer = new ExchangeWriter(db.store, limits, (message) => messages.push(message));
    await writer.add(row(1));
    const bad = await writer.add({ ...row(2), correlationId: 'bad' });
    await writer.add(row(3));
    await writer.flush();
    expect(db.written.map((r) => r.correlationId)).toEqual(['writer-1', 'writer-3']);
    expect(messages).toEqual([`gateway exchange ${bad} could not be logged: a bad row`]);
  });
});

describe('exchange rows in the database', () => {
  const count = async (app: App) =>
    Number(rowsOf(await app.ctx.db.execute(sql`SELECT count(*)::int AS n FROM gateway_exchanges`))[0]?.n);

  it('lands every queued row with its id and values, in order', async () => {
    const app = await testApp();
    try {
      const ids: (number | null)[] = [];
      for (let n = 0; n < 120; n++) ids.push(await writeExchange(app.ctx, draft(n)));
      await flushExchanges(app.ctx);
      const rows = rowsOf(
        await app.ctx.db.execute(
          sql`SELECT id, correlation_id, response, created_on FROM gateway_exchanges ORDER BY id`,
        ),
      );
      expect(rows.map((r) => Number(r.id))).toEqual(ids);
      expect(rows.map((r) => r.correlation_id)).toEqual(Array.from({ length: 120 }, (_, n) => `writer-${n}`));
      expect(JSON.parse(String(rows[7]?.response))).toEqual({
        status: 200,
        contentType: 'application/json',
        body: '{"n":7}',
      });
      expect(rows.every((r) => r.created_on !== null)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('writes a batch around a row the database refuses, and reports it without its values', async () => {
    const app = await testApp();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await writeExchange(app.ctx, draft(1));
      const refused = await writeExchange(app.ctx, draft(2, { correlationId: 'caller-secret', durationMs: 2 ** 40 }));
      await writeExchange(app.ctx, draft(3));
      await flushExchanges(app.ctx);
      const rows = rowsOf(await app.ctx.db.execute(sql`SELECT correlation_id FROM gateway_exchanges ORDER BY id`));
      expect(rows.map((r) => r.correlation_id)).toEqual(['writer-1', 'writer-3']);
      const messages = logged.mock.calls.map((call) => call.join(' '));
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(new RegExp(`^gateway exchange ${refused} could not be logged: .*out of range`));
      expect(messages[0]).not.toContain('caller-secret');
    } finally {
      logged.mockRestore();
      await app.close();
    }
  });

  it.skipIf(process.env.TEST_DATABASE_URL)('writes the rows still queued when the app closes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sc-exchanges-'));
    const before = await testApp({ dataDir, inMemoryDatabase: false, databaseUrl: undefined });
    for (let n = 0; n < 30; n++) await writeExchange(before.ctx, draft(n));
    await before.close();
    const after = await testApp({ dataDir, inMemoryDatabase: false, databaseUrl: undefined });
    try {
      expect(await count(after)).toBe(30);
    } finally {
      await after.close();
    }
  });
});
