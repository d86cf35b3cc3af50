import { syncRequestListSchema } from '@store-console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/api.ts';
import { bearer, postStore, testApp } from '../../../../test/helpers.ts';
import type { App } from '../../../app.ts';
import { syncSources } from '../schema.ts';
import { syncFailureGroups, syncRequests, syncRequestTables } from './schema.ts';

/**
 * The Failures tab's search ("Request id, table or error"): a Load all names no table of its own,
 * so a table is found among those the request read and those it has failures in.
 */
describe('searching failed requests by table', () => {
  let app: App;
  let partner: { authorization: string };
  let storeDbId: number;
  let loadAllId: string;
  let loadTablesId: string;

  beforeAll(async () => {
    app = await testApp();
    partner = await bearer(app, 'partner');
    storeDbId = (await postStore(app, partner, 'Search Shop')).json().id;
    const [source] = await app.ctx.db
      .insert(syncSources)
      .values({
        storeId: storeDbId,
        sourceType: 'Sage_X3',
        syncType: 'AGENT',
        dbType: 'POSTGRES',
        protocol: 'http',
        hostName: '127.0.0.1',
        port: 9,
        dbAlias: 'x3',
        dbSchema: 'SEED',
      })
      .returning();
    const common = { storeId: storeDbId, sourceId: source?.id ?? 0, type: 'FULL', finished: new Date() } as const;
    const [loadAll, loadTables] = await app.ctx.db
      .insert(syncRequests)
      .values([
        { ...common, requestType: 'LOAD_ALL', stage: 'COMPLETED', failed: 2, tables: [] },
        { ...common, requestType: 'LOAD_TABLES', stage: 'FAILED', error: 'agent gone', tables: ['ITMMASTER'] },
      ])
      .returning();
    if (!loadAll || !loadTables) throw new Error('no requests');
    loadAllId = loadAll.id;
    loadTablesId = loadTables.id;
    await app.ctx.db.insert(syncRequestTables).values([
      { requestId: loadAllId, tableName: 'SORDERQ', extracted: true },
      { requestId: loadAllId, tableName: 'BPCUSTOMER', extracted: true },
    ]);
    await app.ctx.db
      .insert(syncFailureGroups)
      .values({ requestId: loadAllId, storeId: storeDbId, tableName: 'SORDERQ', category: 'FOREIGN_KEY', count: 2 });
  }, 60_000);
  afterAll(() => app?.close());

  const search = async (s: string) =>
    Object.keys(
      await api(app, partner).get(`/sync/${storeDbId}/request`, syncRequestListSchema, {
        query: { q: 'failed', v: 'list', s },
      }),
    ).sort();

  it('finds a Load all by a table it failed in, or read', async () => {
    expect(await search('SORDERQ')).toEqual([loadAllId]);
    expect(await search('sorder')).toEqual([loadAllId]);
    expect(await search('BPCUSTOMER')).toEqual([loadAllId]);
  });

  it('still finds by a named table, an error and the id', async () => {
    expect(await search('ITMMASTER')).toEqual([loadTablesId]);
    expect(await search('agent gone')).toEqual([loadTablesId]);
    expect(await search(loadAllId.slice(0, 8))).toEqual([loadAllId]);
  });

  it('takes LIKE wildcards as text', async () => {
    expect(await search('SORD%')).toEqual([]);
    expect(await search('____')).toEqual([]);
  });
});
