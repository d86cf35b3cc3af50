import {
  type clientCredentialListQuerySchema,
  type clientCredentialListSchema,
  type RegisterClientCredential,
  type registeredClientCredentialSchema,
  storeHeader,
} from '@store-console/contract';
import type { z } from 'zod';
import { apiJson, apiVoid } from './client.ts';

/** The store a client-credential call is about: its database id and its storeId (the x-xm-store header). */
export interface CredentialStore {
  id: number;
  storeId: string;
}

/** Page and size; the store goes in as `store-id` from the CredentialStore. */
export type CredentialListParams = Omit<z.output<typeof clientCredentialListQuerySchema>, 'store-id'>;

export function listClientCredentials(store: CredentialStore, params: CredentialListParams, signal?: AbortSignal) {
  return apiJson<typeof clientCredentialListSchema>('/admin/oauth2/client-credentials', {
    query: { 'store-id': store.id, ...params },
    headers: { [storeHeader]: store.storeId },
    signal,
  });
}

/** 201 with the client id and the secret, which is shown this once only. */
export function registerClientCredential(store: CredentialStore, clientName: string) {
  const body: RegisterClientCredential = { clientName, storeId: store.id };
  return apiJson<typeof registeredClientCredentialSchema>('/admin/oauth2/client-credentials', {
    method: 'POST',
    json: body,
    headers: { [storeHeader]: store.storeId },
  });
}

/** Super administrators only (403 otherwise). */
export function deleteClientCredential(id: number) {
  return apiVoid(`/admin/oauth2/client-credentials/${id}`, { method: 'DELETE' });
}
