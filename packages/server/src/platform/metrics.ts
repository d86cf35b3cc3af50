import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from './db.ts';
import { AppError } from './errors.ts';
import { type Jobs, observeJobs } from './jobs.ts';

/**
 * Prometheus metrics of one app: requests by route pattern and status, jobs by queue, the database
 * pools. Process metrics (CPU, memory, event loop, GC) belong to the process, so they live in one
 * registry shared by every app a process builds (tests build several).
 */
export type Metrics = {
  registry: Registry;
  /** The exposition: this app's metrics, then the process's, as Prometheus text or OpenMetrics. */
  scrape(format?: 'prometheus' | 'openmetrics'): Promise<string>;
  contentType: string;
};

/**
 * prom-client's defaults that break the naming convention (`promtool check metrics`): gauges named
 * `_total`. The per-type gauges beside them (`nodejs_active_handles{type}`…) carry the same counts.
 */
const misnamedDefaults = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
];

let processRegistry: Registry | undefined;

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
    for (const name of misnamedDefaults) processRegistry.removeSingleMetric(name);
  }
  return processRegistry;
}

/** Seconds: from a fast JSON answer to a large archive download. */
const requestBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Seconds: jobs run from milliseconds (a purge) to many minutes (a backup of a large store). */
const jobBuckets = [0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 120, 300, 900];

/** The PostgreSQL pools of an app: its own and the job queue's (none on PGlite). */
function poolsOf(database: Database, jobs: Jobs): Record<string, pg.Pool> {
  const pools: Record<string, pg.Pool> = {};
  if (database.pool) pools.app = database.pool;
  const jobDb = jobs.getDb();
  if ('pool' in jobDb && jobDb.pool instanceof pg.Pool) pools.jobs = jobDb.pool;
  return pools;
}

export function createMetrics(database: Database, jobs: Jobs): Metrics {
  const registry = new Registry();
  const sources = { jobs, pools: poolsOf(database, jobs) };
  new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: requestBuckets,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'jobs_processed_total',
    help: 'Jobs this process ran, by queue and outcome',
    labelNames: ['queue', 'outcome'],
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'job_duration_seconds',
    help: 'How long a batch of jobs (one job unless a queue fetches more) ran, by queue and outcome',
    labelNames: ['queue', 'outcome'],
    buckets: jobBuckets,
    registers: [registry],
  });
  observeJobs(sources.jobs, ({ queue, outcome, jobs, seconds }) => {
    jobRuns.inc({ queue, outcome }, jobs);
    jobDuration.observe({ queue, outcome }, seconds);
  });
  new Gauge({
    name: 'job_queue_jobs',
    help: "Jobs in each queue by state, across every replica (the job queue's monitor counts them every 10 s)",
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const queue of await sources.jobs.getQueues()) {
        this.set({ queue: queue.name, state: 'ready' }, queue.readyCount);
        this.set({ queue: queue.name, state: 'deferred' }, queue.deferredCount);
        this.set({ queue: queue.name, state: 'active' }, queue.activeCount);
      }
    },
  });
  const poolGauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'],
      registers: [registry],
      collect() {
        for (const [label, pool] of Object.entries(sources.pools)) this.set({ pool: label }, read(pool));
      },
    });
  poolGauge('db_pool_connections', 'Open connections of each PostgreSQL pool', (pool) => pool.totalCount);
  poolGauge('db_pool_connections_idle', 'Idle connections of each PostgreSQL pool', (pool) => pool.idleCount);
  poolGauge('db_pool_clients_waiting', 'Queries waiting for a connection of each pool', (pool) => pool.waitingCount);

  return {
    registry,
    contentType: registry.contentType,
    async scrape(format = 'prometheus') {
      if (format === 'openmetrics') return openMetrics([registry, processMetrics()]);
      return `${await registry.metrics()}\n${await processMetrics().metrics()}`;
    },
  };
}

export const openMetricsContentType = 'application/openmetrics-text; version=1.0.0; charset=utf-8';

const escapeLabel = (value: string) => value.replaceAll('\\', '\\\\').replaceAll('\n', '\\n').replaceAll('"', '\\"');
const escapeHelp = (value: string) => value.replaceAll('\\', '\\\\').replaceAll('\n', '\\n');

function sampleValue(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Number.POSITIVE_INFINITY) return '+Inf';
  if (value === Number.NEGATIVE_INFINITY) return '-Inf';
  return String(value);
}

/**
 * OpenMetrics 1.0 of several registries, rendered here from their samples: prom-client's own
 * renderer renames every counter it meets (drops `_total` from the shared metric object), which
 * would break the Prometheus text of the next scrape. A counter family is named without `_total`,
 * its samples with it; one `# EOF` ends the exposition.
 */
async function openMetrics(registries: Registry[]): Promise<string> {
  const lines: string[] = [];
  for (const registry of registries) {
    for (const metric of await registry.getMetricsAsJSON()) {
      // prom-client types `type` as a numeric enum; at run time it is the name ('counter', 'gauge'…).
      const type = String(metric.type);
      const family = type === 'counter' ? metric.name.replace(/_total$/, '') : metric.name;
      lines.push(`# HELP ${family} ${escapeHelp(metric.help)}`, `# TYPE ${family} ${type}`);
      for (const value of metric.values) {
        const own = 'metricName' in value && typeof value.metricName === 'string' ? value.metricName : metric.name;
        const name = type === 'counter' ? `${family}_total` : own;
        const labels = Object.entries(value.labels)
          .filter(([, label]) => label !== undefined)
          .map(([key, label]) => `${key}="${escapeLabel(String(label))}"`)
          .join(',');
        lines.push(`${name}${labels ? `{${labels}}` : ''} ${sampleValue(value.value)}`);
      }
    }
  }
  return `${lines.join('\n')}\n# EOF\n`;
}

/** OpenMetrics when the scraper asks for it (Prometheus does, first), the text format otherwise. */
function wantsOpenMetrics(accept: string | undefined): boolean {
  return /application\/openmetrics-text/i.test(accept ?? '');
}

/**
 * Times every answer under its route pattern (`/api/v1/stores/:id`, never the URL: ids and query
 * strings would make a series per request); requests that matched no route share one label.
 */
export function observeRequests(app: FastifyInstance, metrics: Metrics) {
  const histogram = metrics.registry.getSingleMetric('http_request_duration_seconds');
  if (!(histogram instanceof Histogram)) throw new Error('the request histogram is missing');
  app.addHook('onResponse', async (request, reply) => {
    histogram.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics for Prometheus, behind a bearer token: without METRICS_TOKEN the route does not
 * exist for anyone (404), a missing or wrong token is 401. Not in the API document: it is no part
 * of the console's API and speaks Prometheus text.
 */
export function metricsRoutes(metrics: Metrics, token: string | undefined) {
  return async (app: FastifyInstance) => {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!token) throw AppError.notFound(`No route GET /metrics`);
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      // Compared as digests: equal lengths, constant time.
      if (!match?.[1] || !timingSafeEqual(digest(match[1]), digest(token))) {
        reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
        throw AppError.unauthorized('A valid metrics token is required');
      }
      const open = wantsOpenMetrics(request.headers.accept);
      return reply
        .header('Content-Type', open ? openMetricsContentType : metrics.contentType)
        .header('Cache-Control', 'no-store')
        .header('Vary', 'Accept')
        .send(await metrics.scrape(open ? 'openmetrics' : 'prometheus'));
    });
  };
}
