import type { WebhookSubscription } from '@store-console/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { storeKeyRoot } from '../query-keys.ts';
import type { SyncStoreRef } from '../sync-sources.ts';
import {
  createWebhookSubscription,
  deleteWebhookSubscription,
  listWebhookSubscriptions,
  listWebhookTypes,
} from '../sync-webhooks.ts';

/** Query keys: they start with `sync`, so leaving the area drops them (isSyncAreaKey). */
const syncWebhookRoot = storeKeyRoot('syncWebhooks');
export const syncWebhookKeys = {
  ...syncWebhookRoot,
  list: (storeId: number) => [...syncWebhookRoot.store(storeId), 'list'] as const,
  types: (erpType: string) => [...syncWebhookRoot.all, 'types', erpType] as const,
};

export function useWebhookSubscriptions(store: SyncStoreRef, erpType: string) {
  return useQuery({
    queryKey: syncWebhookKeys.list(store.id),
    queryFn: ({ signal }) => listWebhookSubscriptions(store, erpType, signal),
  });
}

export function useWebhookTypes(erpType: string) {
  return useQuery({
    queryKey: syncWebhookKeys.types(erpType),
    queryFn: ({ signal }) => listWebhookTypes(erpType, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Create adds the returned subscription on 200, delete removes it on 204; then the list is read again. */
export function useCreateWebhook(store: SyncStoreRef, erpType: string) {
  const queryClient = useQueryClient();
  const key = syncWebhookKeys.list(store.id);
  return useMutation({
    mutationFn: (webhookType: string) => createWebhookSubscription(store, erpType, webhookType),
    onSuccess: (created) => {
      queryClient.setQueryData<WebhookSubscription[]>(key, (list) => [
        ...(list ?? []).filter((s) => s.id !== created.id),
        created,
      ]);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export function useDeleteWebhook(store: SyncStoreRef, erpType: string) {
  const queryClient = useQueryClient();
  const key = syncWebhookKeys.list(store.id);
  return useMutation({
    mutationFn: (subscriptionId: string) => deleteWebhookSubscription(store, erpType, subscriptionId),
    onSuccess: (_reply, subscriptionId) => {
      queryClient.setQueryData<WebhookSubscription[]>(key, (list) => list?.filter((s) => s.id !== subscriptionId));
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
