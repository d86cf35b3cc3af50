import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { agentApiPrefix } from '@store-console/contract';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningAgent, startAgent } from './index.ts';

const key = 'tls-key-0123456789abcdef';

function get(url: string, ca: string, authorization: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${agentApiPrefix}/databases`, { ca, headers: { authorization } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('agent over HTTPS', () => {
  let agent: RunningAgent;
  let cert: string;

  beforeAll(async () => {
    const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
      keySize: 2048,
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
    });
    cert = pems.cert;
    const dir = mkdtempSync(join(tmpdir(), 'agent-tls-'));
    writeFileSync(join(dir, 'cert.pem'), pems.cert);
    writeFileSync(join(dir, 'key.pem'), pems.private);
    agent = await startAgent({
      listen: { host: '127.0.0.1', port: 0, tls: { certFile: join(dir, 'cert.pem'), keyFile: join(dir, 'key.pem') } },
      key,
      databases: {},
    });
  }, 60_000);

  afterAll(async () => {
    await agent?.close();
  });

  it('serves its API with its certificate, behind the key', async () => {
    expect(agent.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(await get(agent.url, cert, `Bearer ${key}`)).toEqual({ status: 200, body: { databases: [] } });
    expect((await get(agent.url, cert, 'Bearer nope')).status).toBe(401);
  });
});
