import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSettledStore, testApp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { registerStoreJobs } from '../stores/jobs.ts';
import { meterDownload, recordCdnSizes } from './service.ts';

describe('CDN serving, metering and statistics', () => {
  let app: App;
  let admin: Record<string, string>;
  let partner: Record<string, string>;
  let store: { id: number; storeId: string };

  beforeAll(async () => {
    app = await testApp();
    await registerStoreJobs(app.ctx, { work: true });
    admin = await bearer(app, 'admin');
    partner = await bearer(app, 'partner');
    store = await createSettledStore(app, admin, 'Media Shop');
  });
  afterAll(() => app.close());

  it('uploads a file, serves it publicly and meters the bytes of the day', async () => {
    const upload = await app.inject({
      method: 'PUT',
      url: `/api/v1/store-manager/stores/${store.id}/cdn/images/logo.png`,
      headers: { ...admin, 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(1500, 7),
    });
    expect(upload.statusCode).toBe(201);
    expect(upload.json()).toEqual({ path: 'images/logo.png', size: 1500, cdnSize: 1500 });
    for (let i = 0; i < 3; i++) {
      const download = await app.inject({ url: `/cdn/${store.storeId}/images/logo.png` });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('image/png');
      expect(download.rawPayload.length).toBe(1500);
    }
    expect((await app.inject({ url: `/cdn/${store.storeId}/../../jwt-secret` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/cdn/${store.storeId}/missing.png` })).statusCode).toBe(404);
    const today = new Date().toISOString().slice(0, 10);
    await expect
      .poll(
        async () =>
          (
            await app.inject({
              url: `/api/v1/store-manager/stores/${store.id}/stats/cdn-usage-logs?from=${today}&to=${today}`,
              headers: admin,
            })
          ).json(),
        { timeout: 10_000, interval: 50 },
      )
      .toEqual([{ cdnUsageDate: today, cdnUsageSize: 4500 }]);
  });

  it('aggregates per UTC day in SQL and honours from/to', async () => {
    await meterDownload(app.ctx, store.id, 100, new Date('2026-03-01T23:59:59Z'));
    await meterDownload(app.ctx, store.id, 50, new Date('2026-03-02T00:00:01Z'));
    await meterDownload(app.ctx, store.id, 25, new Date('2026-03-02T12:00:00Z'));
    const logs = (
      await app.inject({
        url: `/api/v1/store-manager/stores/${store.id}/stats/cdn-usage-logs?from=2026-03-01&to=2026-03-02`,
        headers: admin,
      })
    ).json();
    expect(logs).toEqual([
      { cdnUsageDate: '2026-03-01', cdnUsageSize: 100 },
      { cdnUsageDate: '2026-03-02', cdnUsageSize: 75 },
    ]);
    const bad = await app.inject({
      url: `/api/v1/store-manager/stores/${store.id}/stats/cdn-usage-logs?from=2026-03-05&to=2026-03-01`,
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await app.inject({
          url: `/api/v1/store-manager/stores/${store.id}/stats/cdn-usage-logs?from=x&to=y`,
          headers: admin,
        })
      ).statusCode,
    ).toBe(400);
  });

  // The tests below use stores of their own: they must not depend on what the upload test left.
  const upload = (id: number, path: string, bytes: number) =>
    app.inject({
      method: 'PUT',
      url: `/api/v1/store-manager/stores/${id}/cdn/${path}`,
      headers: { ...admin, 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(bytes, 7),
    });

  it('records folder sizes daily and serves them; a partner cannot read another store', async () => {
    const sized = await createSettledStore(app, admin, 'Sized Shop');
    expect((await upload(sized.id, 'docs/a.txt', 700)).statusCode).toBe(201);
    expect(await recordCdnSizes(app.ctx)).toBeGreaterThanOrEqual(1);
    const today = new Date().toISOString().slice(0, 10);
    const sizes = (
      await app.inject({
        url: `/api/v1/store-manager/stores/${sized.id}/stats/cdn-size-logs?from=${today}&to=${today}`,
        headers: admin,
      })
    ).json();
    expect(sizes).toEqual([{ createdDate: today, cdnSize: 700 }]);
    const hidden = await app.inject({
      url: `/api/v1/store-manager/stores/${sized.id}/stats/cdn-size-logs?from=${today}&to=${today}`,
      headers: partner,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('serves nothing for a deactivated store', async () => {
    const closing = await createSettledStore(app, admin, 'Closing Shop');
    await upload(closing.id, 'images/logo.png', 10);
    expect((await app.inject({ url: `/cdn/${closing.storeId}/images/logo.png` })).statusCode).toBe(200);
    await app.inject({
      method: 'PUT',
      url: `/api/v1/stores/update_status/${closing.id}`,
      headers: admin,
      payload: { statusType: 'DEACTIVATE' },
    });
    await expect
      .poll(
        async () =>
          (await app.inject({ url: `/api/v1/stores/${closing.id}`, headers: admin })).json().storeStatus.statusType,
        { timeout: 15_000, interval: 100 },
      )
      .toBe('DEACTIVATED');
    expect((await app.inject({ url: `/cdn/${closing.storeId}/images/logo.png` })).statusCode).toBe(404);
  });
});
