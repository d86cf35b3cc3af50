import {
  gatewaySecretMask,
  gatewayTexts,
  type Integration,
  type InterfaceParts,
  isSecretSettingName,
  type OperationRef,
  type SaveIntegration,
  saveIntegrationSchema,
} from '@store-console/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Context } from '../../../platform/context.ts';
import type { DbOrTx } from '../../../platform/db.ts';
import { AppError } from '../../../platform/errors.ts';
import { isUniqueViolation } from '../../../platform/lists.ts';
import { catalogueOperation, interfaceExists } from '../catalogue/catalogue-service.ts';
import { gatewayIntegrations, gatewayOperations, type StoredConnection, type StoredSecrets } from '../schema.ts';
import { gatewayChanged } from './gateway-changed.ts';
import { ensureGatewayStore } from './gateway-store-row.ts';
import {
  findIntegration,
  type IntegrationRow,
  integrationNotFound,
  isAzure,
  partsOf,
  type StoreKey,
  sameParts,
} from './integration-rows.ts';
import { toIntegrationOperation } from './operations-service.ts';
import { openSecrets, sameOrigin, sealSecrets } from './secrets.ts';

/** Settings as read: secret ones masked (or empty when they hold nothing). */
function shownSettings(row: IntegrationRow, secrets: StoredSecrets): Record<string, string> {
  const masked = Object.fromEntries(Object.keys(secrets.settings ?? {}).map((name) => [name, gatewaySecretMask]));
  return { ...row.settings, ...masked };
}

export async function toIntegration(ctx: Context, row: IntegrationRow): Promise<Integration> {
  const secrets = openSecrets(ctx, row.secrets);
  const overrides = await ctx.db
    .select()
    .from(gatewayOperations)
    .where(eq(gatewayOperations.integrationId, row.id))
    .orderBy(asc(gatewayOperations.name));
  const { type, uri, authType, username, accessOperation, refreshOperation, clientCertificate, trustCertificate } =
    row.connection;
  return {
    ...partsOf(row),
    storeId: row.storeId,
    integration: row.name,
    enabled: row.enabled,
    connection: {
      type,
      uri,
      authType,
      username,
      passwordSet: Boolean(secrets.password),
      accessOperation,
      accessTokenSet: Boolean(secrets.accessToken),
      refreshOperation,
      refreshTokenSet: Boolean(secrets.refreshToken),
      clientCertificate,
      clientKeySet: Boolean(secrets.clientKey),
      trustCertificate,
    },
    settings: shownSettings(row, secrets),
    capture: row.capture,
    operations: Object.fromEntries(overrides.map((o) => [o.name, toIntegrationOperation(row, o)])),
  };
}

export async function readIntegration(ctx: Context, store: StoreKey, name: string): Promise<Integration> {
  const row = await findIntegration(ctx.db, store.id, name);
  if (!row) throw integrationNotFound(store, name);
  return toIntegration(ctx, row);
}

const invalid = (path: string, message: string) => AppError.badRequest(message, [{ path, message }]);

async function checkOperationRef(ctx: Context, ref: OperationRef | null | undefined, field: string) {
  if (ref && !(await catalogueOperation(ctx, ref))) {
    throw invalid(`connection.${field}`, `${Object.values(ref).join('-')} is not an operation of the catalogue`);
  }
}

/** A secret field: blank or absent keeps the stored value, null clears it, text replaces it. */
function nextSecret(stored: string | undefined, given: string | null | undefined): string | undefined {
  if (given === undefined || given === '') return stored;
  return given ?? undefined;
}

/**
 * Secret-named settings: the mask keeps the stored value (none stored: the setting stays, empty),
 * anything else replaces it ('' empties it).
 */
function splitSettings(given: Record<string, string>, stored: Record<string, string>) {
  const plain: Record<string, string> = {};
  const secret: Record<string, string> = {};
  for (const [name, value] of Object.entries(given)) {
    if (!isSecretSettingName(name) || value === '') plain[name] = value;
    else if (value !== gatewaySecretMask) secret[name] = value;
    else if (stored[name] !== undefined) secret[name] = stored[name];
    else plain[name] = '';
  }
  return { plain, secret };
}

export type SaveIntegrationResult = { integration: Integration; created: boolean };

/**
 * Creates or updates a store's integration (the HTTP route and the demo seed call this). `create`
 * refuses an existing name with the spec's message. The interface and any access or refresh
 * operation must be in the catalogue; an Azure integration is BEARER; BASIC needs a username.
 * A changed address or authentication drops the cached access token; an address on another origin
 * also forgets every stored secret the save does not re-supply (they were entered for the old host).
 */
