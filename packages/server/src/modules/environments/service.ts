import {
  backupPageSchema,
  type createEnvironmentSchema,
  type Environment,
  productionEnvironment,
  storePageSchema,
} from '@store-console/contract';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SignedIn } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/lists.ts';
import { type Peer, peerJson } from './peer-client.ts';
import { environments } from './schema.ts';

/**
 * Who may browse a peer environment (its stores and backups, and clone from it): a SUPER_ADMIN only.
 * A peer credential reads everything of its installation, so showing a peer's data to a PARTNER or
 * a client token would show them every store of that installation.
 */
export function mayBrowsePeers(caller: SignedIn): boolean {
  return caller.role === 'SUPER_ADMIN' && caller.storeScope === undefined && !caller.peer;
}

/**
 * production (this installation) first, then the peers: a handful of rows plus one that is not a
 * row, so they are paged in memory. Only a SUPER_ADMIN sees the peers.
 */
export async function listEnvironments(ctx: Context, caller: SignedIn, query: { page: number; size: number }) {
  const rows = mayBrowsePeers(caller) ? await ctx.db.select().from(environments).orderBy(asc(environments.name)) : [];
  const all: Environment[] = [
    { id: 0, name: productionEnvironment, baseUrl: null },
    ...rows.map((row) => ({ id: row.id, name: row.name, baseUrl: row.baseUrl })),
  ];
  const content = all.slice(query.page * query.size, (query.page + 1) * query.size);
  const totalPages = Math.ceil(all.length / query.size);
  return {
    content,
    totalElements: all.length,
    totalPages,
    size: query.size,
    number: query.page,
    numberOfElements: content.length,
    isFirst: query.page === 0,
    isLast: query.page >= totalPages - 1,
    sort: { field: 'name', direction: 'ASC' as const },
  };
}

export async function createEnvironment(
  ctx: Context,
  caller: SignedIn,
  input: z.output<typeof createEnvironmentSchema>,
) {
  try {
    const [row] = await ctx.db
      .insert(environments)
      .values({
        name: input.name,
        baseUrl: input.baseUrl.replace(/\/+$/, ''),
        clientId: input.clientId,
        clientSecret: ctx.secretBox.seal(input.clientSecret),
        createdBy: caller.username,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return { id: row.id, name: row.name, baseUrl: row.baseUrl };
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(`An environment named ${input.name} already exists`);
    throw error;
  }
}

export async function deleteEnvironment(ctx: Context, id: number) {
  const deleted = await ctx.db.delete(environments).where(eq(environments.id, id)).returning({ id: environments.id });
  if (deleted.length === 0) throw AppError.notFound(`Environment ${id} not found`);
}

/**
 * Checks that a registered peer answers: signs in with its credential and reads one page of its
 * stores. An unreachable peer or a refused credential is a 502 naming the reason (peer-client).
 */
export async function testEnvironment(ctx: Context, caller: SignedIn, id: number) {
  const [row] = await ctx.db.select({ name: environments.name }).from(environments).where(eq(environments.id, id));
  if (!row) throw AppError.notFound(`Environment ${id} not found`);
  const page = await peerStores(await peerNamed(ctx, caller, row.name), { page: 0, size: 1, sort: 'id,DESC' });
  return { name: row.name, reachable: true as const, stores: page.totalElements };
}

/** The peer installation behind an environment name; production is this one (null). */
export async function peerOf(ctx: Context, caller: SignedIn, name: string | undefined): Promise<Peer | null> {
  if (!name || name === productionEnvironment) return null;
  return peerNamed(ctx, caller, name);
}

/** A peer installation by name, for a caller who may browse peers (403 otherwise, 404 unknown). */
export async function peerNamed(ctx: Context, caller: SignedIn, name: string): Promise<Peer> {
  if (!mayBrowsePeers(caller)) throw AppError.forbidden('Only a super administrator may browse another environment');
  const [row] = await ctx.db.select().from(environments).where(eq(environments.name, name));
  if (!row) throw AppError.notFound(`Environment ${name} not found`);
  return {
    name: row.name,
    baseUrl: row.baseUrl,
    clientId: row.clientId,
    clientSecret: ctx.secretBox.open(row.clientSecret),
  };
}

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
}

/** A peer's stores, read through its API with the peer credential. */
export function peerStores(
  peer: Peer,
  params: { fuzzyString?: string | undefined; page: number; size: number; sort: string; cursor?: string | undefined },
) {
  return peerJson(peer, `/api/v1/stores/environments/${productionEnvironment}?${query(params)}`, storePageSchema);
}

/** A peer store's backups (the clone list asks for fuzzyString=DONE). */
export function peerBackups(
  peer: Peer,
  storeId: number,
  params: { fuzzyString?: string | undefined; page: number; size: number; sort: string; cursor?: string | undefined },
) {
  return peerJson(peer, `/api/v1/backups/store/${storeId}?${query(params)}`, backupPageSchema);
}
