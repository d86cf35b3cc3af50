import { randomUUID } from 'node:crypto';
import { errorResponseSchema, syncRequestReplySchema } from '@store-console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/api.ts';
import { startUpstream, type Upstream } from '../../../../test/gateway.ts';
import { bearer, testApp, until } from '../../../../test/helpers.ts';
import { agentSyncStore } from '../../../../test/sync-agent.ts';
import type { App } from '../../../app.ts';
import { rowsOf } from '../../../platform/data-plane.ts';
import { startScheduledRuns } from './request-service.ts';

type Headers = { authorization: string };
type Store = { id: number; storeId: string };

const agentKey = 'closed-stores-key-0123456789';

/** Deactivated stores run nothing; a deleted store's running request stops (docs/decisions/0066). */
describe('sync of closed stores', () => {
  let app: App;
  let admin: Headers;
  let partner: Headers;
  /** An agent whose extractions never finish: a request stays EXTRACTING until something stops it. */
  let agent: Upstream;

  const settledStore = (name: string): Promise<Store> =>
    agentSyncStore(app, partner, name, { url: agent.url, key: agentKey });

  const statusOf = async (store: Store) =>
    (await app.inject({ url: `/api/v1/stores/${store.id}`, headers: admin })).json().storeStatus.statusType as string;

  async function act(store: Store, action: 'DEACTIVATE' | 'DELETE', settled: string) {
    const reply = await app.inject({
      method: 'PUT',
      url: `/api/v1/stores/update_status/${store.id}`,
      headers: admin,
      payload: { statusType: action },
    });
    expect(reply.statusCode).toBe(200);
    await until(
      () => statusOf(store),
      (status) => status === settled,
    );
  }

  beforeAll(async () => {
    const id = randomUUID();
    agent = await startUpstream((seen, response) => {
      response.setHeader('content-type', 'application/json');
      if (seen.method === 'POST' && seen.url.endsWith('/extractions')) {
        response.writeHead(202).end(JSON.stringify({ id }));
      } else if (seen.method === 'GET' && seen.url.includes('/extractions/')) {
        const running = { id, state: 'RUNNING', mode: 'FULL', checkpoint: null, chunks: [], rowsRead: 0 };
        response.writeHead(200).end(JSON.stringify({ ...running, endPosition: null }));
      } else if (seen.method === 'DELETE') {
        response.writeHead(204).end();
      } else {
        response.writeHead(404).end(JSON.stringify({ code: 'NOT_FOUND', message: 'no such call' }));
      }
    });
    app = await testApp({ runWorkers: true, syncAgents: { allowPrivate: true, timeoutMs: 5_000 } });
    admin = await bearer(app, 'admin');
    partner = await bearer(app, 'partner');
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await agent?.close();
  });

  it('a deactivated store runs nothing: uploadData is refused (409) and the scheduler starts no request', async () => {
    const store = await settledStore('Closed Deactivated Shop');
    await act(store, 'DEACTIVATE', 'DEACTIVATED');
    for (const call of [
      () => api(app, partner).get(`/sync/${store.id}/uploadData`, errorResponseSchema, { status: 409 }),
      () =>
        api(app, partner).post(`/sync/${store.id}/uploadData`, errorResponseSchema, {
          status: 409,
          body: { tables: ['ITMMASTER'] },
        }),
    ]) {
      // The store scope answers before the engine: the store's state, in the one error shape.
      expect(await call()).toMatchObject({ message: `Store ${store.storeId} is DEACTIVATED` });
    }
    // A due run recorded before the store closed is taken without a request.
    const [source] = rowsOf(await app.ctx.db.execute(sql`SELECT id FROM sync_sources WHERE store_id = ${store.id}`));
    await app.ctx.db.execute(sql`INSERT INTO sync_schedules (source_id, store_id, is_active, tables)
      VALUES (${source?.id}, ${store.id}, true, '[]'::jsonb) ON CONFLICT DO NOTHING`);
    await app.ctx.db.execute(
      sql`INSERT INTO sync_scheduled_runs (store_id, source_id, due_at) VALUES (${store.id}, ${source?.id}, now())`,
    );
    expect(await startScheduledRuns(app.ctx)).toBe(0);
    const left = rowsOf(
      await app.ctx.db.execute(sql`SELECT
        (SELECT count(*)::int FROM sync_requests WHERE store_id = ${store.id}) AS requests,
        (SELECT count(*)::int FROM sync_scheduled_runs WHERE store_id = ${store.id} AND started_at IS NULL) AS waiting`),
    )[0];
    expect(left).toEqual({ requests: 0, waiting: 0 });
    // Nor does the agent hear from the server for it.
    expect(agent.seen.filter((seen) => seen.url.includes('/extractions'))).toEqual([]);
  }, 120_000);

  it("a deleted store's running request stops: FAILED with the reason, the agent's extraction cancelled", async () => {
    const store = await settledStore('Closed Deleted Shop');
    const created = await api(app, partner).get(`/sync/${store.id}/uploadData`, syncRequestReplySchema, {
      status: 202,
    });
    // Read from the table: a deleted store's routes answer 404.
    const request = async () =>
      rowsOf(await app.ctx.db.execute(sql`SELECT stage, error FROM sync_requests WHERE id = ${created.id}`))[0] as {
        stage: string;
        error: string | null;
      };
    await until(request, (row) => row.stage === 'EXTRACTING', { timeout: 60_000 });
    await act(store, 'DELETE', 'DELETED');
    const stopped = await until(request, (row) => row.stage === 'FAILED', { timeout: 60_000 });
    expect(stopped).toMatchObject({ stage: 'FAILED', error: 'The store was deleted: its requests stop' });
    await until(
      async () => agent.seen.filter((seen) => seen.method === 'DELETE' && seen.url.includes('/extractions/')).length,
      (n) => n > 0,
    );
  }, 180_000);
});
