import {
  gatewaySyncErpCode,
  gatewaySyncIntegrationName,
  type SourceProbe,
  type SourceProbeReply,
  type SyncSource,
  type SyncVersion,
  type saveSyncSourceSchema,
  syncVersions,
} from '@store-console/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Context } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { isUniqueViolation } from '../../../platform/lists.ts';
import { SecretBox } from '../../../platform/secret-box.ts';
import { erpTypeCode } from '../../erp-types/index.ts';
import type { StoreRow } from '../../stores/index.ts';
import { type AgentAddress, type AgentClient, agentClient, sameAgent } from '../engine/agent-client.ts';
import { syncSources } from '../schema.ts';

/**
 * A store's sync source: one per store, AGENT (an agent's address,
 * database id and schema, its shared key sealed) or GATEWAY (Business Central through the store's
 * BusinessCentral integration). The key is write-only: replies say `agentKeySet`.
 */

export type SourceRow = typeof syncSources.$inferSelect;
type SaveBody = z.output<typeof saveSyncSourceSchema>;

const boxes = new WeakMap<Context, SecretBox>();

/**
 * The sync module's key (SecretBox purpose 'sync'): a source's `agent_key` column holds
 * `syncSecretBox(ctx).seal(key)` of the key as the agent expects it (the demo seed seals it so too).
 */
export function syncSecretBox(ctx: Context): SecretBox {
  let box = boxes.get(ctx);
  if (!box) {
    box = new SecretBox(ctx.config.jwtSecret, 'sync');
    boxes.set(ctx, box);
  }
  return box;
}

export function sealAgentKey(ctx: Context, key: string): string {
  return syncSecretBox(ctx).seal(key);
}

/** The saved agent key in clear, or null (none saved, or sealed under another server secret). */
export function openAgentKey(ctx: Context, sealed: string | null): string | null {
  if (!sealed) return null;
  try {
    return syncSecretBox(ctx).open(sealed);
  } catch {
    // Sealed under another server secret: as if none was saved (the agent then refuses the call).
    return null;
  }
}

export function storeSyncVersion(store: Pick<StoreRow, 'syncVersion'>): SyncVersion {
  const version = store.syncVersion;
  return (syncVersions as readonly string[]).includes(version ?? '') ? (version as SyncVersion) : 'NONE';
}

export function sourceOut(row: SourceRow, store: Pick<StoreRow, 'syncVersion'>): SyncSource {
  return {
    id: row.id,
    storeId: row.storeId,
    sourceType: row.sourceType,
    syncType: row.syncType,
    integrationName: row.integrationName,
    dbType: row.dbType,
    protocol: row.protocol,
    hostName: row.hostName,
    port: row.port,
    dbAlias: row.dbAlias,
    dbSchema: row.dbSchema,
    isActive: row.isActive,
    syncVersion: storeSyncVersion(store),
    agentKeySet: row.agentKey !== null,
  };
}

export async function sourceOfStore(ctx: Context, storeDbId: number): Promise<SourceRow | undefined> {
  const [row] = await ctx.db.select().from(syncSources).where(eq(syncSources.storeId, storeDbId));
  return row;
}

/**
 * A Business Central store's source: it always syncs through the gateway, so there is nothing to
 * choose and the console's Connection tab locks Save. Created on first read, like the product's
 * gateway store that 404s; undefined for any other ERP type. Two readers at once: the unique index
 * keeps one, and both answer it.
 */
export async function ensureGatewaySource(
  ctx: Context,
  store: Pick<StoreRow, 'id' | 'erpTypeId'>,
): Promise<SourceRow | undefined> {
  if ((await erpTypeCode(ctx, store.erpTypeId)) !== gatewaySyncErpCode) return undefined;
  await ctx.db
    .insert(syncSources)
    .values({
      storeId: store.id,
      sourceType: gatewaySyncErpCode,
      syncType: 'GATEWAY',
      integrationName: gatewaySyncIntegrationName,
      isActive: true,
      createdBy: 'system',
    })
    .onConflictDoNothing();
  return sourceOfStore(ctx, store.id);
}

/**
 * GET /sync/source?storeId: the store's sources (one at most); none is a 404 (the console reads
 * it as an empty list), except for a Business Central store, whose gateway source is created then.
 */
export async function listSources(ctx: Context, store: StoreRow): Promise<SyncSource[]> {
  const row = (await sourceOfStore(ctx, store.id)) ?? (await ensureGatewaySource(ctx, store));
  if (!row) throw AppError.notFound(`Store ${store.storeId} has no sync source`);
  return [sourceOut(row, store)];
}

function addressOf(row: SourceRow): Partial<AgentAddress> {
  return { protocol: row.protocol ?? undefined, hostName: row.hostName ?? undefined, port: row.port ?? undefined };
}

/** A saved AGENT source's agent (with its saved key), database id and schema. */
export function savedAgentOf(ctx: Context, row: SourceRow): { client: AgentClient; dbAlias: string; dbSchema: string } {
  if (row.syncType !== 'AGENT' || !row.protocol || !row.hostName || !row.port || !row.dbAlias || !row.dbSchema) {
    throw AppError.conflict('The sync source is not an agent with a database id and schema');
  }
  const address = { protocol: row.protocol, hostName: row.hostName, port: row.port };
  const client = agentClient(ctx.config, address, openAgentKey(ctx, row.agentKey));
  return { client, dbAlias: row.dbAlias, dbSchema: row.dbSchema };
}

/**
 * POST /sync/{storeId}/source: lists the agent's database ids (Test Connection: an answer is
 * "connected"), or with dbAlias that database's schemas. The key is the body's, else the saved
 * source's, but only when the body names the saved source's own address.
 */
