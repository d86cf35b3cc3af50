import type { CreateVersion, UpdateVersion, versionPageSchema, versionSchema } from '@store-console/contract';
import type { z } from 'zod';
import { apiJson, apiVoid } from './client.ts';
import type { ListParams } from './list-params.ts';

/** Every version matching the search, newest release first. */
export function searchVersions(search: string | undefined, signal?: AbortSignal) {
  return apiJson<z.ZodArray<typeof versionSchema>>('/versions', { query: { search }, signal });
}

/** The version history, a page at a time (size 20), searched by the server. */
export function listVersionHistory(params: ListParams, signal?: AbortSignal) {
  return apiJson<typeof versionPageSchema>('/versions/history', { query: { ...params }, signal });
}

export function createVersion(body: CreateVersion) {
  return apiJson<typeof versionSchema>('/versions', { method: 'POST', json: body });
}

export function updateVersion(body: UpdateVersion) {
  return apiJson<typeof versionSchema>('/versions', { method: 'PUT', json: body });
}

export function deleteVersion(id: number): Promise<void> {
  return apiVoid(`/versions/${id}`, { method: 'DELETE' });
}
