import {
  type SyncHealthCode,
  syncHealthDescriptions,
  syncStatusBatchSchema,
  syncStatusSchema,
} from '@store-console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erpTypeFields, postStore, signedInOperators, testApp } from '../../../../test/helpers.ts';
import type { App } from '../../../app.ts';
import { rowsOf } from '../../../platform/data-plane.ts';

type Auth = { authorization: string };
type Store = { id: number; storeId: string };

/** Probe columns a case sets; the others keep a healthy agent's values. */
type Probe = {
  probedAt?: string;
  reachable?: boolean;
  databaseOk?: boolean | null;
  error?: string | null;
  state?: 'DISABLED' | 'ENABLED' | 'WRAPPED' | null;
  positionChangedAt?: string | null;
  hostName?: string;
};

/** The health codes the agent probe's last answer gives (sync_agent_probes), through GET /sync/{storeId}/status. */
describe('sync status from the agent probe', () => {
  let app: App;
  let partner: Auth;
  const stores = new Map<string, Store>();
  const exec = (query: ReturnType<typeof sql>) => app.ctx.db.execute(query);
  const ago = (interval: string) => sql`now() - ${sql.raw(`interval '${interval}'`)}`;

  /** A loaded AGENT store keeping up (OK without a probe), then the probe row of the case. */
  async function storeWith(name: string, probe: Probe | null): Promise<Store> {
    const created = await postStore(app, partner, `Probe ${name} Shop`, await erpTypeFields(app, partner, 'Sage_X3'));
    if (created.statusCode !== 201) throw new Error(created.body);
    const store: Store = created.json();
    const [row] = rowsOf(
      await exec(sql`INSERT INTO sync_sources (store_id, source_type, sync_type, protocol, host_name, port, db_alias)
        VALUES (${store.id}, 'Sage_X3', 'AGENT', 'http', 'agent.example', 8443, 'x3') RETURNING id`),
    );
    const sourceId = Number(row?.id);
    await exec(sql`INSERT INTO sync_schedules (source_id, store_id, is_active, next_due_at)
      VALUES (${sourceId}, ${store.id}, true, now() + interval '10 minutes')`);
    await exec(sql`INSERT INTO sync_store_states (store_id, ever_loaded_at, last_completed_at, last_data_at)
      VALUES (${store.id}, now() - interval '2 days', now() - interval '1 hour', now() - interval '1 hour')`);
    if (probe) {
      const reachable = probe.reachable ?? true;
      await exec(sql`INSERT INTO sync_agent_probes (source_id, store_id, protocol, host_name, port, db_alias, probed_at,
          reachable, last_seen, agent_version, uptime_seconds, database_ok, error, change_capture_state, position,
          position_changed_at)
        VALUES (${sourceId}, ${store.id}, 'http', ${probe.hostName ?? 'AGENT.example'}, 8443, 'x3',
          ${probe.probedAt ? ago(probe.probedAt) : sql`now()`}, ${reachable}, ${reachable ? sql`now()` : ago('2 hours')},
          '1.0.0', 3600, ${probe.databaseOk === undefined ? reachable : probe.databaseOk}, ${probe.error ?? null},
          ${probe.state === undefined ? 'ENABLED' : probe.state}, '42',
          ${probe.positionChangedAt === undefined ? ago('1 hour') : probe.positionChangedAt === null ? null : ago(probe.positionChangedAt)})`);
    }
    stores.set(name, store);
    return store;
  }

  const cases: [string, Probe | null, SyncHealthCode][] = [
    ['never probed', null, 'OK'],
    ['healthy', {}, 'OK'],
    [
      'unreachable',
      { reachable: false, databaseOk: null, error: 'The agent at http://agent.example:8443 refused the connection' },
      'AGENT_OFF',
    ],
    ['database down', { databaseOk: false, error: "Database 'x3': connection refused" }, 'AGENT_ISSUE'],
    ['capture disabled', { state: 'DISABLED' }, 'CDC_DISABLED'],
    ['capture wrapped', { state: 'WRAPPED' }, 'CDC_WRAPPED'],
    ['stationary', { positionChangedAt: '25 hours' }, 'CDC_STATIONARY'],
    ['nearly stationary', { positionChangedAt: '23 hours' }, 'OK'],
    ['no position yet', { positionChangedAt: null }, 'OK'],
    // A probe of the address the source named before (edited since): unknown until the next probe.
    ['other address', { reachable: false, hostName: 'old-agent.example' }, 'OK'],
    // A probe the job has not refreshed for an hour (the job not running): unknown, not judged.
    ['stale probe', { reachable: false, probedAt: '1 hour' }, 'OK'],
  ];

  beforeAll(async () => {
    app = await testApp();
    ({ partner } = await signedInOperators(app, { username: 'other-probes@example.com' }));
    for (const [name, probe] of cases) await storeWith(name, probe);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it.each(cases)('%s → %s', async (name, _probe, code) => {
    const store = stores.get(name) as Store;
    const reply = await app.inject({
      url: `/api/v1/sync/${store.id}/status`,
      headers: { ...partner, 'x-xm-store': store.storeId },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(syncStatusSchema.parse(reply.json())).toMatchObject({ code, description: syncHealthDescriptions[code] });
  });

  it('the batch (the stores list) gives the same codes in one call', async () => {
    const ids = [...stores.values()].map((store) => store.id).join(',');
    const reply = await app.inject({ url: `/api/v1/sync/${ids}/status`, headers: partner });
    expect(reply.statusCode, reply.body).toBe(200);
    const batch = syncStatusBatchSchema.parse(reply.json());
    for (const [name, , code] of cases) expect(batch[String(stores.get(name)?.id)]?.code, name).toBe(code);
  });
});
