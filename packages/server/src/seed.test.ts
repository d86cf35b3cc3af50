import { azureInterface, syncRequestReplySchema } from '@store-console/contract';
import { createBcSimulator } from '@store-console/demo';
import { describe, expect, it } from 'vitest';
import { api } from '../test/api.ts';
import { bearer, holdingJobs, testApp } from '../test/helpers.ts';
import { placeholderValues, resolveOperation, resolveOperationRef } from './modules/gateway/execution/resolve.ts';
import { storeRow } from './modules/stores/index.ts';
import { runRequest } from './modules/sync/engine/request-run.ts';
import { createRequest, syncRequestQueue } from './modules/sync/engine/request-service.ts';
import { rowsOf, storeTables } from './platform/data-plane.ts';
import { seedDemoData } from './seed.ts';

describe('demo seed', () => {
  it('seeds a living fleet once: settled stores with catalogue rows, the partner on some, Business Central stores wired to the simulator', async () => {
    const sim = await createBcSimulator({ clientSecret: 'seed-test-secret' });
    const app = await testApp({
      gatewayAzureAdUrl: sim.url,
      gatewayBusinessCentralUrl: sim.url,
      // As the demo start sets it (GATEWAY_ALLOW_PRIVATE_UPSTREAMS): the simulator listens on loopback.
      gateway: { allowPrivateUpstreams: true },
      demoBusinessCentral: {
        tenantId: sim.tenantId,
        environment: sim.environment,
        companyId: sim.companyId,
        clientId: sim.clientId,
        clientSecret: sim.clientSecret,
        scope: sim.scope,
      },
    });
    try {
      // testApp seeded operators without stores; a second run never seeds again.
      expect(await seedDemoData(app.ctx, {})).toEqual({ seeded: false });
      const { sql } = await import('drizzle-orm');
      await app.ctx.db.execute(sql`TRUNCATE users, data_centres, versions RESTART IDENTITY CASCADE`);
      const result = await seedDemoData(app.ctx, { admin: 'admin-password-1', partner: 'partner-password-1' });
      expect(result.seeded).toBe(true);
      const admin = await bearer(app, 'admin');
      const partner = await bearer(app, 'partner');
      const dc = (await app.inject({ url: '/api/v1/data_centers?search=EU-FRA', headers: admin })).json().content[0];
      const fleet = (await app.inject({ url: `/api/v1/stores/data_center/${dc.id}?size=50`, headers: admin })).json();
      expect(fleet.totalElements).toBe(5);
      const statuses = new Set(
        fleet.content.map((s: { storeStatus: { statusType: string } }) => s.storeStatus.statusType),
      );
      expect([...statuses].sort()).toEqual(['CREATED', 'LIVE']);
      const first = fleet.content[0];
      expect(await storeTables(app.ctx.db, first.id)).toContain('products');
      const rows = await app.ctx.db.execute(sql.raw(`SELECT count(*)::int AS n FROM store_${first.id}.products`));
      expect(rowsOf(rows)[0]?.n).toBe(5);
      const mine = (await app.inject({ url: `/api/v1/stores/data_center/${dc.id}`, headers: partner })).json();
      expect(mine.totalElements).toBe(3);

      // Baltic Foods (Business Central): its integrations carry the simulator's settings, and they work there.
      const baltic = fleet.content.find((s: { name: string }) => s.name === 'Baltic Foods');
      const gatewayUrl = `/api/v1/gateway/integrations/${baltic.id}`;
      const gateway = (await app.inject({ url: gatewayUrl, headers: admin })).json();
      expect([...gateway.integrations].sort()).toEqual(['ActiveDirectory', 'BusinessCentral']);
      const read = async (name: string) => (await app.inject({ url: `${gatewayUrl}/${name}`, headers: admin })).json();
      const byName = { ActiveDirectory: await read('ActiveDirectory'), BusinessCentral: await read('BusinessCentral') };
      expect(byName.ActiveDirectory.connection.uri).toBe(sim.url);
      expect(byName.ActiveDirectory.settings).toMatchObject({ tenantId: sim.tenantId, clientSecret: '********' });
      expect(byName.BusinessCentral.settings).toMatchObject({ companyId: sim.companyId, environment: 'production' });
      const store = { id: baltic.id, storeId: baltic.storeId, statusType: baltic.storeStatus.statusType };
      const ad = placeholderValues(
        await resolveOperationRef(app.ctx, store, { ...azureInterface, operation: 'token' }),
      );
      const form = {
        grant_type: 'client_credentials',
        client_id: ad.clientId ?? '',
        client_secret: ad.clientSecret ?? '',
      };
      const tokenReply = await fetch(`${sim.url}/${ad.tenantId}/oauth2/v2.0/token`, {
        method: 'POST',
        body: new URLSearchParams({ ...form, scope: ad.scope ?? '' }),
      });
      expect(tokenReply.status).toBe(200);
      const { access_token } = (await tokenReply.json()) as { access_token: string };
      const bc = placeholderValues(await resolveOperation(app.ctx, store, 'BusinessCentral', 'items'));
      const items = await fetch(
        `${sim.url}/v2.0/${bc.tenantId}/${bc.environment}/api/v2.0/companies(${bc.companyId})/items?$top=3`,
        { headers: { authorization: `Bearer ${access_token}` } },
      );
      expect(((await items.json()) as { value: unknown[] }).value).toHaveLength(3);

      // Load all on it works as seeded: its gateway source reads the simulator's company into the store.
      const seeded = await storeRow(app.ctx.db, baltic.id);
      if (!seeded) throw new Error('Baltic Foods is gone');
      const load = await createRequest(holdingJobs(app.ctx, syncRequestQueue), null, seeded, {
        requestType: 'LOAD_ALL',
        tables: [],
        truncate: false,
      });
      await runRequest(app.ctx, load.id);
      const loaded = await api(app, admin).get(`/sync/${baltic.id}/request/${load.id}`, syncRequestReplySchema, {
        headers: { 'x-xm-store': baltic.storeId },
      });
      expect(loaded).toMatchObject({ stage: 'COMPLETED', error: null, summary: { failed: 0 } });
      const products = await app.ctx.db.execute(sql.raw(`SELECT count(*)::int AS n FROM store_${baltic.id}.products`));
      // The seeded catalogue's five products and the simulator's 200 items.
      expect(rowsOf(products)[0]?.n).toBe(205);
    } finally {
      await app.close();
      await sim.close();
    }
    // Provisions twelve stores, each with its schema, catalogue and job, then loads one: more than
    // the default 30 s when the machine is shared.
  }, 180_000);
});
