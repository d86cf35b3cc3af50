import { type SyncHealthCode, syncStatusSchema } from '@store-console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeTable, pruneSql } from '../../../../../agent/src/change-capture/postgres-sql.ts';
import { type DemoAgent, startDemoAgent } from '../../../../../demo/src/demo-erp/agent.ts';
import type { DemoErp } from '../../../../../demo/src/demo-erp/server.ts';
import { bearer, erpTypeFields, postStore, testApp, until } from '../../../../test/helpers.ts';
import { closedPort } from '../../../../test/sync-agent.ts';
import type { App } from '../../../app.ts';
import { rowsOf } from '../../../platform/data-plane.ts';
import { sealAgentKey } from '../config/sources-service.ts';
import { registerSyncJobs } from '../jobs.ts';
import { agentProbeQueue, runAgentProbes } from './agent-probes.ts';

type Auth = { authorization: string };
type Store = { id: number; storeId: string };
type ProbeRow = {
  reachable: boolean;
  last_seen: Date | string | null;
  agent_version: string | null;
  database_ok: boolean | null;
  error: string | null;
  change_capture_state: string | null;
  position: string | null;
  position_changed_at: Date | string | null;
};

const hour = 3_600_000;

/** The agent probe job against the real agent next to the demo ERP (change capture on) and an address that refuses. */
describe('agent probe job', () => {
  let app: App;
  let partner: Auth;
  let demo: DemoAgent;
  let erp: DemoErp;
  let refusedPort: number;
  const stores: Record<string, Store> = {};
  const exec = (query: ReturnType<typeof sql>) => app.ctx.db.execute(query);

  /** A loaded store keeping up, with an AGENT source at `port` (the demo agent's unless given). */
  async function storeWith(
    name: string,
    source: { port?: number; dbAlias?: string; key?: string; syncVersion?: 'SYNC_1' | 'SYNC_2' },
  ): Promise<Store> {
    const created = await postStore(app, partner, `Probe Job ${name}`, await erpTypeFields(app, partner, 'Sage_X3'));
    if (created.statusCode !== 201) throw new Error(created.body);
    const store: Store = created.json();
    const url = new URL(demo.url);
    await exec(sql`UPDATE stores SET sync_version = ${source.syncVersion ?? 'SYNC_2'} WHERE id = ${store.id}`);
    const [row] = rowsOf(
      await exec(sql`INSERT INTO sync_sources (store_id, source_type, sync_type, db_type, protocol, host_name, port,
          db_alias, db_schema, agent_key)
        VALUES (${store.id}, 'Sage_X3', 'AGENT', 'POSTGRES', 'http', ${url.hostname}, ${source.port ?? Number(url.port)},
          ${source.dbAlias ?? 'x3'}, 'SEED', ${sealAgentKey(app.ctx, source.key ?? demo.key)}) RETURNING id`),
    );
    await exec(sql`INSERT INTO sync_schedules (source_id, store_id, is_active, next_due_at)
      VALUES (${Number(row?.id)}, ${store.id}, true, now() + interval '10 minutes')`);
    await exec(sql`INSERT INTO sync_store_states (store_id, ever_loaded_at, last_completed_at, last_data_at)
      VALUES (${store.id}, now() - interval '2 days', now() - interval '1 hour', now() - interval '1 hour')`);
    stores[name] = store;
    return store;
  }
  const probeOf = async (name: string) =>
    rowsOf(
      await exec(sql`SELECT * FROM sync_agent_probes WHERE store_id = ${stores[name]?.id as number}`),
    )[0] as unknown as ProbeRow | undefined;
  const codeOf = async (name: string): Promise<SyncHealthCode> => {
    const store = stores[name] as Store;
    const reply = await app.inject({
      url: `/api/v1/sync/${store.id}/status`,
      headers: { ...partner, 'x-xm-store': store.storeId },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return syncStatusSchema.parse(reply.json()).code;
  };

  beforeAll(async () => {
    demo = await startDemoAgent({ port: 0, size: { items: 20, customers: 5, orders: 5 } });
    erp = (await demo.ready).erp;
    // A first change, so change capture has a position.
    await erp.db.query(
      `UPDATE "SEED"."ITMCATEG" SET "TCLAXX_0" = 'Changed' WHERE "ROWID" = (SELECT min("ROWID") FROM "SEED"."ITMCATEG")`,
    );
    refusedPort = await closedPort();
    app = await testApp({ syncAgents: { allowPrivate: true, timeoutMs: 10_000 } });
    partner = await bearer(app, 'partner');
    await storeWith('demo', {});
    await storeWith('same agent', {});
    await storeWith('unknown database', { dbAlias: 'nope' });
    await storeWith('wrong key', { key: 'not-the-agent-key-0123456789-abcdef' });
    await storeWith('refused', { port: refusedPort });
    await storeWith('sync 1', { port: refusedPort, syncVersion: 'SYNC_1' });
  }, 300_000);

  afterAll(async () => {
    await app?.close();
    await demo?.close();
  });

  it('asks each agent once and records every SYNC_2 source: reachable, version, database, change capture', async () => {
    const yesterday = new Date(Date.now() - 25 * hour);
    // Three agents: the demo agent with its key (three sources), with a wrong key, and a refused address.
    expect(await runAgentProbes(app.ctx, () => yesterday)).toEqual({ agents: 3, sources: 5, reachableAgents: 1 });

    const demoProbe = await probeOf('demo');
    expect(demoProbe).toMatchObject({
      reachable: true,
      database_ok: true,
      error: null,
      change_capture_state: 'ENABLED',
    });
    expect(demoProbe?.agent_version).toMatch(/\d/);
    expect(demoProbe?.position).toMatch(/^\d+$/);
    expect(new Date(demoProbe?.position_changed_at as string).getTime()).toBe(yesterday.getTime());

    expect(await probeOf('unknown database')).toMatchObject({
      reachable: true,
      database_ok: false,
      error: "The agent has no database id 'nope'",
    });
    const wrongKey = await probeOf('wrong key');
    expect(wrongKey).toMatchObject({ reachable: false, database_ok: null, error: 'The agent refused the key' });
    const refused = await probeOf('refused');
    expect(refused).toMatchObject({ reachable: false, last_seen: null, database_ok: null });
    expect(refused?.error).toBe(`The agent at http://127.0.0.1:${refusedPort} refused the connection`);
    // A store not on SYNC_2 is not probed.
    expect(await probeOf('sync 1')).toBeUndefined();
  }, 60_000);

  it('health codes follow the probe; a position that has not moved for 24 h is CDC_STATIONARY until it moves', async () => {
    // Fresh probes now; the demo ERP's position is the one first seen 25 h ago.
    await runAgentProbes(app.ctx);
    expect(await codeOf('demo')).toBe('CDC_STATIONARY');
    expect(await codeOf('unknown database')).toBe('AGENT_ISSUE');
    expect(await codeOf('wrong key')).toBe('AGENT_OFF');
    expect(await codeOf('refused')).toBe('AGENT_OFF');

    const before = (await probeOf('demo'))?.position as string;
    await erp.db.query(`INSERT INTO "SEED"."ITMCATEG" ("TCLCOD_0", "TCLAXX_0", "CREDAT_0", "UPDDATTIM_0")
      VALUES ('PROBE', 'Probe category', '2026-11-01', '2026-11-01 10:00:00')`);
    await runAgentProbes(app.ctx);
    const after = await probeOf('demo');
    expect(BigInt(after?.position as string) > BigInt(before)).toBe(true);
    expect(await codeOf('demo')).toBe('OK');
    expect(await codeOf('same agent')).toBe('OK');
  }, 60_000);

  it('a store behind what the agent still holds is CDC_WRAPPED (asked with its position); one caught up is not', async () => {
    const sameAgent = stores['same agent'] as Store;
    await exec(sql`UPDATE sync_store_states SET position = '0' WHERE store_id = ${sameAgent.id}`);
    for (const name of ['Pruned one', 'Pruned two']) {
      await erp.db.query(`UPDATE "SEED"."ITMCATEG" SET "TCLAXX_0" = $1 WHERE "TCLCOD_0" = 'PROBE'`, [name]);
    }
    const newest = BigInt(
      (await erp.db.query<{ p: string }>(`SELECT max(position)::text AS p FROM ${changeTable}`)).rows[0]?.p as string,
    );
    // Retention forgets every change but the newest: a consumer at 0 has lost some.
    await erp.db.query(pruneSql, [String(newest - 1n)]);
    await runAgentProbes(app.ctx);
    expect(await codeOf('same agent')).toBe('CDC_WRAPPED');
    expect(await codeOf('demo')).toBe('OK');
  }, 60_000);

  it('is scheduled every minute and its worker runs a probe round', async () => {
    await registerSyncJobs(app.ctx, { work: true });
    const [schedule] = await app.ctx.jobs.getSchedules(agentProbeQueue);
    expect(schedule).toMatchObject({ name: agentProbeQueue, cron: '* * * * *' });
    const id = await app.ctx.jobs.send(agentProbeQueue, {});
    if (!id) throw new Error('the probe job was not queued');
    const job = await until(
      () => app.ctx.jobs.getJobById(agentProbeQueue, id),
      (found) => found?.state === 'completed',
    );
    expect(job?.output).toEqual({ agents: 3, sources: 5, reachableAgents: 1 });
  }, 60_000);
});
