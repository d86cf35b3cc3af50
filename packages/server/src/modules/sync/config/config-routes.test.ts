import { errorResponseSchema, mappingListSchema, storeSchema, syncSettingsSchema } from '@store-console/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/api.ts';
import {
  clientTokenHeaders,
  erpTypeFields,
  postStore,
  signedInOperators,
  testApp,
  until,
} from '../../../../test/helpers.ts';
import type { App } from '../../../app.ts';
import { rowsOf } from '../../../platform/data-plane.ts';
import { registerSyncJobs, schedulerTickQueue } from '../jobs.ts';
import { syncSettings } from '../schema.ts';

type Headers = { authorization: string };
type Store = { id: number; storeId: string };

/** Mappings (list, overrides, delete), settings and the sync version, through their routes. */
describe('sync configuration routes', () => {
  let app: App;
  let admin: Headers;
  let partner: Headers;
  let other: Headers;
  let x3: Store;
  let bc: Store;
  let othersStore: Store;

  async function storeOf(headers: Headers, name: string, erpCode: string): Promise<Store> {
    const created = await postStore(app, headers, name, await erpTypeFields(app, headers, erpCode));
    if (created.statusCode !== 201) throw new Error(created.body);
    return created.json();
  }

  beforeAll(async () => {
    app = await testApp();
    ({ admin, partner, other } = await signedInOperators(app, { username: 'other-sync@example.com' }));
    x3 = await storeOf(partner, 'Sync X3 Shop', 'Sage_X3');
    bc = await storeOf(partner, 'Sync BC Shop', 'MS_Dynamics_BC');
    othersStore = await storeOf(other, 'Other Sync Shop', 'Sage_X3');
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  describe('mappings', () => {
    it("lists the ERP type's default mapping with stable ids", async () => {
      const list = await api(app, partner).get(`/sync/${x3.id}/mapping`, mappingListSchema);
      expect(list.every((m) => !m.isOverride && m.id.startsWith('default:'))).toBe(true);
      expect(list).toContainEqual({
        id: 'default:ITMMASTER.ITMREF_0:products.sku',
        sourceTable: 'ITMMASTER',
        sourceColumn: 'ITMREF_0',
        targetTable: 'products',
        targetColumn: 'sku',
        defaultValue: null,
        rowGroup: null,
        converter: 'trim',
        isOverride: false,
      });
      expect(list.find((m) => m.id === 'default:BPADDRESS.BPAADD_0:addresses.kind')?.converter).toBe(
        'map:FAC=BILLING,LIV=SHIPPING',
      );
      const bcList = await api(app, partner).get(`/sync/${bc.id}/mapping`, mappingListSchema);
      expect(new Set(bcList.map((m) => m.sourceTable))).toEqual(
        new Set(['items', 'customers', 'itemCategories', 'salesOrders', 'salesOrderLines']),
      );
    });

    it('adds an override in place of the default of its target column; deleting it brings the default back', async () => {
      const created = await api(app, partner).post(`/sync/${x3.id}/mapping`, mappingListSchema, {
        status: 201,
        body: [
          {
            sourceTable: 'ITMMASTER',
            sourceColumn: 'ITMDES2_0',
            targetTable: 'products',
            targetColumn: 'name',
            defaultValue: '',
            rowGroup: '',
            converter: 'trim',
          },
        ],
      });
      expect(created).toHaveLength(1);
      const override = created[0];
      expect(override).toMatchObject({
        isOverride: true,
        defaultValue: null,
        rowGroup: null,
        sourceColumn: 'ITMDES2_0',
      });
      expect(override?.id).toMatch(/^override:\d+$/);
      const list = await api(app, partner).get(`/sync/${x3.id}/mapping`, mappingListSchema);
      const names = list.filter((m) => m.targetTable === 'products' && m.targetColumn === 'name');
      expect(names).toEqual([override]);
      // Same place in the list as the default it replaces.
      expect(list.findIndex((m) => m.id === override?.id)).toBe(
        list.findIndex((m) => m.id === 'default:ITMMASTER.ITMREF_0:products.sku') + 1,
      );

      await api(app, partner).delete(`/sync/${x3.id}/mapping/${override?.id}`, errorResponseSchema.partial(), {
        status: 200,
      });
      const after = await api(app, partner).get(`/sync/${x3.id}/mapping`, mappingListSchema);
      expect(after.find((m) => m.targetTable === 'products' && m.targetColumn === 'name')?.id).toBe(
        'default:ITMMASTER.ITMDES1_0:products.name',
      );
    });

    it('adds a new row that replaces nothing at the end; a newer override of the same column replaces the older', async () => {
      const body = (converter: string) => [
        {
          sourceTable: 'ITMMASTER',
          sourceColumn: 'EANCOD_0',
          targetTable: 'products',
          targetColumn: 'gtin',
          converter,
        },
      ];
      const first = await api(app, partner).post(`/sync/${x3.id}/mapping`, mappingListSchema, {
        status: 201,
        body: body('trim'),
      });
      const second = await api(app, partner).post(`/sync/${x3.id}/mapping`, mappingListSchema, {
        status: 201,
        body: body('upper'),
      });
      const list = await api(app, partner).get(`/sync/${x3.id}/mapping`, mappingListSchema);
      expect(list.at(-1)).toEqual(second[0]);
      expect(list.some((m) => m.id === first[0]?.id)).toBe(false);
      await api(app, partner).delete(`/sync/${x3.id}/mapping/${second[0]?.id}`, errorResponseSchema.partial());
    });

    it('refuses bad overrides with a clear message in the one error shape', async () => {
      const valid = {
        sourceTable: 'ITMMASTER',
        sourceColumn: 'ITMREF_0',
        targetTable: 'products',
        targetColumn: 'sku',
      };
      const unknownConverter = await api(app, partner).post(`/sync/${x3.id}/mapping`, errorResponseSchema, {
        status: 400,
        body: [{ ...valid, converter: 'no-such-converter' }],
      });
      expect(unknownConverter.message).toMatch(/no-such-converter/);
      const tooLong = await api(app, partner).post(`/sync/${x3.id}/mapping`, errorResponseSchema, {
        status: 400,
        body: [{ ...valid, sourceColumn: 'C'.repeat(129) }],
      });
      expect(tooLong.details?.[0]?.path).toContain('sourceColumn');
      const missing = await api(app, partner).post(`/sync/${x3.id}/mapping`, errorResponseSchema, {
        status: 400,
        body: [{ ...valid, targetColumn: ' ' }],
      });
      expect(missing.message).toContain('Field is required');
      const control = await api(app, partner).post(`/sync/${x3.id}/mapping`, errorResponseSchema, {
        status: 400,
        body: [{ ...valid, targetTable: 'products\nDROP' }],
      });
      expect(control.message).toBe('targetTable: Invalid character');
      await api(app, partner).post(`/sync/${x3.id}/mapping`, errorResponseSchema, { status: 400, body: [] });
    });

    it('deletes overrides only: a default is 409, an unknown id 404', async () => {
      const conflict = await api(app, partner).delete(
        `/sync/${x3.id}/mapping/${encodeURIComponent('default:ITMMASTER.ITMREF_0:products.sku')}`,
        errorResponseSchema,
        { status: 409 },
      );
      expect(conflict.message).toMatch(/default mapping cannot be deleted/);
      await api(app, partner).delete(`/sync/${x3.id}/mapping/override:999999`, errorResponseSchema, { status: 404 });
      await api(app, partner).delete(`/sync/${x3.id}/mapping/override:99999999999`, errorResponseSchema, {
        status: 404,
      });
      await api(app, partner).delete(`/sync/${x3.id}/mapping/whatever`, errorResponseSchema, { status: 404 });
    });

    it("cannot read or change another partner's store's mapping", async () => {
      await api(app, partner).get(`/sync/${othersStore.id}/mapping`, errorResponseSchema, { status: 404 });
      const created = await api(app, other).post(`/sync/${othersStore.id}/mapping`, mappingListSchema, {
        status: 201,
        body: [{ sourceTable: 'ITMMASTER', sourceColumn: 'ITMDES2_0', targetTable: 'products', targetColumn: 'name' }],
      });
      // The override of another store is unknown here, even by its id.
      await api(app, partner).delete(`/sync/${x3.id}/mapping/${created[0]?.id}`, errorResponseSchema, { status: 404 });
      await api(app, partner).delete(`/sync/${othersStore.id}/mapping/${created[0]?.id}`, errorResponseSchema, {
        status: 404,
      });
      // The administrator sees every store.
      const list = await api(app, admin).get(`/sync/${othersStore.id}/mapping`, mappingListSchema);
      expect(list.some((m) => m.id === created[0]?.id)).toBe(true);
    });
  });

  describe('client tokens', () => {
    it('reach their own store with sync:manage, and nothing without it', async () => {
      const manage = await clientTokenHeaders(app, partner, x3, ['sync:manage']);
      await api(app, manage).get(`/sync/${x3.id}/mapping`, mappingListSchema);
      await api(app, manage).get(`/sync/${x3.id}/settings`, syncSettingsSchema);
      const foreign = await api(app, manage).get(`/sync/${bc.id}/mapping`, errorResponseSchema, { status: 403 });
      expect(foreign.message).toMatch(/another store/);
      const readOnly = await clientTokenHeaders(app, partner, x3, ['store:read']);
      const refused = await api(app, readOnly).get(`/sync/${x3.id}/mapping`, errorResponseSchema, { status: 403 });
      expect(refused.message).toContain('sync:manage');
      // The conversions are for operators.
      await api(app, manage).post('/sync/filter/tree', errorResponseSchema, { status: 403, body: { expr: 'A = 1' } });
    });
  });

  describe('settings', () => {
    it('reads as empty forms before anything is saved', async () => {
      const settings = await api(app, partner).get(`/sync/${x3.id}/settings`, syncSettingsSchema);
      expect(settings).toEqual({
        storeId: x3.id,
        clientConnection: { protocol: null, domain: '', port: null, path: '' },
        erpConnection: {
          username: '',
          databaseProvider: null,
          host: '',
          port: null,
          databaseUsername: '',
          database: '',
          schema: '',
          passwordSet: false,
          databasePasswordSet: false,
        },
        webService: { protocol: null, domain: '', port: null, path: '', poolId: '' },
        language: { default: null, other: [] },
        resources: {},
      });
    });

    it('saves the forms, seals the passwords and never returns them; blank keeps, null clears', async () => {
      const erpConnection = {
        username: 'x3admin',
        password: 'erp-secret-1',
        databaseProvider: 'postgres',
        host: 'db.example.com',
        port: 5432,
        databaseUsername: 'reader',
        databasePassword: 'db-secret-1',
        database: 'x3',
        schema: 'SEED',
      };
      const saved = await api(app, partner).put(`/sync/${x3.id}/settings`, syncSettingsSchema, {
        body: {
          clientConnection: { protocol: 'https', domain: 'shop.example.com', port: 443, path: '/api' },
          erpConnection,
          language: { default: 'english', other: ['portuguese'] },
          resources: { productStatus: '12', dueDateItemType: 'DDT' },
        },
      });
      expect(saved.erpConnection).toMatchObject({ username: 'x3admin', passwordSet: true, databasePasswordSet: true });
      expect(saved.resources).toEqual({ productStatus: '12', dueDateItemType: 'DDT' });
      expect(JSON.stringify(saved)).not.toMatch(/erp-secret-1|db-secret-1/);
      const [row] = await app.ctx.db.select().from(syncSettings).where(eq(syncSettings.storeId, x3.id));
      expect(JSON.stringify(row)).not.toMatch(/erp-secret-1|db-secret-1/);
      expect(row?.secrets).toBeTruthy();

      // Another form alone leaves the others as they are; a blank password keeps the stored one.
      const kept = await api(app, partner).put(`/sync/${x3.id}/settings`, syncSettingsSchema, {
        body: {
          webService: { protocol: 'http', domain: 'ws.example.com', port: 8124, path: '/soap', poolId: 'SEED' },
          erpConnection: { ...erpConnection, password: '', databasePassword: undefined },
        },
      });
      expect(kept.clientConnection.domain).toBe('shop.example.com');
      expect(kept.webService.poolId).toBe('SEED');
      expect(kept.erpConnection).toMatchObject({ passwordSet: true, databasePasswordSet: true });

      const cleared = await api(app, partner).put(`/sync/${x3.id}/settings`, syncSettingsSchema, {
        body: { erpConnection: { ...erpConnection, password: null, databasePassword: '' } },
      });
      expect(cleared.erpConnection).toMatchObject({ passwordSet: false, databasePasswordSet: true });
      const read = await api(app, partner).get(`/sync/${x3.id}/settings`, syncSettingsSchema);
      expect(read).toEqual(cleared);
    });

    it('refuses invalid forms and other partners', async () => {
      const invalid = await api(app, partner).put(`/sync/${x3.id}/settings`, errorResponseSchema, {
        status: 400,
        body: { clientConnection: { protocol: 'ftp' } },
      });
      expect(invalid.details?.[0]?.path).toContain('clientConnection');
      await api(app, partner).put(`/sync/${x3.id}/settings`, errorResponseSchema, {
        status: 400,
        body: { erpConnection: { port: 70000 } },
      });
      await api(app, partner).get(`/sync/${othersStore.id}/settings`, errorResponseSchema, { status: 404 });
      await api(app, partner).put(`/sync/${othersStore.id}/settings`, errorResponseSchema, {
        status: 404,
        body: { resources: {} },
      });
    });
  });

  describe('scheduler tick job', () => {
    it('is scheduled every minute and its worker runs the tick', async () => {
      await registerSyncJobs(app.ctx, { work: true });
      const [schedule] = await app.ctx.jobs.getSchedules(schedulerTickQueue);
      expect(schedule).toMatchObject({ name: schedulerTickQueue, cron: '* * * * *' });
      const id = await app.ctx.jobs.send(schedulerTickQueue, {});
      if (!id) throw new Error('the tick job was not queued');
      const job = await until(
        () => app.ctx.jobs.getJobById(schedulerTickQueue, id),
        (found) => found?.state === 'completed',
      );
      expect(job?.output).toEqual({ due: 0, recorded: 0 });
    });
  });

  describe('sync version', () => {
    it('takes the version as a bare JSON string and answers the store as GET /store-manager/stores/{id}', async () => {
      const changed = await api(app, partner).patch(`/store-manager/stores/${x3.id}/sync-version`, storeSchema, {
        body: JSON.stringify('SYNC_1'),
        headers: { 'content-type': 'application/json', 'x-xm-store': x3.storeId },
      });
      expect(changed.syncVersion).toBe('SYNC_1');
      const read = await api(app, partner).get(`/store-manager/stores/${x3.id}`, storeSchema);
      expect(read).toEqual(changed);
      const [row] = rowsOf(await app.ctx.db.execute(sql`SELECT sync_version FROM stores WHERE id = ${x3.id}`));
      expect(row?.sync_version).toBe('SYNC_1');
      await api(app, partner).patch(`/store-manager/stores/${x3.id}/sync-version`, storeSchema, {
        body: JSON.stringify('SYNC_2'),
        headers: { 'content-type': 'application/json' },
      });
    });

    it('refuses another version, another store header and another partner', async () => {
      const bad = await api(app, partner).patch(`/store-manager/stores/${x3.id}/sync-version`, errorResponseSchema, {
        status: 400,
        body: JSON.stringify('SYNC_3'),
        headers: { 'content-type': 'application/json' },
      });
      expect(bad.message).toContain('Field is required');
      await api(app, partner).patch(`/store-manager/stores/${x3.id}/sync-version`, errorResponseSchema, {
        status: 400,
        body: JSON.stringify('SYNC_2'),
        headers: { 'content-type': 'application/json', 'x-xm-store': bc.storeId },
      });
      await api(app, partner).patch(`/store-manager/stores/${othersStore.id}/sync-version`, errorResponseSchema, {
        status: 404,
        body: JSON.stringify('NONE'),
        headers: { 'content-type': 'application/json' },
      });
    });
  });
});
