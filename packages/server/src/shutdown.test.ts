import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { heldSignIn } from '../test/held-sign-in.ts';
import { passwords, replicaOf, testApp, until } from '../test/helpers.ts';
import { cloneTemplate, ensurePostgresTemplate, waitForNoSessions } from '../test/template.ts';
import type { App } from './app.ts';
import { work } from './platform/jobs.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

/** A database of its own on the test server (dropped by the returned function), or none on PGlite. */
async function ownDatabase(): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  const name = `sc_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate') ?? (await ensurePostgresTemplate(serverUrl));
  const url = await cloneTemplate(serverUrl, template, name);
  return {
    url,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await waitForNoSessions(client, name);
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Everything the process printed so far, and a wait for a line matching a pattern. */
function watchOutput(child: ChildProcess) {
  let output = '';
  const waiters: { pattern: RegExp; resolve: (match: RegExpMatchArray) => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const waiter of [...waiters]) {
      const match = output.match(waiter.pattern);
      if (match) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(match);
      }
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  return {
    text: () => output,
    waitFor: (pattern: RegExp) =>
      new Promise<RegExpMatchArray>((resolve, reject) => {
        const match = output.match(pattern);
        if (match) return resolve(match);
        waiters.push({ pattern, resolve });
        child.once('exit', (code) => reject(new Error(`exited (${code}) before ${pattern}:\n${output}`)));
      }),
  };
}

describe('shutdown of a server process', { timeout: 180_000 }, () => {
  it('on SIGTERM finishes the request in flight, refuses new ones, and exits 0', async () => {
    const database = await ownDatabase();
    const main = resolve(import.meta.dirname, 'main.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      cwd: resolve(import.meta.dirname, '..'),
      env: {
        PATH: process.env.PATH,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'sc-shutdown-')),
        ADMIN_PASSWORD: passwords.admin,
        PARTNER_PASSWORD: passwords.partner,
        LOG_LEVEL: 'warn',
        WEB_DIST: mkdtempSync(join(tmpdir(), 'sc-no-web-')),
        ...(database.url ? { DATABASE_URL: database.url } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const output = watchOutput(child);
    try {
      const [, port] = await output.waitFor(/running at http:\/\/localhost:(\d+)/);
      const held = await heldSignIn(Number(port));

      child.kill('SIGTERM');
      await output.waitFor(/SIGTERM: shutting down/);
      const refused = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(refused.status).toBe(503);
      expect(await refused.json()).toMatchObject({ code: '5031-not-ready' });

      held.send();
      const answer = await held.answer;
      expect(answer.status).toBe(200);
      expect(answer.body.access_token).toEqual(expect.any(String));
      expect(await exited).toBe(0);
      expect(output.text()).not.toMatch(/Shutdown failed|took too long/);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
      await database.drop();
    }
  });
});

describe.runIf(serverUrl)('a job still running when the grace period ends', { timeout: 120_000 }, () => {
  it('goes back to the queue and another replica runs it', async () => {
    // A database of its own: the first app's close must not drop it while the second still uses it.
    const database = await ownDatabase();
    const first = await testApp({ databaseUrl: database.url });
    let second: App | undefined;
    try {
      const queue = 'test.shutdown';
      await first.ctx.jobs.createQueue(queue, { retryLimit: 2, retryDelay: 0 });
      const started: string[] = [];
      // Never finishes on the first replica: it waits for a release that does not come.
      await work<{ n: number }>(first.ctx.jobs, queue, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
        started.push(job?.id ?? '');
        await new Promise(() => {});
      });
      const id = await first.ctx.jobs.send(queue, { n: 1 });
      await until(
        async () => started.length,
        (n) => n === 1,
      );

      second = await replicaOf(first);
      const ranOnSecond: string[] = [];
      const secondJobs = second.ctx.jobs;
      await first.shutdown(1);
      await work<{ n: number }>(secondJobs, queue, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
        ranOnSecond.push(job?.id ?? '');
      });
      expect(
        await until(
          async () => ranOnSecond,
          (ran) => ran.length === 1,
        ),
      ).toEqual([id]);
      const job = await until(
        async () => secondJobs.getJobById(queue, id ?? ''),
        (found) => found?.state === 'completed',
      );
      expect(job?.retryCount).toBe(1);
    } finally {
      await second?.close();
      await first.close().catch(() => {});
      await database.drop();
    }
  });
});
