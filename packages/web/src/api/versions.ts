import { type CreateVersion, type UpdateVersion, versionSchema } from '@store-console/contract';
import { z } from 'zod';
import { apiJson, apiVoid } from './client.ts';

const versionListSchema = z.array(versionSchema);

/** Every version matching the search, newest release first. */
export function searchVersions(search: string | undefined, signal?: AbortSignal) {
  return apiJson('/versions', versionListSchema, { query: { search }, signal });
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
