import type {
  CreateEnvironment,
  environmentSchema,
  environmentTestSchema,
  pageSchema,
  registeredClientCredentialSchema,
  storePageSchema,
} from '@store-console/contract';
import { apiJson, apiVoid } from './client.ts';
import type { StoreListParams } from './stores.ts';

/** production (this installation) first, then the peer installations registered here. */
export function listEnvironments(signal?: AbortSignal) {
  return apiJson<ReturnType<typeof pageSchema<typeof environmentSchema>>>('/environments', {
    query: { page: 0, size: 100 },
    signal,
  });
}

/** Stores of another environment, read by the server through that installation's API. */
export function listEnvironmentStores(
  environment: string,
  params: Pick<StoreListParams, 'page' | 'size' | 'sort' | 'fuzzyString'>,
  signal?: AbortSignal,
) {
  return apiJson<typeof storePageSchema>(`/stores/environments/${encodeURIComponent(environment)}`, {
    query: { ...params },
    signal,
  });
}

/** Registers a peer installation with the credential that installation issued (SUPER_ADMIN). */
export function createEnvironment(body: CreateEnvironment) {
  return apiJson<typeof environmentSchema>('/environments', { method: 'POST', json: body });
}

/** Asks the server to call the peer with its credential: it answers, or a 502 says why not. */
export function testEnvironment(id: number) {
  return apiJson<typeof environmentTestSchema>(`/environments/${id}/test`, { method: 'POST' });
}

export function deleteEnvironment(id: number): Promise<void> {
  return apiVoid(`/environments/${id}`, { method: 'DELETE' });
}

/** A credential of this installation for a peer to clone from it; its secret comes once. */
export function createPeerCredential(clientName: string) {
  return apiJson<typeof registeredClientCredentialSchema>('/admin/oauth2/peer-credentials', {
    method: 'POST',
    json: { clientName },
  });
}
