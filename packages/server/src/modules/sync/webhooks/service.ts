import { createHash, randomBytes } from 'node:crypto';
import {
  closedStoreStatuses,
  errorCodes,
  gatewaySyncErpCode,
  type WebhookSubscription,
  webhookRenewWithinMs,
  webhookTypesFor,
} from '@store-console/contract';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { SignedIn } from '../../../platform/auth-guard.ts';
import type { Context } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { isUniqueViolation } from '../../../platform/lists.ts';
import { erpTypeCode } from '../../erp-types/index.ts';
import { type StoreRow, storeRow } from '../../stores/index.ts';
import {
  businessCentralCompany,
  createBusinessCentralSubscription,
  deleteBusinessCentralSubscription,
} from './business-central-calls.ts';
import { syncSubscriptions } from './schema.ts';

/**
 * Webhook subscriptions of a Business Central store (docs/decisions/0072): created
 * and deleted at Business Central through the store's gateway integration, kept in
 * sync_subscriptions for notification routing and renewal.
 */

const closed: readonly string[] = closedStoreStatuses;

export type SubscriptionRow = typeof syncSubscriptions.$inferSelect;

/** Where Business Central posts notifications (and its validation request), under the sync prefix. */
export const notificationPath = '/api/v1/sync/subscriptions/notifications';

export function notificationUrl(ctx: Context): string {
  return `${ctx.config.webhookPublicUrl ?? ctx.config.publicUrl}${notificationPath}`;
}

/** The clientState is a per-subscription secret, kept as its SHA-256 like any other verifier. */
export function clientStateHash(state: string): string {
  return createHash('sha256').update(state, 'utf8').digest('hex');
}

const subscriptionOut = (row: SubscriptionRow): WebhookSubscription => ({
  id: row.id,
  webhookType: row.webhookType,
  expirationDateTime: row.expirationDateTime.toISOString(),
});

/** GET subscriptions/webhook-types?erpType. */
export function webhookTypes(erpType: string): string[] {
  return [...webhookTypesFor(erpType)];
}

/**
 * The query's erpType must be the store's own, and the store a Business Central one: a 400 with
 * a code the console shows ('4000-validation', '4002-not-business-central').
 */
async function assertBusinessCentral(ctx: Context, store: StoreRow, erpType: string): Promise<void> {
  const code = await erpTypeCode(ctx, store.erpTypeId);
  if (code !== erpType) {
    throw AppError.badRequest(`The store's ERP type is ${code ?? 'unknown'}, not ${erpType}`, [
      { path: 'erpType', message: `Expected ${code ?? 'the store’s ERP type'}` },
    ]);
  }
  if (code !== gatewaySyncErpCode) {
    throw new AppError(
      400,
      errorCodes.notBusinessCentral,
      `Webhooks are available only for Business Central stores (store ${store.storeId} is ${code})`,
    );
  }
}

/** GET subscriptions?erpType&storeId: the store's subscriptions, by type. */
export async function listSubscriptions(
  ctx: Context,
  store: StoreRow,
  query: { erpType: string },
): Promise<WebhookSubscription[]> {
  await assertBusinessCentral(ctx, store, query.erpType);
  const rows = await ctx.db
    .select()
    .from(syncSubscriptions)
    .where(eq(syncSubscriptions.storeId, store.id))
    .orderBy(asc(syncSubscriptions.webhookType));
  return rows.map(subscriptionOut);
}

/**
 * Subscribes at Business Central (which runs the validation handshake against this server before
 * it answers) and records the subscription with its fresh clientState's hash.
 */
async function subscribe(
  ctx: Context,
  store: StoreRow,
  webhookType: string,
): Promise<{ subscriptionId: string; expirationDateTime: Date; resource: string; clientStateHash: string }> {
  const companyId = await businessCentralCompany(ctx, store);
  const resource = `/api/v2.0/companies(${companyId})/${webhookType}`;
  const clientState = randomBytes(32).toString('base64url');
  const created = await createBusinessCentralSubscription(ctx, store, {
    notificationUrl: notificationUrl(ctx),
    resource,
    clientState,
  });
  return { ...created, resource, clientStateHash: clientStateHash(clientState) };
}

