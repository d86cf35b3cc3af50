import { errorCodes, type OperationRef } from '@store-console/contract';
import type { Context } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { type ExchangeRecord, exchangeLogOn, writeExchange } from '../exchanges/exchange-log.ts';
import { gatewayCertificate } from '../integrations/certificate.ts';
import type { StoredSecrets } from '../schema.ts';
import type { ResolvedOperation, RunTransforms, TransformLogger, TransformRun } from '../types.ts';
import type { Authorizer, RunTokenOperation } from './auth.ts';
import { finishCall, mediaType, prepareTarget } from './request-builder.ts';
import { unwrapSoap } from './soap.ts';
import { callUpstream, type UpstreamAgents, type UpstreamLimits } from './upstream-client.ts';

type StoreOf = ResolvedOperation['store'];

/** What execution needs from the integrations service and the transforms (the seams of types.ts). */
export type GatewayDeps = {
  resolveOperation(ctx: Context, store: StoreOf, integration: string, operation: string): Promise<ResolvedOperation>;
  resolveOperationRef(ctx: Context, store: StoreOf, ref: OperationRef): Promise<ResolvedOperation>;
  /** The settings `{placeholders}` take: catalogue < store gateway < integration < override. */
  placeholderValues(resolved: ResolvedOperation): Record<string, string>;
  runTransforms: RunTransforms;
  readTokenCache(ctx: Context, integrationId: number): Promise<{ token: string; expiresAt: Date } | null>;
  saveTokenCache(ctx: Context, integrationId: number, token: string, expiresAt: Date): Promise<void>;
  clearTokenCache(ctx: Context, integrationId: number): Promise<void>;
};

export type GatewayRuntime = {
  deps: GatewayDeps;
  agents: UpstreamAgents;
  authorizer: Authorizer;
  limits: UpstreamLimits;
};

/** The caller's request as received (the exchange log's "request" view) and where it came from. */
export type CallerRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  contentType: string | null;
  body: string;
  /** The query string's parameters, in order. */
  parameters: [string, string][];
  correlationId: string;
  requestedOn: Date;
  /** performance.now() when the request arrived. */
  started: number;
  /** The request's log: the transforms' messages go there as field values. */
  log?: TransformLogger;
};

export type ExecutionReply = { status: number; contentType: string | null; body: string };

export type ExecutionOutcome = { exchangeId: number | null; correlationId: string; durationMs: number } & (
  | ({ ok: true } & ExecutionReply)
  | { ok: false; error: AppError }
);

type Trace = {
  sent: ExchangeRecord['sent'];
  received: ExchangeRecord['received'];
  upstreamMs: number | null;
  secrets: string[];
};

function disabled(message: string): AppError {
  return new AppError(409, errorCodes.gatewayDisabled, message);
}

/** Which step failed and why: steps are numbered from 1 (`index`), as the transforms report them. */
function failedStep(run: Extract<TransformRun, { ok: false }>, side: 'Request' | 'Response'): string {
  const step = run.steps.find((s) => s.index === run.failedStep);
  const name = step ? `${step.type}${step.description ? ` "${step.description}"` : ''}` : 'step';
  return `${side} transform ${run.failedStep} (${name}) failed: ${step?.error ?? run.error}`;
}

function secretsOf(resolved: ResolvedOperation, extra: Record<string, string>): string[] {
  // The integrations service adds the secret settings (clientSecret…) to the stored secrets.
  const secrets: StoredSecrets & { settings?: Record<string, string> } = resolved.integration.secrets;
  const { password, accessToken, refreshToken, clientKey, settings } = secrets;
  return [
    password,
    accessToken,
    refreshToken,
    clientKey,
    ...Object.values(settings ?? {}),
    ...Object.values(extra),
  ].filter((value): value is string => typeof value === 'string' && value.length >= 6);
}

/** The pooled Agent for the integration: its client certificate (else the installation's) and trust store on https. */
async function agentOf(ctx: Context, rt: GatewayRuntime, resolved: ResolvedOperation, url: URL) {
  const { connection, secrets } = resolved.integration;
  if (url.protocol !== 'https:')
    return rt.agents.agentFor(resolved.integration.id, { cert: null, key: null, ca: null });
  const own = connection.clientCertificate && secrets.clientKey;
  const fallback = own ? null : await gatewayCertificate(ctx);
  return rt.agents.agentFor(resolved.integration.id, {
    cert: own ? connection.clientCertificate : (fallback?.cert ?? null),
    key: own ? (secrets.clientKey ?? null) : (fallback?.key ?? null),
    ca: connection.trustCertificate,
  });
}

/**
 * One operation: refusals, placeholders, request transforms, the upstream call (auth, one retry
 * on 401 for OAUTH2), SOAP unwrapping, response transforms. What happened is left in `trace`.
 */
