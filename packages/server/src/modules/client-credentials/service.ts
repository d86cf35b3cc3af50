import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { ClientCredential, RegisterClientCredential } from '@store-console/contract';
import { acceptsTraffic, registerClientCredentialSchema } from '@store-console/contract';
import { and, eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { AuthLookups, SignedIn } from '../../platform/auth-guard.ts';
import { onTableChanged, tableChanged } from '../../platform/cache-invalidation.ts';
import type { Context } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { pagedRows } from '../../platform/lists.ts';
import { hashOpaqueToken } from '../../platform/tokens.ts';
import { checkScope, oauthError } from '../auth/index.ts';
import { type StoreRow, storeRow } from '../stores/index.ts';
import { clientCredentials } from './schema.ts';

type Row = typeof clientCredentials.$inferSelect;

const invalidClient = () => oauthError('invalid_client', 'Invalid client', 'INVALID_CLIENT');

function toClientCredential(row: Row): ClientCredential {
  return {
    id: row.id,
    clientId: row.clientId,
    clientName: row.clientName,
    storeId: row.storeId ?? 0,
    scopes: row.scopes,
    createdBy: row.createdBy,
    createdDate: row.createdDate.toISOString(),
  };
}

/** How long this process trusts a credential it found without asking again (only a lost message needs it). */
export const credentialTrustMs = 5_000;
const maxCredentials = 10_000;

type Found = Awaited<ReturnType<AuthLookups['clientCredential']>>;

/**
 * The guard's lookup of a client token's credential (gone once deleted), prepared once. A found
 * credential is kept in memory, so a busy client costs no query per request: a credential changes only
 * through this service, whose writes announce themselves with `tableChanged` after they commit (this
 * replica drops its copies before the answer leaves, the others when the message arrives, a
 * reconnected listener drops everything); `credentialTrustMs` covers a message that could not be sent.
 * A credential not found is never kept. Stores are never deleted (a credential's cascade).
 */
export async function clientCredentialLookup(ctx: Context): Promise<AuthLookups['clientCredential']> {
  const prepared = ctx.db
    .select({
      clientId: clientCredentials.clientId,
      scope: clientCredentials.scope,
      storeId: clientCredentials.storeId,
      scopes: clientCredentials.scopes,
    })
    .from(clientCredentials)
    .where(eq(clientCredentials.id, sql.placeholder('id')))
    .prepare('client_credential_for_token');
  const kept = new Map<number, { found: Promise<Found>; until: number }>();
  const table = getTableName(clientCredentials);
  await onTableChanged(ctx.pubsub, (changed) => {
    if (changed === null || changed === table) kept.clear();
  });
  return async (id) => {
    let entry = kept.get(id);
    if (!entry || Date.now() >= entry.until) {
      if (kept.size >= maxCredentials) kept.clear();
      // Stored before it answers, so a change announced meanwhile drops it with the others.
      const fresh = { found: prepared.execute({ id }).then(([row]) => row), until: Date.now() + credentialTrustMs };
      kept.set(id, fresh);
      const forget = () => {
        if (kept.get(id) === fresh) kept.delete(id);
      };
      fresh.found.then((row) => row ?? forget(), forget);
      entry = fresh;
    }
    return entry.found;
  };
}

/** Announces, after its commit, a change of the credentials: every replica's copies are dropped. */
function credentialsChanged(ctx: Context): Promise<void> {
  return tableChanged(ctx.pubsub, getTableName(clientCredentials));
}

/** The credentials of the store the scope resolved (it also checked the x-xm-store header), newest first. */
export async function listClientCredentials(
  ctx: Context,
  store: StoreRow,
  query: { page: number; size: number; cursor?: string | undefined },
) {
  const paged = await pagedRows(ctx, {
    table: clientCredentials,
    columns: getTableColumns(clientCredentials),
    where: and(eq(clientCredentials.storeId, store.id), eq(clientCredentials.scope, 'STORE')),
    query: { ...query, sort: 'id,DESC' },
    sortable: {},
    id: clientCredentials.id,
  });
  const { totalElements, totalPages, nextCursor, prevCursor, estimated } = paged.page([]);
  return {
    clientCredentials: paged.rows.map(toClientCredential),
    pagination: {
      totalElements,
      totalPages,
      page: query.page,
      size: query.size,
      ...(nextCursor ? { nextCursor } : {}),
      ...(prevCursor ? { prevCursor } : {}),
      ...(estimated ? { estimated } : {}),
    },
  };
}

/** For the store the scope resolved from the body's storeId. */
export async function registerClientCredential(
  ctx: Context,
  caller: SignedIn,
  store: StoreRow,
  input: RegisterClientCredential,
) {
  const values = registerClientCredentialSchema.parse(input);
  const clientId = `${store.storeId.slice(0, 20)}-${randomBytes(6).toString('hex')}`;
  const clientSecret = randomBytes(32).toString('base64url');
  const [row] = await ctx.db
    .insert(clientCredentials)
    .values({
      clientId,
      clientName: values.clientName,
      storeId: store.id,
      secretHash: hashOpaqueToken(clientSecret),
      scopes: values.scopes,
      createdBy: caller.username,
    })
    .returning({ id: clientCredentials.id });
  if (!row) throw new Error('insert returned no row');
  await credentialsChanged(ctx);
  return { id: row.id, clientId, clientSecret, scopes: values.scopes };
}

/** SUPER_ADMIN only (route guard). Tokens issued to the credential stop working at once. */
export async function deleteClientCredential(ctx: Context, id: number): Promise<void> {
  const deleted = await ctx.db
    .delete(clientCredentials)
    .where(eq(clientCredentials.id, id))
    .returning({ id: clientCredentials.id });
  if (deleted.length === 0) throw AppError.notFound(`Client credential ${id} not found`);
  await credentialsChanged(ctx);
}

/**
 * grant_type=client_credentials. A store credential gets a token for exactly its store: the
 * x-xm-store header may name it (a header naming another store is refused), it need not; a PEER
 * credential gets a token for another installation. `scope` may only ask for scopes it holds.
 */
export async function clientCredentialsGrant(
  ctx: Context,
  client: { id: string; secret: string },
  header: string | undefined,
  scope?: string,
) {
  const [row] = await ctx.db.select().from(clientCredentials).where(eq(clientCredentials.clientId, client.id));
  const presented = Buffer.from(hashOpaqueToken(client.secret));
  const expected = Buffer.from(row?.secretHash ?? hashOpaqueToken(randomBytes(8).toString('hex')));
  if (!row || !timingSafeEqual(presented, expected)) throw invalidClient();
  checkScope(scope, row.scopes);
  const token = (storeDbId: number) => ctx.signer.signClient({ credentialId: row.id, storeDbId });
  const granted = row.scopes.length > 0 ? { scope: row.scopes.join(' ') } : {};
  if (row.scope === 'PEER' || row.storeId === null) {
    return { access_token: await token(0), token_type: 'Bearer' as const, expires_in: ctx.signer.ttl, store_id: '' };
  }
  const store = await storeRow(ctx.db, row.storeId);
  if (!store) throw invalidClient();
  if (header !== undefined && header !== store.storeId) {
    throw oauthError('invalid_request', `The x-xm-store header must name the credential's store (${store.storeId})`);
  }
  if (!acceptsTraffic(store.statusType)) {
    throw oauthError('unauthorized_client', `Store ${store.storeId} is ${store.statusType.toLowerCase()}`);
  }
  return {
    access_token: await token(store.id),
    token_type: 'Bearer' as const,
    expires_in: ctx.signer.ttl,
    store_id: store.storeId,
    ...granted,
  };
}

/** SUPER_ADMIN: a credential another installation uses to list this one's stores and fetch DONE backups. */
export async function registerPeerCredential(ctx: Context, caller: SignedIn, clientName: string) {
  const clientId = `peer-${randomBytes(8).toString('hex')}`;
  const clientSecret = randomBytes(32).toString('base64url');
  const [row] = await ctx.db
    .insert(clientCredentials)
    .values({
      clientId,
      clientName,
      scope: 'PEER',
      storeId: null,
      secretHash: hashOpaqueToken(clientSecret),
      scopes: [],
      createdBy: caller.username,
    })
    .returning({ id: clientCredentials.id });
  if (!row) throw new Error('insert returned no row');
  await credentialsChanged(ctx);
  return { id: row.id, clientId, clientSecret, scopes: [] };
}
