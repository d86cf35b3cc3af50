import { errorCodes, errorResponseSchema, healthSchema, readinessSchema } from '@store-console/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from './db.ts';
import { AppError } from './errors.ts';
import type { Jobs } from './jobs.ts';
import { loggableError } from './logging.ts';

/** A dependency the server needs to do useful work; it throws when it cannot be reached. */
export type ReadinessCheck = () => Promise<void>;

/** How long one readiness check may take before it counts as unreachable. */
const checkTimeoutMs = 3000;

/** Routes a draining server still answers: the probes and the metrics. */
const operationalRoutes = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Whether the server is shutting down. From the moment it is, readiness fails (the load balancer
 * stops sending), new requests are refused with 503 in the one error shape (the load balancer tries
 * another replica), and requests already running finish.
 */
export class Lifecycle {
  #draining = false;
  /** Requests admitted and not answered yet (a dropped connection counts as answered). */
  readonly #inFlight = new Set<object>();
  #idle: (() => void) | undefined;

  get draining(): boolean {
    return this.#draining;
  }

  /** Counts requests in flight; refuses those that arrive while draining (not the probes and the metrics). */
  register(app: FastifyInstance) {
    app.addHook('onRequest', async (request, reply) => {
      if (this.#draining && !operationalRoutes.has(request.routeOptions.url ?? '')) {
        reply.header('Connection', 'close');
        throw new AppError(503, errorCodes.notReady, 'The server is shutting down; try again');
      }
      this.#inFlight.add(request);
      reply.raw.once('close', () => this.#settled(request));
    });
    app.addHook('onResponse', async (request) => this.#settled(request));
  }

  #settled(request: object) {
    if (this.#inFlight.delete(request) && this.#inFlight.size === 0) this.#idle?.();
  }

  /**
   * Graceful shutdown: stop being ready and refuse new requests at once; workers stop fetching jobs.
   * Requests in flight and running jobs get `graceSeconds` to finish; jobs still running then are
   * failed back to the queue (another replica runs them again: every job is safe to run twice).
   * Then the listener closes and the app closes (pub/sub, database).
   */
  async shutdown(app: FastifyInstance, jobs: Jobs, graceSeconds: number): Promise<void> {
    this.#draining = true;
    const jobsStopped = jobs.stop({ graceful: true, timeout: graceSeconds * 1000 });
    const requestsDone = new Promise<void>((resolve) => {
      this.#idle = resolve;
      if (this.#inFlight.size === 0) resolve();
    });
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, graceSeconds * 1000);
    });
    await Promise.race([Promise.all([jobsStopped, requestsDone]), deadline]);
    clearTimeout(timer);
    // Waits for what is still in flight; the app's onClose stops the jobs too, which waits for the
    // graceful stop above, then closes pub/sub and the database.
    await app.close();
    await jobsStopped;
  }
}

function withTimeout(check: ReadinessCheck): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${checkTimeoutMs} ms`)), checkTimeoutMs);
  });
  return Promise.race([check(), timeout]).finally(() => clearTimeout(timer));
}

/** The database answers a query. */
export function databaseCheck(database: Database): ReadinessCheck {
  return async () => {
    await database.db.execute(sql`SELECT 1`);
  };
}

/**
 * GET /healthz answers 200 while the process serves (a liveness probe: draining included, so a
 * shutting-down replica is not killed before it finishes). GET /readyz answers 200 when every check
 * passes, 503 in the one error shape otherwise or while draining (a readiness probe). Both public:
 * probes carry no token, and the answers name no host, address or error text.
 */
export function healthRoutes(lifecycle: Lifecycle, checks: Record<string, ReadinessCheck>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/healthz', {
      config: { public: true },
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process is up and serving',
        security: [],
        response: { 200: healthSchema },
      },
      handler: async () => ({ status: 'UP' as const }),
    });
    app.get('/readyz', {
      config: { public: true },
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the database and blob storage are reachable and the server is not shutting down',
        security: [],
        response: { 200: readinessSchema, 503: errorResponseSchema },
      },
      handler: async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        if (lifecycle.draining) {
          throw new AppError(503, errorCodes.notReady, 'Not ready: the server is shutting down', undefined, [
            { path: 'server', message: 'shutting down' },
          ]);
        }
        const names = Object.keys(checks);
        const results = await Promise.allSettled(names.map((name) => withTimeout(checks[name] ?? (async () => {}))));
        const failed = names.filter((name, i) => {
          const result = results[i];
          if (result?.status !== 'rejected') return false;
          request.log.warn({ check: name, err: loggableError(result.reason) }, 'readiness check failed');
          return true;
        });
        if (failed.length > 0) {
          throw new AppError(
            503,
            errorCodes.notReady,
            `Not ready: ${failed.join(', ')} unreachable`,
            undefined,
            failed.map((name) => ({ path: name, message: 'unreachable' })),
          );
        }
        return { status: 'READY' as const, checks: Object.fromEntries(names.map((name) => [name, 'UP' as const])) };
      },
    });
  };
}
