import {
  type SaveSyncSettings,
  type sourcePreviewReplySchema,
  storeHeader,
  syncApiPrefix,
  type syncSettingsSchema,
  type syncTablesReplySchema,
} from '@store-console/contract';
import { apiJson } from './client.ts';
import type { SyncStoreRef } from './sync-sources.ts';

/**
 * The sync settings screen (GET/PUT /sync/{id}/settings) and Sage Data (the source's tables, their
 * columns and a preview of their rows through the agent). Every call carries the store's storeId in
 * the x-xm-store header; paths name the store's database id.
 */

/** The limits Sage Data's preview offers (the agent answers at most 100 rows). */
export const previewLimits = [20, 50, 100] as const;
export type PreviewLimit = (typeof previewLimits)[number];

const headers = (store: SyncStoreRef) => ({ [storeHeader]: store.storeId });
const segment = encodeURIComponent;

export function getSyncSettings(store: SyncStoreRef, signal?: AbortSignal) {
  return apiJson<typeof syncSettingsSchema>(`${syncApiPrefix}/${store.id}/settings`, {
    headers: headers(store),
    signal,
  });
}

/** Saves the sections sent (each form sends its own); the reply is the whole, passwords as flags. */
export function saveSyncSettings(store: SyncStoreRef, body: SaveSyncSettings) {
  return apiJson<typeof syncSettingsSchema>(`${syncApiPrefix}/${store.id}/settings`, {
    method: 'PUT',
    json: body,
    headers: headers(store),
  });
}

/** The source's tables, by name (through the agent). */
export function listSourceTables(store: SyncStoreRef, signal?: AbortSignal) {
  return apiJson<typeof syncTablesReplySchema>(`${syncApiPrefix}/${store.id}/source`, {
    query: { mappedOnly: 'false' },
    headers: headers(store),
    signal,
  });
}

/** One source table with its columns and primary key. */
export function getSourceTable(store: SyncStoreRef, table: string, signal?: AbortSignal) {
  return apiJson<typeof syncTablesReplySchema>(`${syncApiPrefix}/${store.id}/source/${segment(table)}`, {
    headers: headers(store),
    signal,
  });
}

/** The first rows of a source table (no filter) and how many it holds. */
export function previewSourceTable(store: SyncStoreRef, table: string, limit: PreviewLimit, signal?: AbortSignal) {
  return apiJson<typeof sourcePreviewReplySchema>(`${syncApiPrefix}/${store.id}/source/${segment(table)}/preview`, {
    method: 'POST',
    json: { filter: null, limit },
    headers: headers(store),
    signal,
  });
}
