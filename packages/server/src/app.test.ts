import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/helpers.ts';
import type { App } from './app.ts';
import { registerErrorHandling } from './platform/errors.ts';

describe('app shell', () => {
  let app: App;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'sc-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Store Console</title><div id="root"></div>');
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    mkdirSync(join(webDist, '.vite'));
    writeFileSync(join(webDist, '.vite', 'manifest.json'), '{"secret":"build layout"}');
    // What the build leaves beside each text file: its brotli and gzip forms.
    const script = `${'console.log("the console");\n'.repeat(200)}`;
    writeFileSync(join(webDist, 'assets', 'app-def456.js'), script);
    writeFileSync(join(webDist, 'assets', 'app-def456.js.br'), brotliCompressSync(script));
    writeFileSync(join(webDist, 'assets', 'app-def456.js.gz'), gzipSync(script));
    const page = readFileSync(join(webDist, 'index.html'));
    writeFileSync(join(webDist, 'index.html.br'), brotliCompressSync(page));
    writeFileSync(join(webDist, 'index.html.gz'), gzipSync(page));
    app = await testApp({ webDist });
  });
  afterAll(() => app.close());

  it('serves the console for every non-API path (history fallback) without caching index.html', async () => {
    for (const url of ['/', '/login', '/datacentres?page=2', '/stores/12/backups']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<title>Store Console</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers every path the console never routes with a JSON 404 in the one error shape, never its page', async () => {
    for (const url of [
      '/.well-known/openid-configuration',
      '/.well-known/security.txt',
      '/api/v2/stores',
      '/api/stores',
      '/api',
      '/api/v1/no-such-thing',
      '/assets/missing.js',
      '/assets/index-abc123.js.map',
      '/stores/app.js.map',
      '/favicon-x.png',
      '/robots.txt',
    ]) {
      const response = await app.inject({ url, headers: { accept: 'text/html,*/*' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json(), url).toEqual({
        status: 404,
        code: '4041-not-found',
        message: `No route GET ${url}`,
      });
    }
    // Paths of the console's router, known or not (it sends the unknown ones to the dashboard).
    for (const url of ['/stores/12/backups', '/stores/12/gateway/integrations/orders', '/no-such-screen']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Store Console</title>');
    }
  });

  it('serves hashed assets with long-cache headers, and a missing asset is a 404', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ url: '/assets/nope.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('serves no dotfile and nothing outside the build, and answers an unknown API path in the error shape', async () => {
    for (const url of [
      '/.vite/manifest.json',
      '/assets/../.vite/manifest.json',
      '/%2e%2e/package.json',
      '/../app.ts',
    ]) {
      const response = await app.inject({ url });
      expect(response.body).not.toContain('build layout');
      expect(response.body).not.toContain('"name"');
    }
    const api = await app.inject({ url: '/api/v1/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 404, message: 'No route GET /api/v1/nope' });
    const posted = await app.inject({ method: 'POST', url: '/assets/index-abc123.js' });
    expect(posted.statusCode).toBe(404);
    // The build's folder itself: refused in the one error shape, never listed.
    const folder = await app.inject({ url: '/assets/' });
    expect(folder.statusCode).toBe(403);
    expect(folder.json()).toMatchObject({ status: 403 });
  });

  it('sends the pre-compressed asset the browser accepts, once, with the same caching headers', async () => {
    const script = readFileSync(join(webDist, 'assets', 'app-def456.js'), 'utf8');
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await app.inject({ url: '/assets/app-def456.js', headers: { 'accept-encoding': accept } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Decoding once gives the file back: it was not compressed a second time on the way out.
      expect(decode(response.rawPayload).toString()).toBe(script);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    }
    const plain = await app.inject({ url: '/assets/app-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the console page compressed, still uncached and under the security headers', async () => {
    const response = await app.inject({ url: '/stores', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<title>Store Console</title>');
  });

  it('compresses JSON answers for a client that accepts it, and only for one', async () => {
    const compressed = await app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    const document = JSON.parse(gunzipSync(compressed.rawPayload).toString());
    expect(document.paths).toHaveProperty(['/api/v1/token']);
    const plain = await app.inject({ url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(document);
  });

  it('answers unknown API paths with the error shape, not the console', async () => {
    const response = await app.inject({ url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 404,
      code: '4041-not-found',
      message: 'No route GET /api/v1/nothing-here',
    });
  });

  it('publishes the OpenAPI document generated from the contract, and its UI', async () => {
    const doc = await app.inject({ url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/token',
        '/api/v1/oauth2/token',
        '/api/v1/data_centers',
        '/api/v1/data_centers/{id}',
      ]),
    );
    const dcPost = doc.json().paths['/api/v1/data_centers'].post;
    expect(Object.keys(dcPost.requestBody.content['application/json'].schema.properties)).toContain('countryCode');
    const ui = await app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('error handler', () => {
  it('answers 500 without internals', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/boom', async () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 500, code: '5001-internal', message: 'Internal server error' });
    expect(response.body).not.toContain('secret');
    await app.close();
  });
});
