import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/helpers.ts';
import { stores } from './modules/stores/schema.ts';
import { syncSchedules, syncSources } from './modules/sync/schema.ts';
import { SecretBox } from './platform/secret-box.ts';
import { seedDemoData } from './seed.ts';
import { connectDemoAgentSource, demoAgentFromEnv } from './seed-sync.ts';

describe('demo seed with the demo agent', () => {
  const key = 'demo-agent-key-0123456789abcdefghijklmnopqrstuv';
  const saved = { url: process.env.DEMO_AGENT_URL, key: process.env.DEMO_AGENT_KEY };
  afterAll(() => {
    for (const [name, value] of [
      ['DEMO_AGENT_URL', saved.url],
      ['DEMO_AGENT_KEY', saved.key],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('reads the agent from the demo start', () => {
    expect(demoAgentFromEnv({ DEMO_AGENT_URL: 'http://127.0.0.1:4020', DEMO_AGENT_KEY: key })).toEqual({
      protocol: 'http',
      host: '127.0.0.1',
      port: 4020,
      key,
    });
    expect(demoAgentFromEnv({ DEMO_AGENT_URL: 'http://127.0.0.1:4020' })).toBeUndefined();
    expect(demoAgentFromEnv({ DEMO_AGENT_URL: 'ftp://127.0.0.1:4020', DEMO_AGENT_KEY: key })).toBeUndefined();
  });

  it('connects Alpine Outfitters to it under SYNC_2, once, with the key sealed for the sync module', async () => {
    process.env.DEMO_AGENT_URL = 'http://127.0.0.1:4020';
    process.env.DEMO_AGENT_KEY = key;
    const app = await testApp();
    try {
      await app.ctx.db.execute(sql`TRUNCATE users, data_centres, versions RESTART IDENTITY CASCADE`);
      expect((await seedDemoData(app.ctx, { admin: 'admin-password-1', partner: 'partner-password-1' })).seeded).toBe(
        true,
      );
      const sources = await app.ctx.db
        .select({ source: syncSources, storeName: stores.name, syncVersion: stores.syncVersion })
        .from(syncSources)
        .innerJoin(stores, eq(stores.id, syncSources.storeId));
      // The demo's Business Central stores get their gateway source; the agent connects one store.
      const gateways = sources.filter(({ source }) => source.syncType === 'GATEWAY');
      expect(gateways.length).toBeGreaterThan(0);
      for (const { source } of gateways) {
        expect(source).toMatchObject({
          sourceType: 'MS_Dynamics_BC',
          integrationName: 'BusinessCentral',
          isActive: true,
          hostName: null,
          agentKey: null,
        });
      }
      const agents = sources.filter(({ source }) => source.syncType === 'AGENT');
      expect(agents).toHaveLength(1);
      const [only] = agents;
      expect(only?.storeName).toBe('Alpine Outfitters');
      expect(only?.syncVersion).toBe('SYNC_2');
      expect(only?.source).toMatchObject({
        syncType: 'AGENT',
        sourceType: 'Sage_X3',
        dbType: 'POSTGRES',
        protocol: 'http',
        hostName: '127.0.0.1',
        port: 4020,
        dbAlias: 'x3',
        dbSchema: 'SEED',
        isActive: true,
      });
      expect(only?.source.agentKey).not.toContain(key);
      expect(new SecretBox(app.ctx.config.jwtSecret, 'sync').open(only?.source.agentKey ?? '')).toBe(key);
      const schedules = await app.ctx.db.select().from(syncSchedules);
      expect(schedules).toEqual([
        expect.objectContaining({
          sourceId: only?.source.id,
          isActive: true,
          days: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
          startHour: 8,
          endHour: 18,
          frequency: 'FIVE_MIN',
        }),
      ]);

      // Again (a store has one source): nothing doubles.
      await connectDemoAgentSource(app.ctx, { id: only?.source.storeId ?? 0, name: 'Alpine Outfitters' });
      expect(await app.ctx.db.select().from(syncSources)).toHaveLength(sources.length);
      expect(await app.ctx.db.select().from(syncSchedules)).toHaveLength(1);
    } finally {
      await app.close();
    }
    // A whole demo fleet is seeded, as in seed.test.ts.
  }, 120_000);
});
