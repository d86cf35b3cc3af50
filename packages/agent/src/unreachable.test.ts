import { createServer } from 'node:net';
import type { AgentHealth } from '@store-console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/call.ts';
import { type RunningAgent, startAgent } from './index.ts';

const key = 'gone-key-0123456789abcdef';
const password = 'secret-password-never-shown';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 1;
}

describe('a database that does not answer', () => {
  let agent: RunningAgent;

  beforeAll(async () => {
    const port = await closedPort();
    agent = await startAgent({
      listen: { host: '127.0.0.1', port: 0 },
      key,
      databases: {
        pg: { type: 'postgres', host: '127.0.0.1', port, database: 'x3', user: 'reader', password },
        my: { type: 'mysql', host: '127.0.0.1', port, database: 'x3', user: 'reader', password },
      },
    });
  });

  afterAll(async () => {
    await agent?.close();
  });

  it('health says unreachable with the reason, never the password', async () => {
    const { status, body } = await call<AgentHealth>(agent.url, key, 'GET', '/health');
    expect(status).toBe(200);
    expect(body.databases).toEqual([
      expect.objectContaining({
        id: 'pg',
        type: 'postgres',
        reachable: false,
        error: expect.stringMatching(/^PostgreSQL: .*ECONNREFUSED/),
      }),
      expect.objectContaining({
        id: 'my',
        type: 'mysql',
        reachable: false,
        error: expect.stringMatching(/^MySQL: .*ECONNREFUSED/),
      }),
    ]);
    expect(JSON.stringify(body)).not.toContain(password);
  });

  it('a call that needs it answers 502 5026-agent-error naming what failed', async () => {
    const { status, body } = await call(agent.url, key, 'GET', '/databases/pg/schemas');
    expect(status).toBe(502);
    expect(body).toMatchObject({
      status: 502,
      code: '5026-agent-error',
      message: expect.stringMatching(/^PostgreSQL: /),
    });
    expect(JSON.stringify(body)).not.toContain(password);
  });
});
