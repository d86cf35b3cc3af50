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
    let usage: { cdnUsageDate: string; cdnUsageSize: number }[] = [];
    for (let i = 0; i < 50 && usage[0]?.cdnUsageSize !== 4500; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      usage = (
        await app.inject({
          url: `/api/v1/store-manager/stores/${store.id}/stats/cdn-usage-logs?from=${today}&to=${today}`,
          headers: admin,
        })
      ).json();
    }
    expect(usage).toEqual([{ cdnUsageDate: today, cdnUsageSize: 4500 }]);
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

  it('records folder sizes daily and serves them; a partner cannot read another store', async () => {
    expect(await recordCdnSizes(app.ctx)).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    const sizes = (
      await app.inject({
        url: `/api/v1/store-manager/stores/${store.id}/stats/cdn-size-logs?from=${today}&to=${today}`,
        headers: admin,
      })
    ).json();
    expect(sizes).toEqual([{ createdDate: today, cdnSize: 1500 }]);
    const hidden = await app.inject({
      url: `/api/v1/store-manager/stores/${store.id}/stats/cdn-size-logs?from=${today}&to=${today}`,
      headers: partner,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('serves nothing for a deactivated store', async () => {
    await app.inject({
      method: 'PUT',
      url: `/api/v1/stores/update_status/${store.id}`,
      headers: admin,
      payload: { statusType: 'DEACTIVATE' },
    });
    for (let i = 0; i < 100; i++) {
      const status = (await app.inject({ url: `/api/v1/stores/${store.id}`, headers: admin })).json().storeStatus
        .statusType;
      if (status === 'DEACTIVATED') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await app.inject({ url: `/cdn/${store.storeId}/images/logo.png` })).statusCode).toBe(404);
  });
});
