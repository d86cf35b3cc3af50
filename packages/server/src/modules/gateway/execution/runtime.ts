import { getTableName } from 'drizzle-orm';
import { onTableChanged } from '../../../platform/cache-invalidation.ts';
import type { Context } from '../../../platform/context.ts';
import type { Unsubscribe } from '../../../platform/pubsub.ts';
import { gatewayIntegrations } from '../schema.ts';
import { Authorizer } from './auth.ts';
import type { GatewayDeps, GatewayRuntime } from './execute.ts';
import { defaultUpstreamLimits, UpstreamAgents } from './upstream-client.ts';

const runtimes = new WeakMap<Context, GatewayRuntime>();
const unwatch = new WeakMap<Context, Promise<Unsubscribe>>();
const integrationsTable = getTableName(gatewayIntegrations);

/** The app's execution runtime: its upstream connection pools and token memory live as long as the app. */
export function gatewayRuntime(ctx: Context, deps: GatewayDeps): GatewayRuntime {
  let runtime = runtimes.get(ctx);
  if (!runtime) {
    const limits = {
      timeoutMs: ctx.config.gateway?.upstreamTimeoutMs ?? defaultUpstreamLimits.timeoutMs,
      maxResponseBytes: ctx.config.gateway?.maxResponseBytes ?? defaultUpstreamLimits.maxResponseBytes,
    };
    const authorizer = new Authorizer({
      read: (id) => deps.readTokenCache(ctx, id),
      save: (id, token, expiresAt) => deps.saveTokenCache(ctx, id, token, expiresAt),
      clear: (id) => deps.clearTokenCache(ctx, id),
    });
    const policy = { allowPrivate: ctx.config.gateway?.allowPrivateUpstreams === true };
    runtime = { deps, agents: new UpstreamAgents(limits, policy), authorizer, limits };
    runtimes.set(ctx, runtime);
    // A refresh token in memory was meant for the token host as it was when it was obtained.
    unwatch.set(
      ctx,
      onTableChanged(ctx.pubsub, (table) => {
        if (table === null || table === integrationsTable) authorizer.forgetRefreshTokens();
      }),
    );
  }
  return runtime;
}

/** Closes the upstream pools (the app is closing). */
export async function closeGatewayRuntime(ctx: Context): Promise<void> {
  const runtime = runtimes.get(ctx);
  runtimes.delete(ctx);
  const stopWatching = unwatch.get(ctx);
  unwatch.delete(ctx);
  await (await stopWatching)?.();
  await runtime?.agents.close();
}
