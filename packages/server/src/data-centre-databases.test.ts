import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postStore, testApp, until } from '../test/helpers.ts';
import type { App } from './app.ts';
import { tableChecksums } from './modules/backups/archive.ts';
import { registerBackupJobs } from './modules/backups/jobs.ts';
import { storeDatabase } from './modules/stores/index.ts';
import { registerStoreJobs } from './modules/stores/jobs.ts';
import { seedDemoCatalogue, storeTables } from './platform/data-plane.ts';

type Headers = Record<string, string>;
type StoreView = {
  id: number;
  storeId: string;
  databaseSize: number | null;
  storeStatus: { statusType: string };
  logs: { text: string; logType: string }[];
};

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * Two databases on the local PostgreSQL server act as two data centres' databases (Frankfurt,
 * mapped by its dbInstance; Dublin, by its dbHost), and Virginia's is mapped to a port where
 * nothing listens. The control database is the test app's own.
 */
describe.runIf(serverUrl)('a database per data centre', { timeout: 120_000 }, () => {
  const prefix = `sc_dcdb_${randomBytes(4).toString('hex')}`;
  const names = { a: `${prefix}_a`, b: `${prefix}_b` };
  const urlOf = (name: string) => {
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    return url.toString();
  };
  let app: App;
  let admin: Headers;
  const centres: Record<string, number> = {};

  async function onServer<T>(database: string | null, use: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: database ? urlOf(database) : serverUrl });
    await client.connect();
    try {
      return await use(client);
    } finally {
      await client.end();
    }
  }

  /** The store schemas in one of the two data centres' databases. */
  const storeSchemasIn = (database: string) =>
    onServer(database, async (client) =>
      (
        await client.query<{ nspname: string }>(
          "SELECT nspname FROM pg_namespace WHERE nspname LIKE 'store\\_%' ORDER BY nspname",
        )
      ).rows.map((row) => row.nspname),
    );

  const storeView = async (id: number): Promise<StoreView> =>
    (await app.inject({ url: `/api/v1/stores/${id}`, headers: admin })).json();

  const settled = (id: number) =>
    until(
      () => storeView(id),
      (store) => !store.storeStatus.statusType.endsWith('ING'),
    );

  async function createStore(name: string, centre: string) {
    const created = await postStore(app, admin, name, { dataCentre: { id: centres[centre] } });
    expect(created.statusCode).toBe(201);
    return settled(created.json().id);
  }

  async function backUp(storeDbId: number) {
    const created = await app.inject({ method: 'POST', url: `/api/v1/backups/store/${storeDbId}`, headers: admin });
    expect(created.statusCode).toBe(201);
    const id: number = created.json().id;
    return until(
      async () =>
        (
          (await app.inject({ url: `/api/v1/backups/store/${storeDbId}`, headers: admin })).json().content as {
            id: number;
            fileName: string;
            statusType: string;
          }[]
        ).find((backup) => backup.id === id),
      (backup) => backup?.statusType === 'DONE' || backup?.statusType === 'ERROR',
    );
  }

  async function restore(backup: object, targetDbId: number) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/backups/store/${targetDbId}/restore`,
      headers: admin,
      payload: { ...backup, store: { id: targetDbId } },
    });
    expect(response.statusCode).toBe(202);
    return settled(targetDbId);
  }

  beforeAll(async () => {
    await onServer(null, async (client) => {
      for (const name of Object.values(names)) await client.query(`CREATE DATABASE ${name}`);
    });
    app = await testApp({
      dataCentreDatabases: {
        'pg-eu-fra-01': urlOf(names.a),
        'db.eu-dub.internal': urlOf(names.b),
        'pg-us-va-01': 'postgres://postgres@127.0.0.1:1/nothing_listens',
      },
    });
    // No retries: a store whose database cannot be reached fails at once.
    await registerStoreJobs(app.ctx, { work: true, retryLimit: 0 });
    await registerBackupJobs(app.ctx, { work: true });
    admin = await bearer(app, 'admin');
    for (const centre of (await app.inject({ url: '/api/v1/data_centers', headers: admin })).json().content) {
      centres[centre.code] = centre.id;
    }
  });

  afterAll(async () => {
    await app?.close();
    await onServer(null, async (client) => {
      for (const name of Object.values(names)) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
  });

  it('provisions a store in its data centre’s database only, and measures its size there', async () => {
    const store = await createStore('Frankfurt Shop', 'EU-FRA');
    expect(store.storeStatus.statusType).toBe('CREATED');
    expect(await storeSchemasIn(names.a)).toEqual([`store_${store.id}`]);
    expect(await storeSchemasIn(names.b)).toEqual([]);
    expect(await storeTables(app.ctx.db, store.id)).toEqual([]);
    // Empty tables still have pages for their keys: a size only database A can have given.
    expect(store.databaseSize).toBeGreaterThan(0);
    // A data centre with nothing mapped keeps today's behaviour: the control database.
    const home = await createStore('Sydney Shop', 'AP-SYD');
    expect(await storeTables(app.ctx.db, home.id)).toContain('products');
    expect(await storeSchemasIn(names.a)).not.toContain(`store_${home.id}`);
  });

  it('backs up and restores a store in its data centre’s database, and clones it into another data centre', async () => {
    const source = await createStore('Frankfurt Source', 'EU-FRA');
    const data = await storeDatabase(app.ctx, { dataCentreId: centres['EU-FRA'] ?? 0 });
    expect(data).not.toBe(app.ctx.database);
    await seedDemoCatalogue(data.db, source.id, 'FRA');
    const before = await tableChecksums(data.db, source.id);
    const backup = await backUp(source.id);
    expect(backup?.statusType).toBe('DONE');

    await onServer(names.a, (client) => client.query(`UPDATE store_${source.id}.prices SET amount = 0`));
    expect(await tableChecksums(data.db, source.id)).not.toEqual(before);
    expect((await restore(backup ?? {}, source.id)).storeStatus.statusType).toBe('CREATED');
    expect(await tableChecksums(data.db, source.id)).toEqual(before);

    const target = await createStore('Dublin Target', 'EU-DUB');
    expect(await storeSchemasIn(names.b)).toEqual([`store_${target.id}`]);
    const cloned = await restore(backup ?? {}, target.id);
    expect(cloned.storeStatus.statusType).toBe('CREATED');
    expect(cloned.logs.map((log) => log.text)).toContain(`Backup ${backup?.fileName} restored from frankfurt-source`);
    const products = await onServer(names.b, async (client) =>
      (await client.query(`SELECT sku FROM store_${target.id}.products ORDER BY id`)).rows.map((row) => row.sku),
    );
    expect(products).toEqual(['FRA-001', 'FRA-002', 'FRA-003', 'FRA-004', 'FRA-005']);
    expect(cloned.databaseSize).toBeGreaterThan(0);
    // Nothing of the clone in the source's database or the control database.
    expect(await storeSchemasIn(names.a)).not.toContain(`store_${target.id}`);
    expect(await storeTables(app.ctx.db, target.id)).toEqual([]);
  });

  it('drops a deleted store’s schema from its data centre’s database', async () => {
    const store = await createStore('Frankfurt Leaving', 'EU-FRA');
    expect(await storeSchemasIn(names.a)).toContain(`store_${store.id}`);
    const deleted = await app.inject({
      method: 'PUT',
      url: `/api/v1/stores/update_status/${store.id}`,
      headers: admin,
      payload: { statusType: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await settled(store.id)).storeStatus.statusType).toBe('DELETED');
    expect(await storeSchemasIn(names.a)).not.toContain(`store_${store.id}`);
  });

  it('fails a store whose data centre’s database cannot be reached, saying so in its logs, and goes on serving', async () => {
    const store = await createStore('Virginia Shop', 'US-VA');
    expect(store.storeStatus.statusType).toBe('FAILED');
    const errors = store.logs.filter((log) => log.logType === 'ERROR').map((log) => log.text);
    expect(errors).toContain(
      'CREATE failed: The database pg-us-va-01 of data centre US-VA cannot be reached (connection refused)',
    );
    expect(errors.join('\n')).not.toContain('127.0.0.1');
    // The server answers, the other data centres work, and readiness names what is down.
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().details).toEqual([{ path: 'dataCentreDatabases', message: 'unreachable' }]);
    expect((await createStore('Frankfurt After', 'EU-FRA')).storeStatus.statusType).toBe('CREATED');
  });
});
