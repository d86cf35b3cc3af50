import { existsSync } from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import fastifyCompress from '@fastify/compress';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { apiPrefix, errorCodes } from '@store-console/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { Config } from './config.ts';
import { sessionLiveUntil } from './modules/auth/index.ts';
import { clientCredentialLookup } from './modules/client-credentials/index.ts';
import { findVisibleStore, keptStores } from './modules/stores/index.ts';
import { traceTokenToHeader } from './modules/sync/index.ts';
import { operatorSessionLookup } from './modules/users/index.ts';
import { createGuard } from './platform/auth-guard.ts';
import { openBlobStore } from './platform/blobs.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { isConsolePath } from './platform/console-paths.ts';
import type { Context } from './platform/context.ts';
import { DataPlanes } from './platform/data-planes.ts';
import { type Database, openDatabase } from './platform/db.ts';
import { frameworkErrors, registerErrorHandling, rejectUnstorableText } from './platform/errors.ts';
import { databaseCheck, healthRoutes, Lifecycle } from './platform/health.ts';
import { collectHooks } from './platform/hooks.ts';
import { startJobs } from './platform/jobs.ts';
import { registerListCache } from './platform/list-cache.ts';
import { loggerOptions } from './platform/logging.ts';
import { createMailer } from './platform/mail.ts';
import { createMetrics, type Metrics, metricsRoutes, observeRequests } from './platform/metrics.ts';
import { openApiOptions } from './platform/openapi.ts';
import { openPubSub } from './platform/pubsub.ts';
import { SecretBox } from './platform/secret-box.ts';
import { createSmsSender } from './platform/sms.ts';
import { createStoreScope } from './platform/store-scope.ts';
import { PurposeTokens, TokenSigner } from './platform/tokens.ts';
import { cleanAbandonedWork } from './platform/work-folders.ts';
import { registerModuleJobs, serverModules } from './server-modules.ts';

export type App = FastifyInstance & {
  ctx: Context;
  /** Graceful shutdown (SIGTERM): see Lifecycle.shutdown. */
  shutdown(graceSeconds: number): Promise<void>;
  /** Starts the job workers (once; buildApp has when not told `workersLater`). */
  startWorkers(): Promise<void>;
};

/**
 * Text answers (JSON, HTML, CSS, JS, XML, SVG) are compressed; binary ones (archives, images,
 * octet-stream uploads and downloads) are sent as they are. The console's built files come
 * pre-compressed from the build (static `preCompressed`), so they are never compressed twice.
 */
const compressibleTypes = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|^application\/javascript(?:;|$)/;

/**
 * Security headers of the console (and the API): a strict CSP the built console works with (its
 * scripts and styles are files of its own origin; Mantine sets inline styles, so styles allow
 * 'unsafe-inline', scripts never do), no framing, no referrer (a hand-over ticket in a URL never
 * leaves), nothing sniffed. CDN answers replace these with their sandbox (modules/cdn/routes.ts).
 */
/**
 * The headers helmet sets, computed once: they depend on the options only (no nonces), and building
 * helmet's middleware on every request (as @fastify/helmet does) cost ~3% of a store list request.
 */
function headersOf(options: Parameters<typeof helmet>[0]): [string, string | number | readonly string[]][] {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(response.req, response, () => undefined);
  return Object.entries(response.getHeaders()).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]]));
}

function consoleSecurityHeaders(config: Config) {
  const cdn = config.cdnPublicUrl ? [new URL(config.cdnPublicUrl).origin] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...cdn],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    xFrameOptions: { action: 'deny' as const },
    referrerPolicy: { policy: 'no-referrer' as const },
  };
}

type BuildOptions = {
  afterClose?: () => Promise<void>;
  loadDataDir?: Blob;
  logStream?: Writable;
  beforeWorkers?: (ctx: Context) => Promise<void>;
  database?: Database;
  workersLater?: boolean;
  /** The time the app reads (platform/clock.ts); tests pass one they move. */
  clock?: Clock;
};

