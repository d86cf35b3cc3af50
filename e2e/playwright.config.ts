import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eEnv } from './tests/env.ts';

/** A free port chosen once in the runner; workers inherit it through the environment. */
async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'sc-e2e-'));
// The Business Central simulator the demo's Business Central stores use (journeys may call it too).
process.env.E2E_BC_PORT ??= String(await freePort());
// The demo agent the demo Sage X3 store (Alpine Outfitters) syncs from, on a port of its own.
process.env.E2E_AGENT_PORT ??= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './tests',
  // Each journey also runs axe-core on every screen it opens: a few seconds each on a busy machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The production start (`npm run serve`): the Business Central simulator, the demo ERP and its agent, then the built server
    // (`npm run build` first, as `npm test` does).
    command: 'node --conditions=store-console-built packages/demo/dist/start.js',
    cwd: resolve(import.meta.dirname, '..'),
    url: `${baseURL}/api/docs/json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_PASSWORD: e2eEnv.adminPassword,
      PARTNER_PASSWORD: e2eEnv.partnerPassword,
      JWT_SECRET: e2eEnv.jwtSecret,
      LOG_LEVEL: 'warn',
      DEMO_BC_PORT: process.env.E2E_BC_PORT,
      DEMO_AGENT_PORT: process.env.E2E_AGENT_PORT,
    },
  },
});
