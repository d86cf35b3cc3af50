import { type ChildProcess, fork, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

// The processes of scripts/replicas.ts: server replicas started as `npm start` starts one (tsx on
// the sources), s3rver, and the small HTTP and polling helpers the scenario uses. Everything waits
// by polling with a deadline, never a fixed sleep: the machine may be loaded.

const root = resolve(import.meta.dirname, '..');
const serverMain = join(root, 'packages/server/src/main.ts');
const s3rverProcess = join(root, 'packages/server/test/s3rver-process.ts');

/** Polls `read` until `done` holds; past the deadline, fails with `what` and the last value read. */
export async function until<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  options: { timeoutMs: number; intervalMs?: number },
): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await read();
      if (done(value)) return value;
      last = value;
    } catch (error) {
      last = error instanceof Error ? error.message : error;
    }
    if (Date.now() > deadline) {
      throw new Error(`${what}: not reached within ${options.timeoutMs / 1000} s (last: ${JSON.stringify(last)})`);
    }
    await sleep(options.intervalMs ?? 250);
  }
}

export type Reply = { status: number; headers: Headers; body: Buffer; json<T = unknown>(): T };

/** One HTTP call with a generous time limit; the body read whole. */
export async function call(
  base: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer; timeoutMs?: number } = {},
): Promise<Reply> {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: init.headers ?? {},
    ...(init.body === undefined ? {} : { body: init.body }),
    signal: AbortSignal.timeout(init.timeoutMs ?? 60_000),
  });
  const body = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    headers: response.headers,
    body,
    json: <T>() => JSON.parse(body.toString('utf8')) as T,
  };
}

/** The environment a replica keeps from the caller's: where programs and temporary files are. */
function inherited(): Record<string, string> {
  const names = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'];
  return Object.fromEntries(names.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
}

export type Replica = {
  name: string;
  base: string;
  process: ChildProcess;
  /** The last lines it wrote (stdout and stderr), for the report of a failure. */
  tail(): string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * Starts a server process (packages/server/src/main.ts) with `env` on a free port and resolves once
 * it prints where it listens. Its output goes to `<folder>/<name>.log` and a ring of recent lines.
 */
export async function startReplica(
  name: string,
  folder: string,
  env: Record<string, string>,
  timeoutMs: number,
): Promise<Replica> {
  const dataDir = join(folder, name);
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
    cwd: root,
    // Only what the scenario sets: the caller's own configuration (S3_PREFIX, SMTP_URL …) stays out.
    // DATA_DIR may be given: processes that follow one another on the same files (a kill and a restart).
    env: { ...inherited(), DATA_DIR: dataDir, ...env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(join(folder, `${name}.log`));
  const lines: string[] = [];
  let listening: (port: number) => void = () => {};
  const port = new Promise<number>((done) => {
    listening = done;
  });
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.on('data', (chunk: Buffer) => {
      log.write(chunk);
      const text = partial + chunk.toString('utf8');
      const parts = text.split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (lines.length > 60) lines.shift();
        const match = /Store Console is running at http:\/\/localhost:(\d+)/.exec(line);
        if (match?.[1]) listening(Number(match[1]));
      }
    });
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => {
      log.end();
      done({ code, signal });
    }),
  );
  const timer = sleep(timeoutMs).then(() => 'timeout' as const);
  const started = await Promise.race([port, exited.then(() => 'exited' as const), timer]);
  const replica: Replica = {
    name,
    base: typeof started === 'number' ? `http://127.0.0.1:${started}` : '',
    process: child,
    tail: () => [...lines],
    exited,
  };
  if (typeof started !== 'number') {
    child.kill('SIGKILL');
    throw Object.assign(new Error(`replica ${name} did not start (${started})`), { replica });
  }
  return replica;
}

/** SIGTERM, then the exit it ends with (SIGKILL past the deadline, reported as such). */
export async function stopReplica(replica: Replica, timeoutMs: number) {
  if (replica.process.exitCode !== null || replica.process.signalCode !== null) return replica.exited;
  replica.process.kill('SIGTERM');
  const timer = sleep(timeoutMs).then(() => null);
  const exit = await Promise.race([replica.exited, timer]);
  if (exit) return exit;
  replica.process.kill('SIGKILL');
  await replica.exited;
  return { code: null, signal: 'SIGKILL' as const, timedOut: true };
}

/**
 * s3rver in a child process, as the server tests start it (packages/server/test/s3rver-process.ts:
 * Node's legacy OpenSSL provider, a bucket made at start); stopped by disconnecting.
 */
export async function startS3rver(directory: string, bucket: string, timeoutMs: number) {
  const child = fork(s3rverProcess, [directory, bucket], {
    cwd: root,
    execArgv: ['--openssl-legacy-provider', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const started = await Promise.race([
    new Promise<{ address: string; port: number }>((done, fail) => {
      child.once('message', (message: { address: string; port: number }) => done(message));
      child.once('exit', (code) => fail(new Error(`s3rver exited with ${code} before it listened`)));
    }),
    sleep(timeoutMs).then(() => {
      throw new Error('s3rver did not start');
    }),
  ]);
  return {
    endpoint: `http://${started.address}:${started.port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      if (child.connected) child.disconnect();
      else child.kill('SIGKILL');
      await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
    },
  };
}