/**
 * Builds the whole server: database (migrated), job queue, API under /api/v1, docs and the console.
 * `loadDataDir` starts a new PGlite database from a dumped data directory (the tests' template).
 * `beforeWorkers` runs once the queues exist but before any worker starts (the demo seed), so
 * nothing it does races a job. `database`: one the caller opened already (the start opens it while
 * these modules load). `workersLater`: the workers start when the caller calls `startWorkers` (the
 * start: once listening; a job sent meanwhile waits in its queue, which exists already).
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const ctx = await openContext(config, options);
  const { database, jobs, pubsub, blobs } = ctx;
  const metrics = createMetrics(database, jobs);
  const lifecycle = new Lifecycle();
  const startWorkers = await startModules(ctx, options);

  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: 1024 * 1024,
    // A path parameter may be a 128-character database name (SQL Server, Oracle), percent-encoded
    // up to 12 characters per letter; Fastify's default of 100 answered such a name 414. The sync
    // status batch names up to 1000 store ids in one segment (contract: at most 12,000 characters).
    routerOptions: { maxParamLength: 12_000 },
    frameworkErrors,
    // Requests that arrive while draining get the one error shape from the lifecycle's hook.
    return503OnClosing: false,
    // Behind load balancers, the client's address (sign-in limits, logs) comes from X-Forwarded-For.
    trustProxy: config.trustProxy ?? false,
    // The diagnostics WebSocket's ?token= becomes its Authorization header (modules/sync/trace).
    rewriteUrl: traceTokenToHeader,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('signedIn', null);
  registerErrorHandling(app);
  lifecycle.register(app);
  observeRequests(app, metrics);
  rejectUnstorableText(app);
  // Only JSON and form bodies are accepted (415 otherwise), as decided in issue 2.
  app.removeContentTypeParser('text/plain');
  app.addHook('onClose', async () => {
    await jobs.stop({ graceful: false, timeout: 2000 });
    await pubsub.close();
    await ctx.dataPlanes.close();
    await database.close();
    await blobs.close();
    for (const module of serverModules) await module.onClose?.();
    await options.afterClose?.();
  });

  const securityHeaders = headersOf(consoleSecurityHeaders(config));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
    done();
  });
  // Before compression: list pages are kept as serialized, whatever encoding each caller accepts.
  await registerListCache(app, ctx);
  // Responses only: request bodies stay plain (a compressed body could expand past the body limit).
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    customTypes: compressibleTypes,
    globalDecompression: false,
  });
  for (const module of serverModules) if (module.onRequest) app.addHook('onRequest', module.onRequest(ctx));
  await app.register(fastifyFormbody);
  await app.register(fastifySwagger, openApiOptions());
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await registerRoutes(app, ctx, lifecycle, metrics);
  await registerConsole(app, config);

  await app.ready();
  return Object.assign(app, {
    ctx,
    shutdown: (graceSeconds: number) => lifecycle.shutdown(app, jobs, graceSeconds),
    startWorkers,
  });
}

/** The database, the job queue, blob storage, pub/sub and the rest every module is handed. */
async function openContext(config: Config, options: BuildOptions): Promise<Context> {
  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.inMemoryDatabase ? null : config.dataDir,
      loadDataDir: config.databaseUrl ? undefined : options.loadDataDir,
    }));
  // The blob store's folder is made and swept (a mkdir, a readdir) while the job queue starts: on a
  // fresh start both wait behind the template copy's files on the disk. Its failure is thrown below.
  const blobsOpening = openBlobStore(config);
  blobsOpening.catch(() => {});
  const jobs = await startJobs(database, { supervise: config.runWorkers });
  const blobs = await blobsOpening;
  const log = config.logLevel === 'silent' ? () => {} : (line: string) => console.log(line);
  const pubsub = await openPubSub(database, config.logLevel === 'silent' ? () => {} : undefined);
  const clock = options.clock ?? systemClock;
  return {
    config,
    clock,
    database,
    db: database.db,
    dataPlanes: new DataPlanes(database, config.dataCentreDatabases),
    jobs,
    pubsub,
    blobs,
    signer: new TokenSigner(config.jwtSecret, config.accessTokenTtl, clock),
    identityTokens: new PurposeTokens(config.jwtSecret),
    secretBox: new SecretBox(config.jwtSecret, 'second-factor-secrets'),
    sendMail: createMailer(config, log),
    sendSms: createSmsSender(config, log),
    hooks: collectHooks(serverModules),
  };
}

