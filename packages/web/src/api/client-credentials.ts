import { clientCredentialListSchema, registeredClientCredentialSchema, storeHeader } from '@store-console/contract';
import { apiJson, apiVoid } from './client.ts';

/** The store a client-credential call is about: its database id and its storeId (the x-xm-store header). */
export interface CredentialStore {
  id: number;
  storeId: string;
}

export interface CredentialListParams {
  page: number;
  size: number;
}

export function listClientCredentials(store: CredentialStore, params: CredentialListParams, signal?: AbortSignal) {
  return apiJson('/admin/oauth2/client-credentials', clientCredentialListSchema, {
    query: { 'store-id': store.id, ...params },
    headers: { [storeHeader]: store.storeId },
    signal,
  });
}

/** 201 with the client id and the secret, which is shown this once only. */
export function registerClientCredential(store: CredentialStore, clientName: string) {
  return apiJson('/admin/oauth2/client-credentials', registeredClientCredentialSchema, {
    method: 'POST',
    json: { clientName, storeId: store.id },
    headers: { [storeHeader]: store.storeId },
  });
}

/** Super administrators only (403 otherwise). */
export function deleteClientCredential(id: number) {
  return apiVoid(`/admin/oauth2/client-credentials/${id}`, { method: 'DELETE' });
}
