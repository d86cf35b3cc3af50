import { z } from 'zod';
import { idParamSchema } from './ids.ts';
import { syncErpCodes } from './sync.ts';
import { gatewaySyncErpCode } from './sync-tabs.ts';

/**
 * Webhook subscriptions (docs/decisions/0072): Business Central pushes a notification when an
 * entity changes; each one enqueues an incremental sync of that table. Subscriptions are created at Business Central through the store's
 * BusinessCentral gateway integration and renewed before they expire. Calls are under
 * `/api/v1/sync/subscriptions`: GET ?erpType&storeId (array), GET webhook-types?erpType,
 * POST ?erpType&storeId&webhookType (200, the subscription), DELETE ?erpType&storeId&subscriptionId (204).
 */

export const webhookSubscriptionSchema = z.object({
  /** Business Central's subscriptionId. */
  id: z.string(),
  webhookType: z.string(),
  /** ISO time Business Central lets it expire (renewed before then). */
  expirationDateTime: z.string(),
});
export type WebhookSubscription = z.infer<typeof webhookSubscriptionSchema>;
export const webhookSubscriptionListSchema = z.array(webhookSubscriptionSchema);

/**
 * The entities a store can subscribe to: the Business Central tables the sync reads that Business
 * Central notifies about. salesOrderLines has no subscription of its own: a line's change notifies
 * its salesOrders header, and the engine reads the order's lines with it.
 */
export const businessCentralWebhookTypes = ['items', 'customers', 'itemCategories', 'salesOrders'] as const;
/** GET subscriptions/webhook-types?erpType: Business Central's types, none for other ERP types. */
export function webhookTypesFor(erpType: string): readonly string[] {
  return erpType === gatewaySyncErpCode ? businessCentralWebhookTypes : [];
}
export const webhookTypesReplySchema = z.array(z.string());

const erpTypeQuery = z.enum(syncErpCodes, { error: 'Unknown ERP type' });
export const webhookTypesQuerySchema = z.strictObject({ erpType: erpTypeQuery });
/**
 * The store's own ERP type must be given (a mismatch is a 400); a store that is not Business
 * Central lists none and cannot create one.
 */
export const webhookListQuerySchema = z.strictObject({ erpType: erpTypeQuery, storeId: idParamSchema });
export const webhookCreateQuerySchema = webhookListQuerySchema.extend({
  webhookType: z.enum(businessCentralWebhookTypes, { error: 'Unknown webhook type' }),
});
export const webhookDeleteQuerySchema = webhookListQuerySchema.extend({
  subscriptionId: z
    .string()
    .min(1, 'Field is required')
    .max(200)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'Expected a subscription id'),
});

/** Business Central lets a subscription live three days; the engine renews one with less than a day left. */
export const webhookLifetimeMs = 3 * 24 * 3_600_000;
export const webhookRenewWithinMs = 24 * 3_600_000;
export function webhookNeedsRenewal(subscription: Pick<WebhookSubscription, 'expirationDateTime'>, now: Date): boolean {
  const expires = Date.parse(subscription.expirationDateTime);
  return Number.isNaN(expires) || expires - now.getTime() <= webhookRenewWithinMs;
}

/**
 * What Business Central posts to the notification address: several notifications at once; the
 * handshake is the same address called with `?validationToken=…`, answered 200 with the token as
 * text/plain. `collection` means more than 1,000 changes: the resource then carries a filter.
 */
export const businessCentralNotificationSchema = z.object({
  value: z
    .array(
      z.object({
        subscriptionId: z.string().max(200),
        clientState: z.string().max(2048).optional(),
        expirationDateTime: z.string().max(64),
        resource: z.string().max(2048),
        changeType: z.enum(['created', 'updated', 'deleted', 'collection']),
        lastModifiedDateTime: z.string().max(64),
      }),
    )
    .max(10_000),
});
export type BusinessCentralNotification = z.infer<typeof businessCentralNotificationSchema>;

export const webhookTexts = {
  columns: ['Webhook ID', 'Webhook Type', 'Expiry Date', 'Action'],
  create: 'Create',
  delete: 'Delete',
  loading: 'Loading...',
  onlyBusinessCentral: 'Webhooks are available only for Business Central stores',
} as const;
