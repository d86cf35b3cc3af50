import { renameSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldSignIn } from '../../test/held-sign-in.ts';
import { testApp } from '../../test/helpers.ts';
import type { App } from '../app.ts';

describe('health and readiness', () => {
  let app: App;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('answers /healthz and /readyz without a token while everything is reachable', async () => {
    const health = await app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'UP' });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'READY', checks: { database: 'UP', blobStorage: 'UP' } });
  });

  it('documents both as public operations in the API document', async () => {
    const paths = (await app.inject({ url: '/api/docs/json' })).json().paths;
    expect(paths['/healthz'].get.security).toEqual([]);
    expect(paths['/readyz'].get.security).toEqual([]);
    expect(paths['/metrics']).toBeUndefined();
  });

  it('is not ready while blob storage cannot be written, and says which dependency, not why', async () => {
    const blobs = join(app.ctx.config.dataDir, 'blobs');
    renameSync(blobs, `${blobs}.away`);
    writeFileSync(blobs, 'a file where the folder should be');
    try {
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 503,
        code: '5031-not-ready',
        message: 'Not ready: blobStorage unreachable',
        details: [{ path: 'blobStorage', message: 'unreachable' }],
      });
      expect(ready.body).not.toContain(app.ctx.config.dataDir);
    } finally {
      rmSync(blobs);
      renameSync(`${blobs}.away`, blobs);
    }
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('is not ready once the database is closed, while /healthz still answers', async () => {
    await app.ctx.database.close();
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      code: '5031-not-ready',
      message: 'Not ready: database unreachable',
      details: [{ path: 'database', message: 'unreachable' }],
    });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

/** A request on its own connection, answered as status and JSON body. */
function get(port: number, path: string): Promise<{ status: number; body: unknown; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(text),
            connection: response.headers.connection,
          }),
        );
      })
      .on('error', reject);
  });
}

describe('graceful shutdown', () => {
  it('stops being ready and refuses new requests at once, finishes the one in flight, then closes', async () => {
    const app = await testApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const held = await heldSignIn(port);

    const stopped = app.shutdown(20);
    const ready = await get(port, '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ code: '5031-not-ready', message: 'Not ready: the server is shutting down' });
    expect((await get(port, '/healthz')).status).toBe(200);
    const refused = await get(port, '/api/v1/configs');
    expect(refused).toEqual({
      status: 503,
      body: { status: 503, code: '5031-not-ready', message: 'The server is shutting down; try again' },
      connection: 'close',
    });

    held.send();
    const answer = await held.answer;
    expect(answer.status).toBe(200);
    expect(answer.body.access_token).toEqual(expect.any(String));
    await stopped;
    await expect(get(port, '/healthz')).rejects.toThrow(/ECONNREFUSED/);
  });
});
