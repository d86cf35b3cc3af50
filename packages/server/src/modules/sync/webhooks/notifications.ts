import { timingSafeEqual } from 'node:crypto';
import { type BusinessCentralNotification, closedStoreStatuses, errorCodes } from '@store-console/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Context } from '../../../platform/context.ts';
import { rowsOf } from '../../../platform/data-plane.ts';
import { AppError } from '../../../platform/errors.ts';
import { type StoreRow, storeRow } from '../../stores/index.ts';
import { sourceTablesOf } from '../engine/map-rows.ts';
import { createRequest, requestMappings } from '../engine/request-service.ts';
import { syncSubscriptions } from './schema.ts';
import { clientStateHash, type SubscriptionRow } from './service.ts';

/**
 * Business Central's notifications (docs/decisions/0072): each one names its subscription and
 * carries the clientState given at subscription; a known subscription's changes become one
 * INCREMENTAL request (requestType WEBHOOK) of that table for the store.
 */

const closed: readonly string[] = closedStoreStatuses;

/** The source tables a change of an entity set touches: an order's lines are read with the order. */
export function tablesOfWebhookType(webhookType: string): string[] {
  return webhookType === 'salesOrders' ? ['salesOrders', 'salesOrderLines'] : [webhookType];
}

/** Compares the state's hash with the kept one in constant time (both are 32-byte SHA-256 digests). */
function sameState(given: string | undefined, keptHash: string): boolean {
  const a = Buffer.from(clientStateHash(given ?? ''), 'hex');
  const b = Buffer.from(keptHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export type WebhookRequestOutcome = { requestId: string; folded: boolean } | null;

/**
 * One request per store at a time: while a WEBHOOK request of the store waits in CREATED (not
 * claimed by its job yet), a new notification folds its tables into it; otherwise a new WEBHOOK
 * request is created, which waits for a running one to finish (the engine's one-running-request
 * rule) and takes later notifications in turn. Tables the store does not map are left out (null:
 * nothing to read).
 */
export async function requestWebhookSync(
  ctx: Context,
  store: StoreRow,
  tables: string[],
  subscriptionId: string,
): Promise<WebhookRequestOutcome> {
  const { mappings } = await requestMappings(ctx, store);
  const mapped = new Set(sourceTablesOf(mappings));
  const wanted = tables.filter((table) => mapped.has(table));
  if (wanted.length === 0) return null;
  // The job claims a request with UPDATE … WHERE stage = 'CREATED' RETURNING, so the row lock
  // orders the two: either the fold lands before the claim (and the run reads it), or it finds
  // nothing to fold.
  const [folded] = rowsOf(
    await ctx.db.execute(sql`
      UPDATE sync_requests r
      SET tables = m.merged,
        table_count = CASE WHEN r.tables = '[]'::jsonb THEN r.table_count ELSE jsonb_array_length(m.merged) END,
        subscription_id = ${subscriptionId}, updated_at = now()
      FROM (
        SELECT id, CASE WHEN tables = '[]'::jsonb THEN tables ELSE (
          SELECT jsonb_agg(DISTINCT t ORDER BY t) FROM jsonb_array_elements_text(tables || ${JSON.stringify(wanted)}::jsonb) t
        ) END AS merged
        FROM sync_requests
        WHERE store_id = ${store.id} AND request_type = 'WEBHOOK' AND stage = 'CREATED'
        ORDER BY created LIMIT 1
      ) m
      WHERE r.id = m.id AND r.stage = 'CREATED'
      RETURNING r.id`),
  );
  if (folded) return { requestId: String(folded.id), folded: true };
  const created = await createRequest(ctx, null, store, {
    requestType: 'WEBHOOK',
    tables: wanted,
    truncate: false,
    subscriptionId,
  });
  return { requestId: created.id, folded: false };
}

export type NotificationResult = { accepted: number; ignored: number; requests: number };

/**
 * A batch of notifications: unknown subscriptions (deleted, renewed, another installation's) are
 * ignored; a known one whose clientState does not match refuses the whole batch (403), before
 * anything is enqueued. A store that cannot run a request (closed, no source, no mapping) is
 * skipped: Business Central only needs the acknowledgement.
 */
export async function receiveNotifications(
  ctx: Context,
  body: BusinessCentralNotification,
): Promise<NotificationResult> {
  const ids = [...new Set(body.value.map((n) => n.subscriptionId))];
  const rows: SubscriptionRow[] =
    ids.length === 0 ? [] : await ctx.db.select().from(syncSubscriptions).where(inArray(syncSubscriptions.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const result: NotificationResult = { accepted: 0, ignored: 0, requests: 0 };
  const perStore = new Map<number, { tables: Set<string>; subscriptionId: string }>();
  for (const notification of body.value) {
    const row = byId.get(notification.subscriptionId);
    if (!row) {
      result.ignored++;
      continue;
    }
    if (!sameState(notification.clientState, row.clientStateHash)) {
      throw new AppError(403, errorCodes.forbidden, 'The notification does not carry its subscription’s clientState');
    }
    result.accepted++;
    const entry = perStore.get(row.storeId) ?? { tables: new Set<string>(), subscriptionId: row.id };
    for (const table of tablesOfWebhookType(row.webhookType)) entry.tables.add(table);
    perStore.set(row.storeId, entry);
  }
  for (const [storeDbId, entry] of perStore) {
    const store = await storeRow(ctx.db, storeDbId);
    if (!store || closed.includes(store.statusType)) continue;
    try {
      const outcome = await requestWebhookSync(ctx, store, [...entry.tables], entry.subscriptionId);
      if (outcome) result.requests++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      console.warn(`webhook notification for store ${store.storeId}: no request (${error.message})`);
    }
  }
  return result;
}