async function perform(
  ctx: Context,
  rt: GatewayRuntime,
  resolved: ResolvedOperation,
  caller: CallerRequest,
  trace: Trace,
  options: { auth: RunTokenOperation | null; settings: Record<string, string> },
): Promise<ExecutionReply> {
  const { integration, operation, gateway, store } = resolved;
  if (!gateway.enabled) throw disabled(`The gateway of store ${store.storeId} is disabled`);
  if (!integration.enabled) throw disabled(`Integration "${integration.name}" is disabled`);
  if (!operation.enabled)
    throw disabled(`Operation "${operation.name}" of integration "${integration.name}" is disabled`);
  const definition = operation.definition;
  const settings = { ...rt.deps.placeholderValues(resolved), ...options.settings };
  const target = prepareTarget(integration.connection.uri, definition, settings, caller.parameters);
  // The store's own share of the transform workers: its loops wait on each other, not on everyone.
  const transformOptions = { share: `store:${store.id}`, log: caller.log };

  let payload = {
    body: caller.body,
    contentType: mediaType(caller.contentType) || definition.request.inputContentType,
  };
  if (definition.request.transforms.length > 0) {
    const run = await rt.deps.runTransforms(definition.request.transforms, payload, transformOptions);
    if (!run.ok) throw new AppError(422, errorCodes.transformFailed, failedStep(run, 'Request'));
    payload = run.output;
  }
  const call = finishCall(target, definition, payload);
  trace.sent = {
    method: call.method,
    url: `${call.url.origin}${call.url.pathname}`,
    parameters: target.parameters,
    body: call.body ?? '',
  };
  const agent = await agentOf(ctx, rt, resolved, call.url);

  const send = async (renew: boolean) => {
    if (options.auth) {
      const authorization = await rt.authorizer.authorize(resolved, options.auth, renew);
      trace.secrets.push(...authorization.secrets);
      if (authorization.header) call.headers.authorization = authorization.header;
    }
    const reply = await callUpstream(agent, call, rt.limits);
    trace.upstreamMs = (trace.upstreamMs ?? 0) + reply.durationMs;
    trace.received = { status: reply.status, headers: reply.headers, body: reply.body };
    return reply;
  };
  let reply = await send(false);
  if (reply.status === 401 && options.auth && integration.connection.authType === 'BEARER') {
    await rt.authorizer.forget(integration.id);
    reply = await send(true);
  }

  const soap = definition.interfaceType === 'SOAP';
  let result: ExecutionReply = {
    status: reply.status,
    contentType: soap ? 'text/xml' : reply.contentType,
    body: soap ? unwrapSoap(reply.body) : reply.body,
  };
  // The upstream's refusals and failures are its answer, passed back as they are; transforms shape success.
  if (reply.status >= 200 && reply.status < 300 && definition.response.transforms.length > 0) {
    const declared = definition.response.inputContentType;
    const input = {
      body: result.body,
      contentType: declared === '*/*' ? mediaType(result.contentType) || declared : declared,
    };
    const run = await rt.deps.runTransforms(definition.response.transforms, input, transformOptions);
    if (!run.ok) throw new AppError(502, errorCodes.responseTransformFailed, failedStep(run, 'Response'));
    const type = run.output.contentType === '*/*' ? result.contentType : run.output.contentType;
    result = { status: reply.status, contentType: type, body: run.output.body };
  }
  return result;
}

/** Runs a resolved operation and queues its exchange (also when it fails): written with the next batch. */
export async function runAndLog(
  ctx: Context,
  rt: GatewayRuntime,
  resolved: ResolvedOperation,
  caller: CallerRequest,
  options: { auth: RunTokenOperation | null; settings?: Record<string, string> },
): Promise<ExecutionOutcome> {
  const settings = options.settings ?? {};
  const trace: Trace = { sent: null, received: null, upstreamMs: null, secrets: secretsOf(resolved, settings) };
  let result: { reply: ExecutionReply; error: null } | { reply: null; error: AppError };
  try {
    result = { reply: await perform(ctx, rt, resolved, caller, trace, { auth: options.auth, settings }), error: null };
  } catch (caught) {
    if (!(caught instanceof AppError)) throw caught;
    result = { reply: null, error: caught };
  }
  const { reply, error } = result;
  const durationMs = Math.round(performance.now() - caller.started);
  const record: ExchangeRecord = {
    storeId: resolved.store.id,
    integrationName: resolved.integration.name,
    operationName: resolved.operation.name,
    correlationId: caller.correlationId,
    requestedOn: caller.requestedOn,
    statusCode: reply?.status ?? error?.status ?? null,
    durationMs,
    upstreamMs: trace.upstreamMs,
    error: error?.message ?? null,
    request: {
      method: caller.method,
      url: caller.url,
      headers: caller.headers,
      contentType: caller.contentType,
      body: caller.body,
    },
    sent: trace.sent,
    received: trace.received,
    response: reply,
  };
  // The row (redaction, JSON) is built only when it is kept, off the request thread (exchange-rows.ts).
  const exchangeId = exchangeLogOn(ctx)
    ? await writeExchange(ctx, { record, policy: resolved.integration.capture, secrets: trace.secrets })
    : null;
  const common = { exchangeId, correlationId: caller.correlationId, durationMs };
  return result.error ? { ...common, ok: false, error: result.error } : { ...common, ok: true, ...result.reply };
}

/**
 * Executes `integration/operation` of a store for a caller (the console's send page or a program):
 * 404 when either is missing (nothing logged: nothing was resolved), otherwise one exchange row.
 */
export async function executeOperation(
  ctx: Context,
  rt: GatewayRuntime,
  store: StoreOf,
  names: { integration: string; operation: string },
  caller: CallerRequest,
): Promise<ExecutionOutcome> {
  const resolved = await rt.deps.resolveOperation(ctx, store, names.integration, names.operation);
  const runToken: RunTokenOperation = async (ref, settings) => {
    const tokenOperation = await rt.deps.resolveOperationRef(ctx, store, ref);
    const tokenCaller: CallerRequest = {
      ...caller,
      method: 'POST',
      url: `(${ref.operation} for ${names.integration}/${names.operation})`,
      headers: {},
      contentType: null,
      body: '',
      parameters: [],
      started: performance.now(),
    };
    const outcome = await runAndLog(ctx, rt, tokenOperation, tokenCaller, { auth: null, settings });
    if (!outcome.ok) throw outcome.error;
    return { status: outcome.status, body: outcome.body };
  };
  return runAndLog(ctx, rt, resolved, caller, { auth: runToken });
}
