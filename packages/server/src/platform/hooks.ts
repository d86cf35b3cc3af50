import type { clientTokenResponseSchema } from '@store-console/contract';
import type { z } from 'zod';
import type { Context } from './context.ts';
import type { DbOrTx } from './db.ts';

/**
 * Calls from a module to one that imports it, which as imports would close a cycle: the lower
 * module names the moment, the module above handles it in its manifest (its index.ts), and the app
 * gathers every manifest's handlers in `ctx.hooks` (docs/decisions/0090-modules-front-doors-manifest-hooks.md). So the imports go
 * one way (npm run cycles) while a store provisioned still gets the gateway's integrations.
 */
export type HookHandlers = {
  /** A store's schema and CDN folder are ready (the stores' CREATE job): a line for the store's log, or nothing. */
  storeProvisioned(ctx: Context, store: StoreProvisioned, by: string): Promise<string | undefined>;
  /** In a data centre's locked delete: why it cannot go (what still belongs to it), or nothing. */
  dataCentreInUse(tx: DbOrTx, centre: { id: number; name: string }): Promise<string | undefined>;
  /** An operator's sessions end (demotion, new password, deletion), in the users module's transaction. */
  operatorSessionsEnded(tx: DbOrTx, userId: number): Promise<void>;
  /** The operators' create job provisioned one: a line for the operator's log, or nothing. */
  operatorProvisioned(ctx: Context, operator: { id: number; username: string }): Promise<string | undefined>;
  /** Whether the operator has a verified second factor (the identity module's). */
  hasSecondFactor(ctx: Context, userId: number): Promise<boolean>;
  /** Re-authentication with the second factor: true when the code proves it. */
  proveSecondFactor(ctx: Context, userId: number, code: string, address: string): Promise<boolean>;
  /** The OAuth token endpoint's client_credentials grant (the client credentials module's). */
  clientCredentialsGrant(
    ctx: Context,
    client: { id: string; secret: string },
    storeHeader: string | undefined,
    scope: string | undefined,
  ): Promise<z.infer<typeof clientTokenResponseSchema>>;
};

export type StoreProvisioned = { id: number; storeId: string; erpTypeId: number };

export type HookName = keyof HookHandlers;

/** Every module's handlers, in the order of the module list. */
export type Hooks = { readonly [K in HookName]: readonly HookHandlers[K][] };

export function collectHooks(modules: readonly { hooks?: Partial<HookHandlers> }[]): Hooks {
  const hooks: { [K in HookName]: HookHandlers[K][] } = {
    storeProvisioned: [],
    dataCentreInUse: [],
    operatorSessionsEnded: [],
    operatorProvisioned: [],
    hasSecondFactor: [],
    proveSecondFactor: [],
    clientCredentialsGrant: [],
  };
  for (const module of modules) {
    const own = module.hooks ?? {};
    for (const name of Object.keys(hooks) as HookName[]) add(hooks, name, own[name]);
  }
  return hooks;
}

function add<K extends HookName>(
  hooks: { [N in HookName]: HookHandlers[N][] },
  name: K,
  handler: HookHandlers[K] | undefined,
) {
  if (handler) hooks[name].push(handler);
}

type Handler<K extends HookName> = (...args: Parameters<HookHandlers[K]>) => ReturnType<HookHandlers[K]>;

/** Runs every handler of the hook, one after the other, and gives their answers in order. */
export async function runHooks<K extends HookName>(
  ctx: Pick<Context, 'hooks'>,
  name: K,
  ...args: Parameters<HookHandlers[K]>
): Promise<Awaited<ReturnType<HookHandlers[K]>>[]> {
  const answers: Awaited<ReturnType<HookHandlers[K]>>[] = [];
  for (const handler of ctx.hooks[name] as readonly Handler<K>[]) answers.push(await handler(...args));
  return answers;
}

/** The one handler of a hook that a single module answers (a grant, a second factor). */
export function theHook<K extends HookName>(ctx: Pick<Context, 'hooks'>, name: K): HookHandlers[K] {
  const [handler, ...more] = ctx.hooks[name];
  if (!handler || more.length > 0)
    throw new Error(`hook ${name}: ${more.length + (handler ? 1 : 0)} handlers, 1 expected`);
  return handler;
}
