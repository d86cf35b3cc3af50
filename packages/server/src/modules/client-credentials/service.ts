import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { ClientCredential, RegisterClientCredential } from '@store-console/contract';
import { registerClientCredentialSchema } from '@store-console/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { SignedIn } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { hashOpaqueToken } from '../../platform/tokens.ts';
import { stores } from '../stores/schema.ts';
import { getStore } from '../stores/service.ts';
import { clientCredentials } from './schema.ts';

type Row = typeof clientCredentials.$inferSelect;

function toClientCredential(row: Row): ClientCredential {
  return {
    id: row.id,
    clientId: row.clientId,
    clientName: row.clientName,
    storeId: row.storeId,
    createdBy: row.createdBy,
    createdDate: row.createdDate.toISOString(),
  };
}

/** The store must be one the caller can see, and match the x-xm-store header when one is sent. */
async function storeFor(ctx: Context, caller: SignedIn, storeDbId: number, header: string | undefined) {
  const store = await getStore(ctx, caller, storeDbId);
  if (header !== undefined && header !== store.storeId) {
    throw AppError.badRequest(`The x-xm-store header names ${header}, not store ${store.storeId}`);
  }
  return store;
}

export async function listClientCredentials(
  ctx: Context,
  caller: SignedIn,
  query: { 'store-id': number; page: number; size: number },
  header: string | undefined,
) {
  const store = await storeFor(ctx, caller, query['store-id'], header);
  const rows = await ctx.db
    .select()
    .from(clientCredentials)
    .where(eq(clientCredentials.storeId, store.id))
    .orderBy(desc(clientCredentials.id))
    .limit(query.size)
    .offset(query.page * query.size);
  const [total] = await ctx.db
    .select({ n: count() })
    .from(clientCredentials)
    .where(eq(clientCredentials.storeId, store.id));
  const totalElements = total?.n ?? 0;
  return {
    clientCredentials: rows.map(toClientCredential),
    pagination: {
      totalElements,
      totalPages: Math.ceil(totalElements / query.size),
      page: query.page,
      size: query.size,
    },
  };
}

export async function registerClientCredential(
  ctx: Context,
  caller: SignedIn,
  input: RegisterClientCredential,
  header: string | undefined,
) {
  const values = registerClientCredentialSchema.parse(input);
  const store = await storeFor(ctx, caller, values.storeId, header);
  const clientId = `${store.storeId.slice(0, 20)}-${randomBytes(6).toString('hex')}`;
  const clientSecret = randomBytes(32).toString('base64url');
  const [row] = await ctx.db
    .insert(clientCredentials)
    .values({
      clientId,
      clientName: values.clientName,
      storeId: store.id,
      secretHash: hashOpaqueToken(clientSecret),
      createdBy: caller.username,
    })
    .returning({ id: clientCredentials.id });
  if (!row) throw new Error('insert returned no row');
  return { id: row.id, clientId, clientSecret };
}

/** SUPER_ADMIN only (route guard). Tokens issued to the credential stop working at once. */
export async function deleteClientCredential(ctx: Context, id: number): Promise<void> {
  const deleted = await ctx.db
    .delete(clientCredentials)
    .where(eq(clientCredentials.id, id))
    .returning({ id: clientCredentials.id });
  if (deleted.length === 0) throw AppError.notFound(`Client credential ${id} not found`);
}

/** grant_type=client_credentials: a token for exactly the credential's store, named by x-xm-store. */
export async function clientCredentialsGrant(
  ctx: Context,
  basic: { id: string; secret: string },
  header: string | undefined,
) {
  const invalid = () => AppError.unauthorized('Invalid client', 'INVALID_CLIENT');
  const [row] = await ctx.db
    .select({ credential: clientCredentials, store: stores })
    .from(clientCredentials)
    .innerJoin(stores, eq(stores.id, clientCredentials.storeId))
    .where(eq(clientCredentials.clientId, basic.id));
  const presented = Buffer.from(hashOpaqueToken(basic.secret));
  const expected = Buffer.from(row?.credential.secretHash ?? hashOpaqueToken(randomBytes(8).toString('hex')));
  if (!row || !timingSafeEqual(presented, expected)) throw invalid();
  if (header === undefined || header !== row.store.storeId) {
    throw AppError.badRequest(`The x-xm-store header must name the credential's store (${row.store.storeId})`);
  }
  if (['DEACTIVATING', 'DEACTIVATED', 'DELETING', 'DELETED'].includes(row.store.statusType)) {
    throw AppError.forbidden(`Store ${row.store.storeId} is ${row.store.statusType.toLowerCase()}`);
  }
  return {
    access_token: await ctx.signer.signClient({ credentialId: row.credential.id, storeDbId: row.store.id }),
    token_type: 'Bearer' as const,
    expires_in: ctx.signer.ttl,
    store_id: row.store.storeId,
  };
}
