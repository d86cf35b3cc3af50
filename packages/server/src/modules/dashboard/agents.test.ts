import { errorResponseSchema, fleetAgentsSchema } from '@store-console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erpTypeFields, postStore, signedInOperators, testApp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { rowsOf } from '../../platform/data-plane.ts';

type Auth = { authorization: string };

/** GET /dashboard/agents: the fleet's agents as the probe last saw them, scoped to the caller's stores. */
describe('dashboard agents', () => {
  let app: App;
  let admin: Auth;
  let partner: Auth;
  let other: Auth;
  const exec = (query: ReturnType<typeof sql>) => app.ctx.db.execute(query);

  /** A SYNC_2 store of `owner` whose AGENT source is at `host`:8443, probed as `probe` says (or never). */
  async function storeAt(
    owner: Auth,
    name: string,
    host: string,
    probe: { reachable: boolean; state?: 'ENABLED' | 'DISABLED'; error?: string } | null,
    syncVersion = 'SYNC_2',
  ) {
    const created = await postStore(app, owner, name, await erpTypeFields(app, owner, 'Sage_X3'));
    if (created.statusCode !== 201) throw new Error(created.body);
    const store: { id: number } = created.json();
    await exec(sql`UPDATE stores SET sync_version = ${syncVersion} WHERE id = ${store.id}`);
    const [row] = rowsOf(
      await exec(sql`INSERT INTO sync_sources (store_id, source_type, sync_type, protocol, host_name, port, db_alias)
        VALUES (${store.id}, 'Sage_X3', 'AGENT', 'https', ${host}, 8443, 'x3') RETURNING id`),
    );
    if (probe) {
      await exec(sql`INSERT INTO sync_agent_probes (source_id, store_id, protocol, host_name, port, db_alias, probed_at,
          reachable, last_seen, agent_version, database_ok, error, change_capture_state)
        VALUES (${Number(row?.id)}, ${store.id}, 'https', ${host}, 8443, 'x3', now(), ${probe.reachable},
          ${probe.reachable ? sql`now()` : null}, ${probe.reachable ? '2.1.0' : null}, ${probe.reachable ? true : null},
          ${probe.error ?? null}, ${probe.state ?? null})`);
    }
  }
  const agents = async (headers: Auth) => {
    const reply = await app.inject({ url: '/api/v1/dashboard/agents', headers });
    expect(reply.statusCode, reply.body).toBe(200);
    return fleetAgentsSchema.parse(reply.json());
  };

  beforeAll(async () => {
    app = await testApp();
    ({ admin, partner, other } = await signedInOperators(app, { username: 'other-agents@example.com' }));
    await storeAt(partner, 'Agents Shared One', 'shared.example', { reachable: true, state: 'ENABLED' });
    await storeAt(partner, 'Agents Shared Two', 'SHARED.example', { reachable: true, state: 'DISABLED' });
    await storeAt(partner, 'Agents Down', 'down.example', {
      reachable: false,
      error: 'The agent at https://down.example:8443 refused the connection',
    });
    await storeAt(partner, 'Agents Sync One', 'sync1.example', null, 'SYNC_1');
    await storeAt(other, 'Agents Other Shared', 'shared.example', { reachable: true, state: 'ENABLED' });
    await storeAt(other, 'Agents Other Own', 'other-only.example', null);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('a partner sees only the agents of its stores, counted over its stores; unreachable first', async () => {
    const seen = await agents(partner);
    expect(seen.total).toBe(2);
    expect(seen.agents).toEqual([
      {
        address: 'https://down.example:8443',
        lastSeen: null,
        probedAt: expect.any(String),
        version: null,
        reachable: false,
        changeCapture: [],
        stores: 1,
        error: 'The agent at https://down.example:8443 refused the connection',
      },
      {
        address: 'https://shared.example:8443',
        lastSeen: expect.any(String),
        probedAt: expect.any(String),
        version: '2.1.0',
        reachable: true,
        changeCapture: ['DISABLED', 'ENABLED'],
        stores: 2,
        error: null,
      },
    ]);
    const theirs = await agents(other);
    expect(theirs.agents.map((agent) => [agent.address, agent.stores, agent.reachable])).toEqual([
      ['https://other-only.example:8443', 1, null],
      ['https://shared.example:8443', 1, true],
    ]);
  });

  it('a super admin sees every agent of SYNC_2 stores with all their stores', async () => {
    const all = await agents(admin);
    expect(all.total).toBe(3);
    expect(all.agents.map((agent) => [agent.address, agent.stores])).toEqual([
      ['https://down.example:8443', 1],
      ['https://other-only.example:8443', 1],
      ['https://shared.example:8443', 3],
    ]);
  });

  it('answers 401 without a token', async () => {
    const reply = await app.inject({ url: '/api/v1/dashboard/agents' });
    expect(reply.statusCode).toBe(401);
    expect(errorResponseSchema.safeParse(reply.json()).success).toBe(true);
  });
});
