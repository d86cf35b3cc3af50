import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('serves hashed assets with long-cache headers, and a missing asset is a 404', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ url: '/assets/nope.js' });
    expect(missing.statusCode).toBe(404);
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