export async function saveIntegration(
  ctx: Context,
  by: string,
  store: StoreKey,
  payload: SaveIntegration,
  options: { mode: 'create' | 'upsert' } = { mode: 'upsert' },
): Promise<SaveIntegrationResult> {
  const input = saveIntegrationSchema.parse(payload);
  if (input.storeId !== store.id) throw invalid('storeId', `Expected ${store.id}`);
  const parts: InterfaceParts = {
    provider: input.provider,
    product: input.product,
    version: input.version,
    interface: input.interface,
  };
  if (!(await interfaceExists(ctx, parts))) {
    throw invalid('interface', `${Object.values(parts).join(' ')} is not an interface of the catalogue`);
  }
  const given = input.connection;
  const authType = isAzure(parts) ? 'BEARER' : given.authType;
  const username = given.username?.trim() ? given.username.trim() : null;
  if (authType === 'BASIC' && !username) throw invalid('connection.username', gatewayTexts.fieldRequired);
  await checkOperationRef(ctx, given.accessOperation, 'accessOperation');
  await checkOperationRef(ctx, given.refreshOperation, 'refreshOperation');
  const connection: StoredConnection = {
    type: 'HTTP',
    uri: given.uri,
    authType,
    username,
    accessOperation: given.accessOperation ?? null,
    refreshOperation: given.refreshOperation ?? null,
    clientCertificate: given.clientCertificate?.trim() ? given.clientCertificate : null,
    trustCertificate: given.trustCertificate?.trim() ? given.trustCertificate : null,
  };
  try {
    const { row, created } = await ctx.db.transaction(async (tx) => {
      await ensureGatewayStore(tx, store.id, by);
      const [existing] = await tx
        .select()
        .from(gatewayIntegrations)
        .where(and(eq(gatewayIntegrations.storeId, store.id), eq(gatewayIntegrations.name, input.integration)))
        .for('update');
      if (existing && options.mode === 'create')
        throw AppError.conflict(gatewayTexts.duplicateIntegration(input.integration));
      const moved = existing !== undefined && !sameOrigin(existing.connection.uri, connection.uri);
      const stored = moved ? {} : openSecrets(ctx, existing?.secrets ?? null);
      const settings = splitSettings(input.settings, stored.settings ?? {});
      const secrets: StoredSecrets = {
        password: nextSecret(stored.password, given.password),
        accessToken: nextSecret(stored.accessToken, given.accessToken),
        refreshToken: nextSecret(stored.refreshToken, given.refreshToken),
        clientKey: nextSecret(stored.clientKey, given.clientKey),
        settings: settings.secret,
      };
      const values = {
        enabled: input.enabled,
        ...parts,
        connection,
        secrets: sealSecrets(ctx, secrets),
        settings: settings.plain,
        capture: input.capture,
      };
      if (!existing) {
        const [inserted] = await tx
          .insert(gatewayIntegrations)
          .values({ storeId: store.id, name: input.integration, ...values, createdBy: by })
          .returning();
        if (!inserted) throw new Error('insert returned no row');
        return { row: inserted, created: true };
      }
      const before = existing.connection;
      const keepsToken = before.uri === connection.uri && before.authType === connection.authType;
      const [updated] = await tx
        .update(gatewayIntegrations)
        .set({
          ...values,
          ...(keepsToken ? {} : { cachedToken: null, cachedTokenExpiresAt: null }),
          modifiedBy: by,
          modifiedDate: new Date(),
        })
        .where(eq(gatewayIntegrations.id, existing.id))
        .returning();
      if (!updated) throw new Error('update returned no row');
      if (moved) await forgetDependentRefreshTokens(ctx, tx, store.id, existing.id, parts);
      return { row: updated, created: false };
    });
    await gatewayChanged(ctx, gatewayIntegrations);
    return { integration: await toIntegration(ctx, row), created };
  } catch (error) {
    // Two creations of one name at once: the second finds the first committed.
    if (isUniqueViolation(error)) throw AppError.conflict(gatewayTexts.duplicateIntegration(input.integration));
    throw error;
  }
}

/**
 * A refresh token goes to the integration its refresh operation's interface names (Business
 * Central's to ActiveDirectory's address): when that integration moves to another origin, the
 * refresh tokens stored on the store's integrations that renew through it are forgotten too, so
 * they never reach the new host. (Refresh tokens kept in memory are dropped on any change.)
 */
async function forgetDependentRefreshTokens(
  ctx: Context,
  tx: DbOrTx,
  storeId: number,
  movedId: number,
  parts: InterfaceParts,
): Promise<void> {
  const others = await tx
    .select({
      id: gatewayIntegrations.id,
      connection: gatewayIntegrations.connection,
      secrets: gatewayIntegrations.secrets,
    })
    .from(gatewayIntegrations)
    .where(eq(gatewayIntegrations.storeId, storeId))
    .for('update');
  for (const other of others) {
    const refresh = other.connection.refreshOperation;
    if (other.id === movedId || !refresh || !sameParts(refresh, parts)) continue;
    const secrets = openSecrets(ctx, other.secrets);
    if (!secrets.refreshToken) continue;
    await tx
      .update(gatewayIntegrations)
      .set({ secrets: sealSecrets(ctx, { ...secrets, refreshToken: undefined }) })
      .where(eq(gatewayIntegrations.id, other.id));
  }
}

export async function deleteIntegration(ctx: Context, store: StoreKey, name: string): Promise<void> {
  const deleted = await ctx.db
    .delete(gatewayIntegrations)
    .where(and(eq(gatewayIntegrations.storeId, store.id), eq(gatewayIntegrations.name, name)))
    .returning({ id: gatewayIntegrations.id });
  if (deleted.length === 0) throw integrationNotFound(store, name);
  await gatewayChanged(ctx, gatewayIntegrations);
}
