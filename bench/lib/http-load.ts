// HTTP load for the benches: wrk (Debian's `wrk`, a native load generator) when it is installed,
// otherwise autocannon in a child process (which, on 2 cores, can itself be the bottleneck).
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

export type Load = { perSecond: number; p50: number; p99: number };

const run = promisify(execFile);
const wrkPath = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((path) => existsSync(path));
export const loadGenerator = wrkPath ? 'wrk' : 'autocannon';

const toMs = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? Number.NaN);

async function wrk(url: string, headers: string[], connections: number, seconds: number): Promise<Load> {
  const args = ['-t', '2', '-c', String(connections), '-d', `${seconds}s`, '--latency', '--timeout', '10s'];
  for (const header of headers) args.push('-H', header);
  const { stdout } = await run(wrkPath ?? 'wrk', [...args, url], { maxBuffer: 1024 * 1024 });
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0);
  const timeouts = Number(/timeout (\d+)/.exec(stdout)?.[1] ?? 0);
  if (non2xx + timeouts > 0) throw new Error(`${url} answered ${non2xx} errors, ${timeouts} timeouts:\n${stdout}`);
  const percentile = (p: string) => {
    const match = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(stdout);
    if (!match?.[1] || !match[2]) throw new Error(`no ${p}% latency in wrk's output:\n${stdout}`);
    return toMs(match[1], match[2]);
  };
  const perSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1]);
  return { perSecond, p50: percentile('50'), p99: percentile('99') };
}

async function autocannon(url: string, headers: string[], connections: number, seconds: number): Promise<Load> {
  const script = join(dirname(createRequire(import.meta.url).resolve('autocannon/package.json')), 'autocannon.js');
  const args = [script, '-j', '-c', String(connections), '-d', String(seconds)];
  for (const header of headers) args.push('-H', header.replace(': ', '='));
  const { stdout } = await run(process.execPath, [...args, url], { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout);
  const errors = result.non2xx + result.errors + result.timeouts;
  if (errors > 0) throw new Error(`${url} answered ${errors} requests with an error`);
  return { perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** `headers` as `name: value`. */
export function load(url: string, headers: string[], connections: number, seconds: number): Promise<Load> {
  return wrkPath ? wrk(url, headers, connections, seconds) : autocannon(url, headers, connections, seconds);
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/** A child process answering every request with `body` (JSON): the upstream every path calls. */
export async function startUpstream(body: string): Promise<{ url: string; stop(): void }> {
  const source = `
    const body = ${JSON.stringify(body)};
    const server = require('node:http').createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      response.end(body);
    });
    server.keepAliveTimeout = 60000;
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  // A bench that fails midway leaves no upstream behind.
  process.once('exit', () => child.kill());
  const port = await new Promise<number>((done, fail) => {
    child.stdout.once('data', (chunk: Buffer) => done(Number(chunk.toString().trim())));
    child.once('exit', (code) => fail(new Error(`the upstream exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

export const nginxPath = '/usr/sbin/nginx';

/** nginx (one worker) proxying to `upstream` with upstream keepalive, or null when it is not installed. */
export async function startNginx(upstream: string): Promise<{ url: string; stop(): Promise<void> } | null> {
  if (!existsSync(nginxPath)) return null;
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'sc-bench-nginx-'));
  const target = new URL(upstream);
  const conf = `
    daemon off;
    worker_processes 1;
    pid ${prefix}/nginx.pid;
    error_log stderr warn;
    events { worker_connections 1024; }
    http {
      access_log off;
      client_body_temp_path ${prefix}/body;
      proxy_temp_path ${prefix}/proxy;
      upstream bench { server ${target.host}; keepalive 32; }
      server {
        listen 127.0.0.1:${port};
        location / {
          proxy_pass http://bench;
          proxy_http_version 1.1;
          proxy_set_header Connection "";
        }
      }
    }`;
  writeFileSync(join(prefix, 'nginx.conf'), conf);
  const child = spawn(nginxPath, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.once('exit', () => child.kill('SIGQUIT'));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch (error) {
      if (tries > 50 || child.exitCode !== null) throw new Error(`nginx did not start: ${String(error)}`);
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  const exited = new Promise((done) => child.once('exit', done));
  return {
    url,
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
