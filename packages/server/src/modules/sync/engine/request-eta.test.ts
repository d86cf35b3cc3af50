import { syncRequestListSchema, syncRequestReplySchema } from '@store-console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/api.ts';
import { bearer, erpTypeFields, postStore, testApp } from '../../../../test/helpers.ts';
import type { App } from '../../../app.ts';
import { rowsOf } from '../../../platform/data-plane.ts';

/** The time left of a running stage, as GET /sync/{storeId}/request[/{id}] answers it (requests written as the engine leaves them). */
describe('sync request ETA', () => {
  let app: App;
  let partner: { authorization: string };
  let store: { id: number; storeId: string };
  let sourceId = 0;

  const requestIn = async (
    stage: string,
    values: { current: number; end: number; startIndex: number; ago: number | null },
  ) => {
    const started = values.ago === null ? sql`NULL` : sql`now() - ${sql.raw(`interval '${values.ago} seconds'`)}`;
    const [row] = rowsOf(
      await app.ctx.db.execute(sql`INSERT INTO sync_requests
        (store_id, source_id, request_type, type, stage, current_index, end_index, stage_start_index, stage_started_at, finished)
        VALUES (${store.id}, ${sourceId}, 'LOAD_ALL', 'FULL', ${stage}, ${values.current}, ${values.end},
          ${values.startIndex}, ${started}, ${stage === 'COMPLETED' || stage === 'FAILED' ? sql`now()` : sql`NULL`})
        RETURNING id`),
    );
    return String(row?.id);
  };
  const eta = async (id: string) =>
    (await api(app, partner).get(`/sync/${store.id}/request/${id}`, syncRequestReplySchema)).etaSeconds;

  beforeAll(async () => {
    app = await testApp();
    partner = await bearer(app, 'partner');
    store = (await postStore(app, partner, 'Eta Shop', await erpTypeFields(app, partner, 'Sage_X3'))).json();
    const [row] = rowsOf(
      await app.ctx.db.execute(sql`INSERT INTO sync_sources (store_id, source_type, sync_type)
        VALUES (${store.id}, 'Sage_X3', 'AGENT') RETURNING id`),
    );
    sourceId = Number(row?.id);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('a loading stage half done in 1000 s has about 1000 s left, counting only the rows of this stage', async () => {
    const half = await requestIn('FAILED', { current: 500, end: 1000, startIndex: 0, ago: 1000 });
    expect(await eta(half)).toBeNull();
    await app.ctx.db.execute(sql`UPDATE sync_requests SET stage = 'LOADING', finished = NULL WHERE id = ${half}`);
    const left = await eta(half);
    // The reply is computed when it is made: a slow machine adds its own seconds to the 1000.
    expect(left).toBeGreaterThanOrEqual(1000);
    expect(left).toBeLessThan(1100);
    // A resumed load that began this stage at 400 rows made 100 in 1000 s: 5000 s for the 500 left.
    await app.ctx.db.execute(sql`UPDATE sync_requests SET stage_start_index = 400 WHERE id = ${half}`);
    expect(await eta(half)).toBeGreaterThanOrEqual(5000);
    const listed = await api(app, partner).get(`/sync/${store.id}/request`, syncRequestListSchema, {
      query: { q: 'open' },
    });
    expect(listed[half]?.etaSeconds).toBeGreaterThanOrEqual(5000);
    await app.ctx.db.execute(sql`UPDATE sync_requests SET stage = 'FAILED', finished = now() WHERE id = ${half}`);
  });

  it('shows nothing it cannot estimate: no progress in the stage yet, no recorded start, a stage without an end', async () => {
    const ids = [
      await requestIn('FAILED', { current: 0, end: 1000, startIndex: 0, ago: 60 }),
      await requestIn('FAILED', { current: 300, end: 1000, startIndex: 0, ago: null }),
      await requestIn('FAILED', { current: 0, end: 0, startIndex: 0, ago: 60 }),
    ];
    const stages = ['LOADING', 'TRANSFERRING', 'EXTRACTING'];
    for (const [i, id] of ids.entries()) {
      // One running request per store at a time (the engine's unique index): each in turn.
      await app.ctx.db.execute(sql`UPDATE sync_requests SET stage = ${stages[i]}, finished = NULL WHERE id = ${id}`);
      expect({ stage: stages[i], eta: await eta(id) }).toEqual({ stage: stages[i], eta: null });
      await app.ctx.db.execute(sql`UPDATE sync_requests SET stage = 'FAILED', finished = now() WHERE id = ${id}`);
    }
  });
});
