import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSettledStore, testApp, until } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { rowsOf, seedDemoCatalogue } from '../../platform/data-plane.ts';
import { tableChecksums } from '../backups/archive.ts';
import { registerBackupJobs } from '../backups/jobs.ts';
import { registerStoreJobs } from '../stores/jobs.ts';

type Headers = Record<string, string>;

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
    source = await createSettledStore(peer, peerAdmin, 'Staged');
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

    // Test: the peer answers with its credential (a SUPER_ADMIN's check only).
    const staging = envs.content.find((e: { name: string }) => e.name === 'staging');
    const tested = await local.inject({
      method: 'POST',
      url: `/api/v1/environments/${staging.id}/test`,
      headers: admin,
    });
    expect(tested.statusCode).toBe(200);
    expect(tested.json()).toEqual({ name: 'staging', reachable: true, stores: 1 });
    const partner = await bearer(local, 'partner');
    expect(
      (await local.inject({ method: 'POST', url: `/api/v1/environments/${staging.id}/test`, headers: partner }))
        .statusCode,
    ).toBe(403);

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

    const target = await createSettledStore(local, admin, 'Prod');
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
    const logs: { text: string }[] = (await local.inject({ url: `/api/v1/stores/${target.id}`, headers: admin })).json()
      .logs;
    expect(logs.map((log) => log.text).join('\n')).toContain(
      `Restore of ${local_backups.content[0].fileName}, a clone from environment staging (store staging/staged)`,
    );
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

    // Its test says the same, and removing it takes it off the list (a SUPER_ADMIN's action only).
    const gone = (await local.inject({ url: '/api/v1/environments', headers: admin }))
      .json()
      .content.find((e: { name: string }) => e.name === 'gone');
    const tested = await local.inject({ method: 'POST', url: `/api/v1/environments/${gone.id}/test`, headers: admin });
    expect(tested.statusCode).toBe(502);
    expect(tested.json().message).toBe('Environment gone is unreachable: connection failed');
    const partner = await bearer(local, 'partner');
    expect(
      (await local.inject({ method: 'DELETE', url: `/api/v1/environments/${gone.id}`, headers: partner })).statusCode,
    ).toBe(403);
    expect(
      (await local.inject({ method: 'DELETE', url: `/api/v1/environments/${gone.id}`, headers: admin })).statusCode,
    ).toBe(204);
    const names = (await local.inject({ url: '/api/v1/environments', headers: admin }))
      .json()
      .content.map((e: { name: string }) => e.name);
    expect(names).not.toContain('gone');
    expect(
      (await local.inject({ method: 'POST', url: `/api/v1/environments/${gone.id}/test`, headers: admin })).statusCode,
    ).toBe(404);
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
