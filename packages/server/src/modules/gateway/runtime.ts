import type { Context } from '../../platform/context.ts';
import { Authorizer } from './auth.ts';
import type { GatewayDeps, GatewayRuntime } from './execute.ts';
import { defaultUpstreamLimits, UpstreamAgents } from './upstream-client.ts';

const runtimes = new WeakMap<Context, GatewayRuntime>();

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
  }
  return runtime;
}

/** Closes the upstream pools (the app is closing). */
export async function closeGatewayRuntime(ctx: Context): Promise<void> {
  const runtime = runtimes.get(ctx);
  runtimes.delete(ctx);
  await runtime?.agents.close();
}
