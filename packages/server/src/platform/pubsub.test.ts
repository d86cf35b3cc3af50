import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, replicaOf, testApp, until } from '../../test/helpers.ts';
import type { App } from '../app.ts';
import { onTableChanged, tableChanged } from './cache-invalidation.ts';
import { maxPayloadBytes } from './pubsub.ts';

/** Messages a subscription received, in order. */
async function collect(app: App, channel: string) {
  const received: unknown[] = [];
  const gaps: number[] = [];
  const unsubscribe = await app.ctx.pubsub.subscribe(channel, (message) => void received.push(message), {
    onGap: () => void gaps.push(Date.now()),
  });
  return { received, gaps, unsubscribe };
}

describe('pub/sub in one app (in-process on PGlite, LISTEN/NOTIFY on PostgreSQL)', () => {
  let app: App;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('delivers a JSON copy to every subscriber of the channel, and nothing after unsubscribing', async () => {
    const first = await collect(app, 'test.one');
    const second = await collect(app, 'test.one');
    const other = await collect(app, 'test.other');
    const message = { id: 7, name: 'Zoë', at: new Date('2025-01-02T03:04:05Z') };
    await app.ctx.pubsub.publish('test.one', message);
    await until(
      async () => [first.received.length, second.received.length],
      ([a, b]) => a === 1 && b === 1,
    );
    expect(first.received).toEqual([{ id: 7, name: 'Zoë', at: '2025-01-02T03:04:05.000Z' }]);
    expect(second.received).toEqual(first.received);
    await first.unsubscribe();
    await app.ctx.pubsub.publish('test.one', { id: 8 });
    await until(
      async () => second.received.length,
      (n) => n === 2,
    );
    // A marker on the other channel proves the first subscriber had its chance at id 8 and let it go.
    await app.ctx.pubsub.publish('test.other', 'marker');
    await until(
      async () => other.received,
      (r) => r.length === 1,
    );
    expect(first.received).toHaveLength(1);
    await second.unsubscribe();
    await other.unsubscribe();
  });

  it('refuses a message bigger than a PostgreSQL notification, and a bad channel name, with a clear error', async () => {
    // The JSON string's quotes count: this one is exactly the limit, one more byte is too many.
    const fits = 'é'.repeat((maxPayloadBytes - 3) / 2);
    const sub = await collect(app, 'test.size');
    await app.ctx.pubsub.publish('test.size', `${fits}a`);
    await expect(app.ctx.pubsub.publish('test.size', `${fits}ab`)).rejects.toThrow(
      /is 8000 bytes, more than the 7999 a PostgreSQL notification carries/,
    );
    await until(
      async () => sub.received.length,
      (n) => n === 1,
    );
    await expect(app.ctx.pubsub.publish('Bad Channel; DROP', {})).rejects.toThrow(/invalid channel name/);
    await expect(app.ctx.pubsub.subscribe('', () => {})).rejects.toThrow(/invalid channel name/);
    await sub.unsubscribe();
  });

  it('keeps delivering to other subscribers when one handler throws', async () => {
    await app.ctx.pubsub.subscribe('test.throws', () => {
      throw new Error('handler failed on purpose');
    });
    const sub = await collect(app, 'test.throws');
    await app.ctx.pubsub.publish('test.throws', 1);
    await app.ctx.pubsub.publish('test.throws', 2);
    expect(
      await until(
        async () => sub.received,
        (r) => r.length === 2,
      ),
    ).toEqual([1, 2]);
  });
});

