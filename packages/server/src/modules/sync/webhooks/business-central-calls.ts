import { randomUUID } from 'node:crypto';
import { errorCodes } from '@store-console/contract';
import { z } from 'zod';
import type { Context } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import {
  businessCentralIntegration,
  type CallerRequest,
  executeOperation,
  gatewayDeps,
  gatewayRuntime,
  type ResolvedOperation,
} from '../../gateway/index.ts';

/**
 * Business Central's subscriptions resource, called through the store's BusinessCentral gateway
 * integration (its OAuth2 token, its settings, one exchange logged per call) with the catalogue's
 * operations createSubscription and deleteSubscription.
 */

type StoreOf = ResolvedOperation['store'];

/** What Business Central answers for a subscription (only the fields used here). */
const subscriptionReply = z.object({
  subscriptionId: z.string().min(1).max(200),
  expirationDateTime: z.string().max(64),
});
const errorReply = z.object({ error: z.object({ message: z.string().max(2000) }) });

type Reply = { status: number; body: string };

function callerOf(operation: string, body: unknown, parameters: [string, string][]): CallerRequest {
  return {
    method: 'POST',
    url: `(webhooks: ${operation})`,
    headers: {},
    contentType: body === undefined ? null : 'application/json',
    body: body === undefined ? '' : JSON.stringify(body),
    parameters,
    correlationId: randomUUID(),
    requestedOn: new Date(),
    started: performance.now(),
  };
}

async function call(
  ctx: Context,
  store: StoreOf,
  operation: string,
  input: { body?: unknown; parameters?: [string, string][] },
): Promise<Reply> {
  const outcome = await executeOperation(
    ctx,
    gatewayRuntime(ctx, gatewayDeps),
    store,
    { integration: businessCentralIntegration, operation },
    callerOf(operation, input.body, input.parameters ?? []),
  );
  if (!outcome.ok) throw outcome.error;
  return { status: outcome.status, body: outcome.body };
}

function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** Business Central's refusal as a 502 carrying its message (e.g. the handshake that failed). */
function refused(what: string, reply: Reply): AppError {
  const said = errorReply.safeParse(parsed(reply.body));
  const reason = said.success ? said.data.error.message : `status ${reply.status}`;
  return new AppError(502, errorCodes.upstreamError, `Business Central refused to ${what}: ${reason}`);
}

/** The company the store's BusinessCentral integration works on (its `companyId` setting). */
export async function businessCentralCompany(ctx: Context, store: StoreOf): Promise<string> {
  const resolved = await gatewayDeps.resolveOperation(ctx, store, businessCentralIntegration, 'createSubscription');
  const companyId = gatewayDeps.placeholderValues(resolved).companyId ?? '';
  if (!/^[A-Za-z0-9-]{1,64}$/.test(companyId)) {
    throw AppError.badRequest(`The ${businessCentralIntegration} integration has no valid companyId setting`);
  }
  return companyId;
}

export type CreatedSubscription = { subscriptionId: string; expirationDateTime: Date };

function subscriptionOf(reply: Reply): CreatedSubscription {
  const read = subscriptionReply.safeParse(parsed(reply.body));
  const expires = read.success ? new Date(read.data.expirationDateTime) : null;
  if (!read.success || !expires || Number.isNaN(expires.getTime())) {
    throw new AppError(502, errorCodes.upstreamError, 'Business Central answered without a subscription');
  }
  return { subscriptionId: read.data.subscriptionId, expirationDateTime: expires };
}

/** POST subscriptions: Business Central runs the validation handshake against notificationUrl first. */
export async function createBusinessCentralSubscription(
  ctx: Context,
  store: StoreOf,
  input: { notificationUrl: string; resource: string; clientState: string },
): Promise<CreatedSubscription> {
  const reply = await call(ctx, store, 'createSubscription', { body: input });
  if (reply.status < 200 || reply.status >= 300) throw refused('create the subscription', reply);
  return subscriptionOf(reply);
}

/** DELETE subscriptions('{id}'): true when deleted, false when Business Central no longer has it. */
export async function deleteBusinessCentralSubscription(
  ctx: Context,
  store: StoreOf,
  subscriptionId: string,
): Promise<boolean> {
  const reply = await call(ctx, store, 'deleteSubscription', { parameters: [['subscriptionId', subscriptionId]] });
  if (reply.status === 404) return false;
  if (reply.status < 200 || reply.status >= 300) throw refused('delete the subscription', reply);
  return true;
}
