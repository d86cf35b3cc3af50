import type { FastifyPluginAsync, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from './auth-guard.ts';
import type { Context } from './context.ts';
import type { HookHandlers } from './hooks.ts';

/** What a module's API routes are handed besides the context: the role guard and the store scope. */
export type RouteWiring<Scope> = { guard: Guard; scope: Scope };

/**
 * How a module registers with the app (its index.ts exports one; app.ts loops over the list in
 * server-modules.ts, in its order). Every part is optional; docs/decisions/0090-modules-front-doors-manifest-hooks.md.
 */
export type ServerModule<Scope> = {
  name: string;
  /** At every start, before the seed: keep small tables in memory, watched for changes. */
  onStart?: (ctx: Context) => Promise<unknown>;
  /** Once per start under the database's exclusive lock (replicas starting together): rows it must find. */
  seed?: (ctx: Context) => Promise<void>;
  /** Its job queues; with `work` also their workers and schedules (platform/jobs.ts). */
  jobs?: (ctx: Context, options: { work: boolean }) => Promise<void>;
  /** Its API routes, under /api/v1 behind the guard and the store scope. */
  routes?: (ctx: Context, wiring: RouteWiring<Scope>) => FastifyPluginAsyncZod;
  /** Routes outside the API prefix (the CDN's files, OAuth metadata), after the API's. */
  rootRoutes?: (ctx: Context) => FastifyPluginAsync | FastifyPluginAsyncZod;
  /** An onRequest hook of the whole server (before the body is read). */
  onRequest?: (ctx: Context) => onRequestHookHandler;
  /** When the server closes, after the database. */
  onClose?: () => Promise<void>;
  /** What it answers for the modules below it (platform/hooks.ts). */
  hooks?: Partial<HookHandlers>;
};
