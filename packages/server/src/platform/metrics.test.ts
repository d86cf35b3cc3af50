import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, testApp, until } from '../../test/helpers.ts';
import type { App } from '../app.ts';
import { work } from './jobs.ts';

const token = 'metrics-token-for-the-tests-0123456789';
const scraper = { authorization: `Bearer ${token}` };

/** The value of one sample line (`name{labels} value`), or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics without a token configured', () => {
  let app: App;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('do not exist: 404 in the one error shape, whatever is sent', async () => {
    for (const headers of [{}, scraper]) {
      const response = await app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, code: '4041-not-found', message: 'No route GET /metrics' });
    }
  });
});

describe('metrics behind METRICS_TOKEN', () => {
  let app: App;
  beforeAll(async () => {
    app = await testApp({ metricsToken: token });
  });
  afterAll(() => app.close());

  it('answer 401 without the token or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${token}`, `Bearer ${token}x`]) {
      const response = await app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 401, code: '4011-unauthorized' });
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
  });

  it('count a request under its route pattern and status, never its URL', async () => {
    const admin = await bearer(app, 'admin');
    const before = await app.inject({ url: '/metrics', headers: scraper });
    const series =
      'http_request_duration_seconds_count{method="GET",route="/api/v1/data_centers/:id",status_code="404"}';
    const earlier = sample(before.body, series) ?? 0;
    const missing = await app.inject({ url: '/api/v1/data_centers/987654', headers: admin });
    expect(missing.statusCode).toBe(404);
    await app.inject({ url: '/no/such/path/4711' });

    const after = await app.inject({ url: '/metrics', headers: scraper });
    expect(after.statusCode).toBe(200);
    expect(after.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(after.body, series)).toBe(earlier + 1);
    expect(after.body).toContain(
      'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/v1/data_centers/:id",status_code="404"}',
    );
    expect(
      sample(after.body, 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}'),
    ).toBeGreaterThanOrEqual(1);
    // The URLs, not their digits: a sample's value (a byte count) may hold any run of digits.
    expect(after.body).not.toContain('data_centers/987654');
    expect(after.body).not.toContain('/no/such/path');
  });

  it('count jobs and time them by queue and outcome', async () => {
    const queue = 'test.metrics';
    await app.ctx.jobs.createQueue(queue, { retryLimit: 0 });
    await work<{ fail: boolean }>(app.ctx.jobs, queue, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      if (job?.data.fail) throw new Error('failed on purpose');
    });
    await app.ctx.jobs.send(queue, { fail: false });
    await app.ctx.jobs.send(queue, { fail: false });
    await app.ctx.jobs.send(queue, { fail: true });
    const text = await until(
      async () => (await app.inject({ url: '/metrics', headers: scraper })).body,
      (body) =>
        sample(body, `jobs_processed_total{queue="${queue}",outcome="completed"}`) === 2 &&
        sample(body, `jobs_processed_total{queue="${queue}",outcome="failed"}`) === 1,
    );
    expect(sample(text, `job_duration_seconds_count{queue="${queue}",outcome="completed"}`)).toBe(2);
    expect(sample(text, `job_duration_seconds_count{queue="${queue}",outcome="failed"}`)).toBe(1);
    // The queues' own counts, across replicas, for every queue the app declared.
    expect(sample(text, 'job_queue_jobs{queue="stores.lifecycle",state="ready"}')).toEqual(expect.any(Number));
  });

  it('report the database pools on PostgreSQL and the process metrics', async () => {
    const text = (await app.inject({ url: '/metrics', headers: scraper })).body;
    if (app.ctx.database.kind === 'postgres') {
      expect(sample(text, 'db_pool_connections{pool="app"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_connections_idle{pool="app"}')).toEqual(expect.any(Number));
      expect(sample(text, 'db_pool_clients_waiting{pool="app"}')).toBe(0);
      expect(sample(text, 'db_pool_connections{pool="jobs"}')).toBeGreaterThanOrEqual(1);
    } else {
      expect(text).not.toContain('db_pool_connections{');
    }
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });
});

const promtool = '/usr/bin/promtool';

describe('metrics as Prometheus lints them', () => {
  let app: App;
  beforeAll(async () => {
    app = await testApp({ metricsToken: token });
  });
  afterAll(() => app.close());

  it.skipIf(!existsSync(promtool))('pass `promtool check metrics` (skipped without /usr/bin/promtool)', async () => {
    await app.inject({ url: '/api/v1/configs' });
    const text = (await app.inject({ url: '/metrics', headers: scraper })).body;
    const lint = spawnSync(promtool, ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(`${lint.stdout}${lint.stderr}`.trim()).toBe('');
    expect(lint.status).toBe(0);
  });

  it('name no gauge `_total` (the conventions promtool checks)', async () => {
    const text = (await app.inject({ url: '/metrics', headers: scraper })).body;
    const gauges = [...text.matchAll(/^# TYPE (\S+) gauge$/gm)].map((match) => match[1]);
    expect(gauges.filter((name) => name?.endsWith('_total'))).toEqual([]);
    expect(text).toContain('nodejs_active_handles{');
  });

  it('answer OpenMetrics when the scraper asks for it, ending in one # EOF', async () => {
    const accept = 'application/openmetrics-text;version=1.0.0,text/plain;version=0.0.4;q=0.5,*/*;q=0.1';
    const response = await app.inject({ url: '/metrics', headers: { ...scraper, accept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/openmetrics-text; version=1.0.0; charset=utf-8');
    const lines = response.body.trimEnd().split('\n');
    expect(lines.at(-1)).toBe('# EOF');
    expect(lines.filter((line) => line === '# EOF')).toHaveLength(1);
    // A counter's family has no `_total`, its samples have it.
    expect(lines).toContain('# TYPE process_cpu_seconds counter');
    expect(lines.some((line) => line.startsWith('process_cpu_seconds_total '))).toBe(true);
    // The text format of the next scrape still names the counter with `_total`.
    const text = (await app.inject({ url: '/metrics', headers: scraper })).body;
    expect(text).toContain('# TYPE process_cpu_seconds_total counter');
  });
});