export async function probeAgent(ctx: Context, store: StoreRow, probe: SourceProbe): Promise<SourceProbeReply> {
  const address: AgentAddress = { protocol: probe.protocol, hostName: probe.hostName, port: probe.port };
  let key: string | null = probe.agentKey ? probe.agentKey : null;
  if (key === null) {
    const saved = await sourceOfStore(ctx, store.id);
    if (saved && sameAgent(addressOf(saved), address)) key = openAgentKey(ctx, saved.agentKey);
  }
  const client = agentClient(ctx.config, address, key);
  const dbAlias = probe.dbAlias?.trim();
  if (dbAlias) return { schemas: await client.schemas(dbAlias) };
  const databases = await client.databases();
  return { databases: databases.map((database) => ({ id: database.id, type: database.type })) };
}

const trimmed = (value: string | null | undefined) => {
  const text = value?.trim();
  return text ? text : null;
};

/** The columns a save writes, from the body and (for the key) what was saved before. */
async function columnsOf(ctx: Context, store: StoreRow, body: SaveBody, saved: SourceRow | undefined) {
  if (body.syncType === 'GATEWAY') {
    const code = await erpTypeCode(ctx, store.erpTypeId);
    if (code !== gatewaySyncErpCode) {
      throw AppError.badRequest('Gateway sync is available only for Business Central stores', [
        { path: 'syncType', message: 'Choose AGENT for this ERP type' },
      ]);
    }
    if (body.integrationName?.trim() !== gatewaySyncIntegrationName) {
      throw AppError.badRequest(`A gateway source goes through the ${gatewaySyncIntegrationName} integration`, [
        { path: 'integrationName', message: `Expected ${gatewaySyncIntegrationName}` },
      ]);
    }
    // A gateway source needs no agent: its address and key are forgotten.
    return {
      sourceType: body.sourceType.trim(),
      syncType: body.syncType,
      integrationName: gatewaySyncIntegrationName,
      dbType: null,
      protocol: null,
      hostName: null,
      port: null,
      dbAlias: null,
      dbSchema: null,
      isActive: body.isActive,
      agentKey: null,
    };
  }
  if ((await erpTypeCode(ctx, store.erpTypeId)) === gatewaySyncErpCode) {
    throw AppError.badRequest('A Business Central store syncs through the gateway', [
      { path: 'syncType', message: 'Choose GATEWAY for this ERP type' },
    ]);
  }
  const address = {
    protocol: body.protocol ?? undefined,
    hostName: body.hostName ?? undefined,
    port: body.port ?? undefined,
  };
  // Blank (or left out) keeps the saved key, but only for the address it was saved for; null clears.
  let agentKey: string | null;
  if (body.agentKey === null) agentKey = null;
  else if (body.agentKey) agentKey = sealAgentKey(ctx, body.agentKey);
  else agentKey = saved && sameAgent(addressOf(saved), address) ? saved.agentKey : null;
  return {
    sourceType: body.sourceType.trim(),
    syncType: body.syncType,
    integrationName: trimmed(body.integrationName),
    dbType: body.dbType ?? null,
    protocol: body.protocol ?? null,
    hostName: body.hostName ?? null,
    port: body.port ?? null,
    dbAlias: trimmed(body.dbAlias),
    dbSchema: trimmed(body.dbSchema),
    isActive: body.isActive,
    agentKey,
  };
}

/**
 * POST /sync/source: the store's first source (409 when it has one). The store's sync version is
 * not changed here (it has its own PATCH); the reply carries the store's current one.
 */
export async function createSource(
  ctx: Context,
  username: string,
  store: StoreRow,
  body: SaveBody,
): Promise<SyncSource> {
  if (body.id !== undefined) {
    throw AppError.badRequest('A new source has no id: PUT /sync/source/{id} saves an existing one', [
      { path: 'id', message: 'Leave out for a new source' },
    ]);
  }
  const existing = await sourceOfStore(ctx, store.id);
  if (existing) throw AppError.conflict(`Store ${store.storeId} already has a sync source (${existing.id})`);
  const columns = await columnsOf(ctx, store, body, undefined);
  try {
    const [row] = await ctx.db
      .insert(syncSources)
      .values({ storeId: store.id, ...columns, createdBy: username })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return sourceOut(row, store);
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(`Store ${store.storeId} already has a sync source`);
    throw error;
  }
}

/** PUT /sync/source/{id}: the store is the source's (the scope resolved it through the id). */
export async function updateSource(
  ctx: Context,
  username: string,
  store: StoreRow,
  id: number,
  body: SaveBody,
): Promise<SyncSource> {
  if (body.id !== undefined && body.id !== id) {
    throw AppError.badRequest("The body's id differs from the path's", [{ path: 'id', message: `Expected ${id}` }]);
  }
  if (body.storeId !== store.id) {
    throw AppError.badRequest('A source stays with its store', [{ path: 'storeId', message: `Expected ${store.id}` }]);
  }
  const [saved] = await ctx.db.select().from(syncSources).where(eq(syncSources.id, id));
  if (!saved || saved.storeId !== store.id) throw AppError.notFound(`Source ${id} not found`);
  const columns = await columnsOf(ctx, store, body, saved);
  const [row] = await ctx.db
    .update(syncSources)
    .set({ ...columns, modifiedBy: username, modifiedDate: new Date() })
    .where(eq(syncSources.id, id))
    .returning();
  if (!row) throw AppError.notFound(`Source ${id} not found`);
  return sourceOut(row, store);
}
