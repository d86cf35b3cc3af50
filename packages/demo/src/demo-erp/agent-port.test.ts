import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { planDemoAgent } from './agent.ts';

const portOf = (url: string) => Number(new URL(url).port);

function listen(port: number): Promise<Server> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done(server));
  });
}

describe('DEMO_AGENT_PORT=0 on the same data directory', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'demo-agent-port-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps the port chosen at the first start (the seeded source has it)', async () => {
    const first = await planDemoAgent({ dataDir, port: 0 });
    const port = portOf(first.url);
    expect(port).toBeGreaterThan(0);
    expect(JSON.parse(readFileSync(join(dataDir, 'demo-agent.json'), 'utf8'))).toEqual({ key: first.key, port });

    const second = await planDemoAgent({ dataDir, port: 0 });
    expect(portOf(second.url)).toBe(port);
    expect(second.key).toBe(first.key);
    expect(second.movedFrom).toBeNull();
  });

  it('moves to another port when the kept one is taken, and says so', async () => {
    const kept = portOf((await planDemoAgent({ dataDir, port: 0 })).url);
    const taken = await listen(kept);
    try {
      const moved = await planDemoAgent({ dataDir, port: 0 });
      expect(portOf(moved.url)).not.toBe(kept);
      expect(moved.movedFrom).toBe(kept);
    } finally {
      await new Promise((done) => taken.close(done));
    }
  });

  it('picks a free port when the kept file holds no usable port', async () => {
    const broken = mkdtempSync(join(tmpdir(), 'demo-agent-port-'));
    try {
      writeFileSync(join(broken, 'demo-agent.json'), JSON.stringify({ port: 'x' }));
      const plan = await planDemoAgent({ dataDir: broken, port: 0 });
      expect(portOf(plan.url)).toBeGreaterThan(0);
      expect(plan.movedFrom).toBeNull();
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
