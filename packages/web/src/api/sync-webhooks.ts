import {
  storeHeader,
  syncApiPrefix,
  type webhookSubscriptionListSchema,
  type webhookSubscriptionSchema,
  type webhookTypesReplySchema,
} from '@store-console/contract';
import { apiJson, apiVoid, type RequestOptions } from './client.ts';
import type { SyncStoreRef } from './sync-sources.ts';

/**
 * The Webhooks tab's calls: the store and its ERP type in the query, the
 * x-xm-store header on each store call.
 */

const path = `${syncApiPrefix}/subscriptions`;
const withStore = (store: SyncStoreRef, options: RequestOptions = {}): RequestOptions => ({
  ...options,
  headers: { ...options.headers, [storeHeader]: store.storeId },
});

/** GET /subscriptions?erpType&storeId. */
export function listWebhookSubscriptions(store: SyncStoreRef, erpType: string, signal?: AbortSignal) {
  return apiJson<typeof webhookSubscriptionListSchema>(
    path,
    withStore(store, { query: { erpType, storeId: store.id }, signal }),
  );
}

/** GET /subscriptions/webhook-types?erpType. */
export function listWebhookTypes(erpType: string, signal?: AbortSignal) {
  return apiJson<typeof webhookTypesReplySchema>(`${path}/webhook-types`, { query: { erpType }, signal });
}

/** POST /subscriptions?erpType&storeId&webhookType: 200 with the subscription. */
export function createWebhookSubscription(store: SyncStoreRef, erpType: string, webhookType: string) {
  return apiJson<typeof webhookSubscriptionSchema>(
    path,
    withStore(store, { method: 'POST', query: { erpType, storeId: store.id, webhookType } }),
  );
}

/** DELETE /subscriptions?erpType&storeId&subscriptionId: 204. */
export function deleteWebhookSubscription(store: SyncStoreRef, erpType: string, subscriptionId: string) {
  return apiVoid(path, withStore(store, { method: 'DELETE', query: { erpType, storeId: store.id, subscriptionId } }));
}
