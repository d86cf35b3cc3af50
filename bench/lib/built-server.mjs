// Starts the built console the way `npm start` serves it (`npm run serve`, after `npm run build`)
// with the demo data, on a free port and a temporary DATA_DIR; stop() ends it and removes the data.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');
export const webDist = join(root, 'packages/web/dist');
export const demo = {
  admin: { username: 'admin@example.com', password: `bench-admin-${randomBytes(6).toString('hex')}` },
  partner: { username: 'partner@example.com', password: `bench-partner-${randomBytes(6).toString('hex')}` },
};

/** Fails early with the command to run when the console has not been built. */
export function requireBuild() {
  if (!existsSync(join(webDist, '.vite/manifest.json'))) {
    console.error('No built console in packages/web/dist: run `npm run build` first.');
    process.exit(1);
  }
}

async function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

export async function startBuiltServer() {
  requireBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'sc-bench-web-'));
  const url = `http://127.0.0.1:${port}`;
  // Its own process group, so stopping it ends npm and the server it started, and nothing else.
  const child = spawn('npm', ['run', '--silent', 'serve'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: demo.admin.password,
      PARTNER_PASSWORD: demo.partner.password,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((done) => child.once('exit', done));
  const stop = async () => {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${url}/api/docs/json`);
      if (response.ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  await stop();
  throw new Error(`The server did not start at ${url}:\n${stderr}`);
}

/** A signed-in session through the token API: { access_token, refresh_token, user_id }. */
export async function signInByApi(url, who = 'admin') {
  const response = await fetch(`${url}/api/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', ...demo[who] }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.json();
}