/**
 * The modules' start hooks (the small tables every page of stores names, kept in memory, dropped on
 * any replica's change), their seeds and job queues; gives the function that starts the workers
 * (at once unless `workersLater`).
 */
async function startModules(ctx: Context, options: BuildOptions): Promise<() => Promise<void>> {
  for (const module of serverModules) await module.onStart?.(ctx);
  // What a killed process left half-done on disk (blob storage cleans its own); its jobs are retried by the queue.
  await cleanAbandonedWork(ctx.config.dataDir);
  // Replicas starting together on an empty database: one seeds, the others then find it seeded.
  await ctx.database.exclusively(async () => {
    for (const module of serverModules) await module.seed?.(ctx);
    await registerModuleJobs(ctx, { work: false });
    await options.beforeWorkers?.(ctx);
  });
  let workersStarted: Promise<void> | undefined;
  const startWorkers = () => {
    workersStarted ??= ctx.config.runWorkers ? registerModuleJobs(ctx, { work: true }) : Promise.resolve();
    return workersStarted;
  };
  if (!options.workersLater) await startWorkers();
  return startWorkers;
}

/** The API (signed-in by default, then the store scope of every route that names a store), then the rest. */
async function registerRoutes(app: FastifyInstance, ctx: Context, lifecycle: Lifecycle, metrics: Metrics) {
  const guard = createGuard(ctx, {
    operatorSession: await operatorSessionLookup(ctx, sessionLiveUntil()),
    clientCredential: await clientCredentialLookup(ctx),
  });
  const scope = createStoreScope((caller, ref) => findVisibleStore(ctx, caller, ref), await keptStores(ctx));
  await app.register(
    async (api) => {
      guard.register(api);
      scope.register(api);
      for (const module of serverModules) if (module.routes) await api.register(module.routes(ctx, { guard, scope }));
    },
    { prefix: apiPrefix },
  );
  const { database, blobs, config } = ctx;
  // Outside the API prefix: the CDN's files, OAuth metadata.
  for (const module of serverModules) if (module.rootRoutes) await app.register(module.rootRoutes(ctx));
  await app.register(
    healthRoutes(lifecycle, {
      database: databaseCheck(database),
      blobStorage: () => blobs.check(),
      ...ctx.dataPlanes.readinessChecks(),
    }),
  );
  await app.register(metricsRoutes(metrics, config.metricsToken));
}

/** The built console (when there): its files, '/' and the history fallback; the one 404 shape otherwise. */
async function registerConsole(app: FastifyInstance, config: Config) {
  const webDist = config.webDist && existsSync(join(config.webDist, 'index.html')) ? config.webDist : null;
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      // One route for every file (a file that is not there falls through to the not-found handler
      // below): a route per file (GET and HEAD for ~1,000 files with their .br and .gz) cost the
      // start about 0.5 s of route compilation. Dotfiles (the build's .vite manifest) are not served.
      wildcard: true,
      dotfiles: 'ignore',
      index: false,
      // The build writes .br and .gz beside every text file; the one the browser accepts is sent.
      preCompressed: true,
      setHeaders: (reply, path) => {
        const hashed = path.includes(`${join(webDist, 'assets')}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The wildcard route would answer the build's folder itself (403): '/' is the console's page.
    app.get('/', (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (webDist && (request.method === 'GET' || request.method === 'HEAD') && isConsolePath(path)) {
      // History fallback: the console's router owns every other path.
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({
      status: 404,
      code: errorCodes.notFound,
      message: `No route ${request.method} ${path}`,
    });
  });
}
