import type { ClientCredential } from '@store-console/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fromPagination } from '../../ui/list-screen/list-page.ts';
import {
  type CredentialListParams,
  type CredentialStore,
  deleteClientCredential,
  listClientCredentials,
  registerClientCredential,
} from '../client-credentials.ts';
import { storeScopedKeys } from '../query-keys.ts';

export const clientCredentialKeys = storeScopedKeys<CredentialListParams>('clientCredentials');

export function useClientCredentialList(store: CredentialStore, params: CredentialListParams) {
  return useQuery({
    queryKey: clientCredentialKeys.list(store.id, params),
    queryFn: ({ signal }) => listClientCredentials(store, params, signal),
    placeholderData: keepPreviousData,
    // The reply names its rows clientCredentials and carries the figures in pagination.
    select: (reply) => fromPagination(reply.clientCredentials, reply.pagination, params.size),
  });
}

export function useRegisterClientCredential(store: CredentialStore) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientName: string) => registerClientCredential(store, clientName),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: clientCredentialKeys.lists(store.id) }),
  });
}

export function useDeleteClientCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credential: ClientCredential) => deleteClientCredential(credential.id),
    onSuccess: (_data, credential) =>
      void queryClient.invalidateQueries({ queryKey: clientCredentialKeys.lists(credential.storeId) }),
  });
}