describe('cache invalidation of small tables in one app', () => {
  let app: App;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it("drops this replica's copy before tableChanged returns, and tells the channel", async () => {
    // Names no trigger announces: the database's own notices (migration 0015) would add to the count.
    const dropped: (string | null)[] = [];
    const stop = await onTableChanged(app.ctx.pubsub, (table) => void dropped.push(table));
    const mine = () => dropped.filter((table) => table === 'pubsub_test_table');
    await tableChanged(app.ctx.pubsub, 'pubsub_test_table');
    expect(dropped[0]).toBe('pubsub_test_table');
    // The message comes back too (harmless twice): the same path other replicas take.
    await until(
      async () => mine().length,
      (n) => n === 2,
    );
    await stop();
    await tableChanged(app.ctx.pubsub, 'pubsub_other_table');
    expect(dropped).not.toContain('pubsub_other_table');
  });

  it('is told by every data-centre write, before the answer goes out', async () => {
    const dropped: (string | null)[] = [];
    const stop = await onTableChanged(app.ctx.pubsub, (table) => void dropped.push(table));
    const admin = await bearer(app, 'admin');
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/data_centers',
      headers: admin,
      payload: { code: 'CACHE-1', name: 'Cache one', countryCode: 'FR', region: 'eu-west-3' },
    });
    expect(created.statusCode).toBe(201);
    expect(dropped).toContain('data_centres');
    const centres = () => dropped.filter((table) => table === 'data_centres').length;
    // Then the messages come back: the drop every other replica makes (the service's message, and
    // on PostgreSQL the table's own notice, which PGlite delivered before the INSERT answered).
    await until(
      async () => centres(),
      (n) => n >= 2,
    );
    const before = centres();
    const { id } = created.json();
    const deleted = await app.inject({ method: 'DELETE', url: `/api/v1/data_centers/${id}`, headers: admin });
    expect(deleted.statusCode).toBe(204);
    // Dropped here before the answer (its message may already be back too, on PostgreSQL).
    expect(centres()).toBeGreaterThan(before);
    await until(
      async () => centres(),
      (n) => n >= before + 2,
    );
    await stop();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('pub/sub across two app instances on one PostgreSQL database', () => {
  let first: App;
  let second: App;
  beforeAll(async () => {
    first = await testApp();
    // A second installation process on the same database (a replica), as main.ts would build it.
    second = await replicaOf(first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('reaches every replica, the publisher included', async () => {
    const onFirst = await collect(first, 'test.replicas');
    const onSecond = await collect(second, 'test.replicas');
    await first.ctx.pubsub.publish('test.replicas', { from: 'first' });
    await second.ctx.pubsub.publish('test.replicas', { from: 'second' });
    await until(
      async () => [onFirst.received.length, onSecond.received.length],
      ([a, b]) => a === 2 && b === 2,
    );
    // Notifications of one session arrive in order; those of two sessions in commit order.
    expect(onSecond.received).toEqual(onFirst.received);
    expect(onFirst.received).toEqual(expect.arrayContaining([{ from: 'first' }, { from: 'second' }]));
  });

  it("drops every replica's cached copy of a table changed on one of them", async () => {
    const droppedOnSecond: (string | null)[] = [];
    const stop = await onTableChanged(second.ctx.pubsub, (table) => void droppedOnSecond.push(table));
    // A data centre created through the first replica: the second drops its copy.
    const created = await first.inject({
      method: 'POST',
      url: '/api/v1/data_centers',
      headers: await bearer(first, 'admin'),
      payload: { code: 'CACHE-2', name: 'Cache two', countryCode: 'DE', region: 'eu-central-1' },
    });
    expect(created.statusCode).toBe(201);
    // The write's own notice and the table's trigger (migration 0015) may both arrive: each names the table.
    const dropped = await until(
      async () => droppedOnSecond,
      (names) => names.length >= 1,
    );
    expect(new Set(dropped)).toEqual(new Set(['data_centres']));
    await stop();
  });

  it('reconnects a lost listening connection, says messages may have been missed, and delivers again', async () => {
    const sub = await collect(second, 'test.reconnect');
    const droppedOnSecond: (string | null)[] = [];
    await onTableChanged(second.ctx.pubsub, (table) => void droppedOnSecond.push(table));
    const url = second.ctx.config.databaseUrl ?? '';
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const killed = await admin.query(
        `SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity
         WHERE datname = current_database() AND application_name = 'store-console-pubsub'`,
      );
      // Both replicas' listeners were cut.
      expect(killed.rows).toHaveLength(2);
    } finally {
      await admin.end();
    }
    await until(
      async () => sub.gaps.length,
      (n) => n === 1,
    );
    // The cache may have missed a change while disconnected: it drops everything.
    expect(droppedOnSecond).toEqual([null]);
    await first.ctx.pubsub.publish('test.reconnect', 'after');
    expect(
      await until(
        async () => sub.received,
        (r) => r.length === 1,
      ),
    ).toEqual(['after']);
  });
});
