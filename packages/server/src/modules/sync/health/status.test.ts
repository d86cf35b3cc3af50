import {
  errorResponseSchema,
  syncHealthDescriptions,
  syncStatusBatchSchema,
  syncStatusSchema,
} from '@store-console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientTokenHeaders, erpTypeFields, postStore, signedInOperators, testApp } from '../../../../test/helpers.ts';
import type { App } from '../../../app.ts';
import { rowsOf } from '../../../platform/data-plane.ts';

type Headers = Record<string, string>;
type Auth = { authorization: string };
type Store = { id: number; storeId: string };

/** GET /sync/{storeId}/status and its batch, from the engine's tables. */
describe('sync status routes', () => {
  let app: App;
  let admin: Auth;
  let partner: Auth;
  let other: Auth;
  /** No sync source. */
  let bare: Store;
  /** Loaded, schedule off. */
  let paused: Store;
  /** Loaded, schedule on, data an hour ago, a request open. */
  let running: Store;
  /** Loaded, schedule on, its next due time two hours past. */
  let late: Store;
  let othersStore: Store;

  async function storeOf(headers: Auth, name: string): Promise<Store> {
    const created = await postStore(app, headers, name, await erpTypeFields(app, headers, 'Sage_X3'));
    if (created.statusCode !== 201) throw new Error(created.body);
    return created.json();
  }
  const exec = (query: ReturnType<typeof sql>) => app.ctx.db.execute(query);
  async function sourceOf(store: Store, schedule: { active: boolean; nextDue?: string }): Promise<number> {
    const [row] = rowsOf(
      await exec(sql`INSERT INTO sync_sources (store_id, source_type, sync_type)
        VALUES (${store.id}, 'Sage_X3', 'AGENT') RETURNING id`),
    );
    const sourceId = Number(row?.id);
    await exec(sql`INSERT INTO sync_schedules (source_id, store_id, is_active, next_due_at)
      VALUES (${sourceId}, ${store.id}, ${schedule.active},
        ${schedule.nextDue ? sql`now() + ${sql.raw(`interval '${schedule.nextDue}'`)}` : null})`);
    await exec(sql`INSERT INTO sync_store_states (store_id, ever_loaded_at, last_completed_at, last_data_at)
      VALUES (${store.id}, now() - interval '2 days', now() - interval '1 hour', now() - interval '1 hour')`);
    return sourceId;
  }
  const get = (headers: Headers, path: string) => app.inject({ url: `/api/v1/sync/${path}/status`, headers });
  const one = async (store: Store, headers: Headers = partner) => {
    const reply = await get({ ...headers, 'x-xm-store': store.storeId }, String(store.id));
    expect(reply.statusCode, reply.body).toBe(200);
    return syncStatusSchema.parse(reply.json());
  };

  beforeAll(async () => {
    app = await testApp();
    ({ admin, partner, other } = await signedInOperators(app, { username: 'other-status@example.com' }));
    bare = await storeOf(partner, 'Status Bare Shop');
    paused = await storeOf(partner, 'Status Paused Shop');
    running = await storeOf(partner, 'Status Running Shop');
    late = await storeOf(partner, 'Status Late Shop');
    othersStore = await storeOf(other, 'Status Other Shop');
    await sourceOf(paused, { active: false });
    const runningSource = await sourceOf(running, { active: true, nextDue: '10 minutes' });
    await sourceOf(late, { active: true, nextDue: '-2 hours' });
    await sourceOf(othersStore, { active: true, nextDue: '10 minutes' });
    await exec(sql`INSERT INTO sync_requests (store_id, source_id, request_type, type, stage)
      VALUES (${running.id}, ${runningSource}, 'LOAD_ALL', 'FULL', 'EXTRACTING')`);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('a store without a sync source is NOT_LOADED, with no open request', async () => {
    expect(await one(bare)).toEqual({
      code: 'NOT_LOADED',
      description: syncHealthDescriptions.NOT_LOADED,
      stage: null,
      requestId: null,
    });
  });

  it('a loaded store whose schedule is off is SCHEDULER_OFF', async () => {
    expect(await one(paused)).toMatchObject({ code: 'SCHEDULER_OFF', stage: null, requestId: null });
  });

  it('an open request gives the status its stage and id; a store keeping up is OK (the agent is not judged: no probe yet)', async () => {
    const [open] = rowsOf(await exec(sql`SELECT id::text AS id FROM sync_requests WHERE store_id = ${running.id}`));
    expect(await one(running)).toEqual({
      code: 'OK',
      description: syncHealthDescriptions.OK,
      stage: 'EXTRACTING',
      requestId: open?.id,
    });
  });

  it('a schedule whose next due time passed two hours ago is SYNC_OVERDUE', async () => {
    expect((await one(late)).code).toBe('SYNC_OVERDUE');
  });

  it("another partner's store is 404, a wrong x-xm-store header 400, and the admin sees any store", async () => {
    expect((await get({ ...partner, 'x-xm-store': othersStore.storeId }, String(othersStore.id))).statusCode).toBe(404);
    const mismatched = await get({ ...partner, 'x-xm-store': bare.storeId }, String(paused.id));
    expect(mismatched.statusCode).toBe(400);
    expect(errorResponseSchema.safeParse(mismatched.json()).success).toBe(true);
    expect((await one(othersStore, admin)).code).toBe('OK');
  });

  it('the batch answers, keyed by id, only the stores the caller may see; none visible is an empty reply', async () => {
    const ids = [bare, paused, running, late, othersStore].map((store) => store.id);
    const reply = await get(partner, `${ids.join(',')},999999`);
    expect(reply.statusCode, reply.body).toBe(200);
    const batch = syncStatusBatchSchema.parse(reply.json());
    expect(Object.keys(batch).sort()).toEqual([bare, paused, running, late].map((s) => String(s.id)).sort());
    expect(batch[String(bare.id)]?.code).toBe('NOT_LOADED');
    expect(batch[String(paused.id)]?.code).toBe('SCHEDULER_OFF');
    expect(batch[String(running.id)]).toMatchObject({ code: 'OK', stage: 'EXTRACTING' });
    expect(batch[String(late.id)]?.code).toBe('SYNC_OVERDUE');

    // One id with a trailing comma is the batch shape; another partner's store alone is simply absent.
    const single = await get(partner, `${bare.id},`);
    expect(Object.keys(syncStatusBatchSchema.parse(single.json()))).toEqual([String(bare.id)]);
    const none = await get(partner, `${othersStore.id},`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({});

    const all = syncStatusBatchSchema.parse((await get(admin, ids.join(','))).json());
    expect(Object.keys(all)).toHaveLength(5);

    // The most the contract allows: 1000 ids of up to 10 digits, in one query.
    const most = [...ids, ...Array.from({ length: 1000 - ids.length }, (_, i) => 2_000_000_000 + i)];
    const full = await get(partner, most.join(','));
    expect(full.statusCode, full.body.slice(0, 200)).toBe(200);
    expect(Object.keys(full.json())).toHaveLength(4);
  });

  it("a store's client token sees its own store only, and needs sync:manage", async () => {
    const token = await clientTokenHeaders(app, partner, running, ['sync:manage']);
    expect((await one(running, token)).stage).toBe('EXTRACTING');
    expect((await get(token, String(bare.id))).statusCode).toBe(403);
    // The batch is the operators' (the stores list): a client token is refused there.
    expect((await get({ authorization: token.authorization }, `${running.id},`)).statusCode).toBe(403);
    const readOnly = await clientTokenHeaders(app, partner, running, []);
    expect((await get(readOnly, String(running.id))).statusCode).toBe(403);
  });

  it('hostile input is a 400 in the one error shape, before anything is read', async () => {
    const tooMany = Array.from({ length: 1001 }, (_, i) => i + 1).join(',');
    for (const path of [tooMany, 'abc', '1,,2', '1,x', '0,', '%00', '1%002', '99999999999', '1,99999999999', ',']) {
      const reply = await get(partner, path);
      expect(reply.statusCode, `${path.slice(0, 20)}: ${reply.body}`).toBe(400);
      expect(errorResponseSchema.safeParse(reply.json()).success).toBe(true);
    }
  });

  it('without a token it is 401', async () => {
    expect((await get({}, String(bare.id))).statusCode).toBe(401);
    expect((await get({}, `${bare.id},`)).statusCode).toBe(401);
  });
});
