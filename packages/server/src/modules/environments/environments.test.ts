import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, testApp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { rowsOf, seedDemoCatalogue } from '../../platform/data-plane.ts';
import { tableChecksums } from '../backups/archive.ts';
import { registerBackupJobs } from '../backups/jobs.ts';
import { registerStoreJobs } from '../stores/jobs.ts';

type Headers = Record<string, string>;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 150; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never reached: ${JSON.stringify(await read())}`);
}

async function createStore(app: App, headers: Headers, name: string) {
  const erps = (await app.inject({ url: '/api/v1/erp_types', headers })).json().content;
  const dc = (await app.inject({ url: '/api/v1/data_centers', headers })).json().content[0];
  const store = (
    await app.inject({
      method: 'POST',
      url: '/api/v1/stores',
      headers,
      payload: {
        name,
        stgDomain: `${name.toLowerCase()}.staging.example.com`,
        erpType: { id: erps[0].id },
        erpTypeVersion: { id: erps[0].erpTypeVersions[0].id },
        storeType: 'B2C',
        dataCentre: { id: dc.id },
      },
    })
  ).json();
  await until(
    async () => (await app.inject({ url: `/api/v1/stores/${store.id}`, headers })).json().storeStatus.statusType,
    (s) => s === 'CREATED',
  );
  return store as { id: number; storeId: string };
}

describe('clone across environments (a second installation on another port)', () => {
  let peer: App;
  let local: App;
  let peerAdmin: Headers;
  let admin: Headers;
  let source: { id: number; storeId: string };

  beforeAll(async () => {
    peer = await testApp();
    local = await testApp();
    for (const app of [peer, local]) {
      await registerStoreJobs(app.ctx, { work: true });
      await registerBackupJobs(app.ctx, { work: true });
    }
    await peer.listen({ port: 0, host: '127.0.0.1' });
    peerAdmin = await bearer(peer, 'admin');
    admin = await bearer(local, 'admin');
    source = await createStore(peer, peerAdmin, 'Staged');
    await seedDemoCatalogue(peer.ctx.db, source.id, 'STG');
    await peer.ctx.db.execute(
      sql.raw(`UPDATE store_${source.id}.products SET description = 'https://staged.staging.example.com/p'`),
    );
    await peer.inject({ method: 'POST', url: `/api/v1/backups/store/${source.id}`, headers: peerAdmin });
    await until(
      async () =>
        (await peer.inject({ url: `/api/v1/backups/store/${source.id}`, headers: peerAdmin })).json().content[0]
          ?.statusType,
      (s) => s === 'DONE',
    );
  });
  afterAll(async () => {
    await local?.close();
    await peer?.close();
  });

  it('registers the peer, lists its stores and cloneable backups, and clones into a local store', async () => {
    const credential = await peer.inject({
      method: 'POST',
      url: '/api/v1/admin/oauth2/peer-credentials',
      headers: peerAdmin,
      payload: { clientName: 'production installation' },
    });
    expect(credential.statusCode).toBe(201);
    const address = peer.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const env = await local.inject({
      method: 'POST',
      url: '/api/v1/environments',
      headers: admin,
      payload: {
        name: 'staging',
        baseUrl: `http://127.0.0.1:${port}`,
        clientId: credential.json().clientId,
        clientSecret: credential.json().clientSecret,
      },
    });
    expect(env.statusCode).toBe(201);
    const envs = (await local.inject({ url: '/api/v1/environments', headers: admin })).json();
    expect(envs.content.map((e: { name: string }) => e.name)).toEqual(['production', 'staging']);

    const peerStores = (
      await local.inject({ url: '/api/v1/stores/environments/staging?fuzzyString=staged', headers: admin })
    ).json();
    expect(peerStores.content.map((s: { storeId: string }) => s.storeId)).toEqual(['staged']);
    const cloneable = (
      await local.inject({
        url: `/api/v1/backups/store/${source.id}?fuzzyString=DONE&environment=staging`,
        headers: admin,
      })
    ).json();
    expect(cloneable.allCloneable?.backups, JSON.stringify(cloneable)).toHaveLength(1);
    expect(cloneable.pagination.totalElements).toBe(1);

    const target = await createStore(local, admin, 'Prod');
    const clone = await local.inject({
      method: 'POST',
      url: `/api/v1/backups/store/${target.id}/restore`,
      headers: admin,
      payload: { ...cloneable.allCloneable.backups[0], store: { id: target.id }, environment: 'staging' },
    });
    expect(clone.statusCode, clone.body).toBe(202);
    await until(
      async () =>
        (await local.inject({ url: `/api/v1/stores/${target.id}`, headers: admin })).json().storeStatus.statusType,
      (s) => s === 'CREATED',
    );
    const sourceSums = await tableChecksums(peer.ctx.db, source.id);
    const targetSums = await tableChecksums(local.ctx.db, target.id);
    expect(targetSums.orders).toEqual(sourceSums.orders);
    expect(targetSums.products?.rows).toBe(sourceSums.products?.rows);
    const rows = rowsOf(
      await local.ctx.db.execute(sql.raw(`SELECT description FROM store_${target.id}.products LIMIT 1`)),
    );
    expect(rows[0]?.description).toBe('https://prod.staging.example.com/p');
    const local_backups = (await local.inject({ url: `/api/v1/backups/store/${target.id}`, headers: admin })).json();
    expect(local_backups.content[0]).toMatchObject({
      type: 'CLONE',
      cloneStoreName: 'staging/staged',
      statusType: 'DONE',
    });
  });

  it('answers a clear error for an unreachable environment instead of hanging', async () => {
    await local.inject({
      method: 'POST',
      url: '/api/v1/environments',
      headers: admin,
      payload: { name: 'gone', baseUrl: 'http://127.0.0.1:9', clientId: 'x', clientSecret: 'y' },
    });
    const response = await local.inject({ url: '/api/v1/stores/environments/gone', headers: admin });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('Environment gone is unreachable: connection failed');
  });

  it('keeps a peer credential read-only and away from operator endpoints', async () => {
    const credential = (
      await peer.inject({
        method: 'POST',
        url: '/api/v1/admin/oauth2/peer-credentials',
        headers: peerAdmin,
        payload: { clientName: 'ro' },
      })
    ).json();
    const token = (
      await peer.inject({
        method: 'POST',
        url: '/api/v1/oauth2/token',
        payload: 'grant_type=client_credentials',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${credential.clientId}:${credential.clientSecret}`).toString('base64')}`,
        },
      })
    ).json().access_token;
    const headers = { authorization: `Bearer ${token}` };
    expect((await peer.inject({ url: `/api/v1/stores/${source.id}`, headers })).statusCode).toBe(200);
    expect((await peer.inject({ method: 'POST', url: `/api/v1/backups/store/${source.id}`, headers })).statusCode).toBe(
      403,
    );
    expect((await peer.inject({ url: '/api/v1/users', headers })).statusCode).toBe(403);
    const upload = await peer.inject({
      method: 'PUT',
      url: `/api/v1/store-manager/stores/${source.id}/cdn/x.txt`,
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('x'),
    });
    expect(upload.statusCode).toBe(403);
  });
});
