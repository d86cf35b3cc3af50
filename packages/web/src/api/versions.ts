import { type CreateVersion, type UpdateVersion, versionPageSchema, versionSchema } from '@store-console/contract';
import { z } from 'zod';
import { apiJson, apiVoid } from './client.ts';
import type { ListParams } from './list-params.ts';

const versionListSchema = z.array(versionSchema);

/** Every version matching the search, newest release first. */
export function searchVersions(search: string | undefined, signal?: AbortSignal) {
  return apiJson('/versions', versionListSchema, { query: { search }, signal });
}

/** Spec 7: the version history, a page at a time (size 20), searched by the server. */
export function listVersionHistory(params: ListParams, signal?: AbortSignal) {
  return apiJson('/versions/history', versionPageSchema, { query: { ...params }, signal });
}

export function createVersion(body: CreateVersion) {
  return apiJson('/versions', versionSchema, { method: 'POST', json: body });
}

export function updateVersion(body: UpdateVersion) {
  return apiJson('/versions', versionSchema, { method: 'PUT', json: body });
}

export function deleteVersion(id: number): Promise<void> {
  return apiVoid(`/versions/${id}`, { method: 'DELETE' });
}
