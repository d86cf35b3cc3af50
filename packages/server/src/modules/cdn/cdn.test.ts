import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSettledStore, testApp } from '../../../test/helpers.ts';
import { blobKinds, blobsFor } from '../../../test/s3.ts';
import type { App } from '../../app.ts';
import { registerStoreJobs } from '../stores/jobs.ts';
import { meterDownload, recordCdnSizes } from './service.ts';

describe.each(blobKinds)('CDN serving, metering and statistics on %s blob storage', (kind) => {
  let app: App;
  let admin: Record<string, string>;
  let partner: Record<string, string>;
  let store: { id: number; storeId: string };

  beforeAll(async () => {
    app = await testApp(blobsFor(kind));
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

  const usageToday = async (id: number) => {
    const today = new Date().toISOString().slice(0, 10);
    const logs: { cdnUsageSize: number }[] = (
      await app.inject({
        url: `/api/v1/store-manager/stores/${id}/stats/cdn-usage-logs?from=${today}&to=${today}`,
        headers: admin,
      })
    ).json();
    return logs.reduce((sum, log) => sum + log.cdnUsageSize, 0);
  };

  it('serves byte ranges (206, 416) with the security headers, and meters the bytes sent', async () => {
    const ranged = await createSettledStore(app, admin, 'Range Shop');
    const put = await app.inject({
      method: 'PUT',
      url: `/api/v1/store-manager/stores/${ranged.id}/cdn/docs/digits.txt`,
      headers: { ...admin, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('0123456789'),
    });
    expect(put.statusCode).toBe(201);
    const url = `/cdn/${ranged.storeId}/docs/digits.txt`;
    const part = await app.inject({ url, headers: { range: 'bytes=2-5' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('2345');
    expect(part.headers).toMatchObject({
      'content-range': 'bytes 2-5/10',
      'content-length': '4',
      'accept-ranges': 'bytes',
      'content-type': 'text/plain; charset=utf-8',
      'x-content-type-options': 'nosniff',
    });
    expect(part.headers['content-security-policy']).toMatch(/^sandbox;/);
    const suffix = await app.inject({ url, headers: { range: 'bytes=-3' } });
    expect([suffix.statusCode, suffix.body]).toEqual([206, '789']);
    const outside = await app.inject({ url, headers: { range: 'bytes=10-' } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe('bytes */10');
    expect(outside.json()).toMatchObject({ status: 416, code: '4161-range-not-satisfiable' });
    // Several parts, or another unit: the whole file.
    for (const range of ['bytes=0-1,5-6', 'items=0-1']) {
      const whole = await app.inject({ url, headers: { range } });
      expect([whole.statusCode, whole.body]).toEqual([200, '0123456789']);
    }
    // A download of an active type stays an attachment, ranged or not.
    await app.inject({
      method: 'PUT',
      url: `/api/v1/store-manager/stores/${ranged.id}/cdn/page.html`,
      headers: { ...admin, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('<script>alert(1)</script>'),
    });
    const page = await app.inject({ url: `/cdn/${ranged.storeId}/page.html`, headers: { range: 'bytes=0-7' } });
    expect(page.statusCode).toBe(206);
    expect(page.headers['content-type']).toBe('application/octet-stream');
    expect(page.headers['content-disposition']).toBe('attachment; filename="page.html"');
    // 4 + 3 + 10 + 10 + 8 bytes were sent; the 416 sent none.
    await expect.poll(() => usageToday(ranged.id), { timeout: 10_000, interval: 50 }).toBe(35);
  });

  it('answers 304 to a current ETag or date, and serves a replaced file whole', async () => {
    const cached = await createSettledStore(app, admin, 'Cache Shop');
    const upload = (body: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/store-manager/stores/${cached.id}/cdn/app.css`,
        headers: { ...admin, 'content-type': 'application/octet-stream' },
        payload: Buffer.from(body),
      });
    await upload('body { color: red }');
    const url = `/cdn/${cached.storeId}/app.css`;
    const first = await app.inject({ url });
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(new Date(lastModified).getTime()).toBeGreaterThan(Date.now() - 120_000);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const again = await app.inject({ url, headers: { 'if-none-match': etag } });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    expect(again.headers.etag).toBe(etag);
    expect((await app.inject({ url, headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);
    expect((await app.inject({ url, headers: { 'if-modified-since': lastModified } })).statusCode).toBe(304);
    const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await app.inject({ url, headers: { 'if-modified-since': earlier } })).statusCode).toBe(200);
    // If-Range: the range only while the file is the one the client has.
    const current = await app.inject({ url, headers: { range: 'bytes=0-3', 'if-range': etag } });
    expect([current.statusCode, current.body]).toEqual([206, 'body']);
    const head = await app.inject({ method: 'HEAD', url });
    expect([head.statusCode, head.headers['content-length'], head.body]).toEqual([200, '19', '']);

    await upload('body { color: blue }');
    const replaced = await app.inject({ url, headers: { 'if-none-match': etag } });
    expect([replaced.statusCode, replaced.body]).toEqual([200, 'body { color: blue }']);
    expect(replaced.headers.etag).not.toBe(etag);
    const stale = await app.inject({ url, headers: { range: 'bytes=0-3', 'if-range': etag } });
    expect([stale.statusCode, stale.body]).toEqual([200, 'body { color: blue }']);
    // Three whole answers of 19 bytes, a range of 4 and two of 20 were sent: a 304 and a HEAD send none.
    await expect.poll(() => usageToday(cached.id), { timeout: 10_000, interval: 50 }).toBe(3 * 19 + 4 + 2 * 20);
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