/** POST subscriptions?erpType&storeId&webhookType: 200 with the subscription; 409 when the type has one. */
export async function createSubscription(
  ctx: Context,
  caller: SignedIn,
  store: StoreRow,
  query: { erpType: string; webhookType: string },
): Promise<WebhookSubscription> {
  await assertBusinessCentral(ctx, store, query.erpType);
  const taken = async () => {
    const [row] = await ctx.db
      .select({ id: syncSubscriptions.id })
      .from(syncSubscriptions)
      .where(and(eq(syncSubscriptions.storeId, store.id), eq(syncSubscriptions.webhookType, query.webhookType)));
    return row !== undefined;
  };
  const conflict = () => AppError.conflict(`The store has a ${query.webhookType} subscription already`);
  if (await taken()) throw conflict();
  const made = await subscribe(ctx, store, query.webhookType);
  try {
    const [row] = await ctx.db
      .insert(syncSubscriptions)
      .values({
        id: made.subscriptionId,
        storeId: store.id,
        webhookType: query.webhookType,
        resource: made.resource,
        clientStateHash: made.clientStateHash,
        expirationDateTime: made.expirationDateTime,
        createdBy: caller.username,
      })
      .returning();
    if (!row) throw new Error('the subscription was not recorded');
    return subscriptionOut(row);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another create of the same type won meanwhile: this one is not kept at Business Central either.
    await deleteBusinessCentralSubscription(ctx, store, made.subscriptionId).catch(() => false);
    throw conflict();
  }
}

/** DELETE subscriptions?erpType&storeId&subscriptionId: 204; one Business Central no longer has is removed too. */
export async function deleteSubscription(
  ctx: Context,
  store: StoreRow,
  query: { erpType: string; subscriptionId: string },
): Promise<void> {
  await assertBusinessCentral(ctx, store, query.erpType);
  const mine = and(eq(syncSubscriptions.storeId, store.id), eq(syncSubscriptions.id, query.subscriptionId));
  const [row] = await ctx.db.select({ id: syncSubscriptions.id }).from(syncSubscriptions).where(mine);
  if (!row) throw AppError.notFound(`Subscription ${query.subscriptionId} not found`);
  await deleteBusinessCentralSubscription(ctx, store, row.id);
  await ctx.db.delete(syncSubscriptions).where(mine);
}

export type RenewalResult = { renewed: number; failed: number };

/**
 * The renewal job's step: every subscription with a day or less left (`webhookRenewWithinMs`) is
 * replaced make-before-break: a new subscription of the same type (handshake, three more days,
 * a new clientState), then the old one deleted. The spec's gateway methods have no PATCH, which
 * Business Central's own renewal needs. A failure is kept on the row and retried at the next run.
 */
export async function renewSubscriptions(ctx: Context, now = new Date()): Promise<RenewalResult> {
  const due = await ctx.db
    .select()
    .from(syncSubscriptions)
    .where(lte(syncSubscriptions.expirationDateTime, new Date(now.getTime() + webhookRenewWithinMs)))
    .orderBy(asc(syncSubscriptions.expirationDateTime))
    .limit(500);
  const result: RenewalResult = { renewed: 0, failed: 0 };
  for (const old of due) {
    try {
      const store = await storeRow(ctx.db, old.storeId);
      // A closed store's subscriptions lapse (Business Central drops them after three days).
      if (!store || closed.includes(store.statusType)) continue;
      const made = await subscribe(ctx, store, old.webhookType);
      await ctx.db.transaction(async (tx) => {
        await tx.delete(syncSubscriptions).where(eq(syncSubscriptions.id, old.id));
        await tx.insert(syncSubscriptions).values({
          id: made.subscriptionId,
          storeId: old.storeId,
          webhookType: old.webhookType,
          resource: made.resource,
          clientStateHash: made.clientStateHash,
          expirationDateTime: made.expirationDateTime,
          renewedAt: now,
          createdBy: old.createdBy,
          created: old.created,
        });
      });
      // Gone at Business Central already (expired) is as good as deleted.
      await deleteBusinessCentralSubscription(ctx, store, old.id).catch((error: unknown) => {
        console.warn(`webhook renewal: the old subscription ${old.id} was not deleted: ${(error as Error).message}`);
      });
      result.renewed++;
    } catch (error) {
      result.failed++;
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      await ctx.db.update(syncSubscriptions).set({ renewError: message }).where(eq(syncSubscriptions.id, old.id));
    }
  }
  return result;
}
