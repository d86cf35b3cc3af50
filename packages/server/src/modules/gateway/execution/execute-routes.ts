import { randomUUID } from 'node:crypto';
import {
  errorResponseSchema,
  gatewayCorrelationHeader,
  gatewayExchangeHeader,
  gatewayNameSchema,
  idParamSchema,
  sendOperationSchema,
  sendResultSchema,
} from '@store-console/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInOf } from '../../../platform/auth-guard.ts';
import type { Context } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { errorResponses } from '../../../platform/route-schemas.ts';
import { assertClientScope } from '../../../platform/scopes.ts';
import type { StoreLocation } from '../../../platform/store-scope.ts';
import type { Scope } from '../../stores/index.ts';
import { flushExchanges } from '../exchanges/exchange-writer.ts';
import { type CallerRequest, type ExecutionOutcome, executeOperation, type GatewayRuntime } from './execute.ts';
import { InFlight } from './in-flight.ts';

const tags = ['gateway'];
const inPath: StoreLocation = { in: 'params', key: 'storeId' };
const params = z.object({ storeId: idParamSchema, integration: gatewayNameSchema, operation: gatewayNameSchema });
const failures = { ...errorResponses, 422: errorResponseSchema, 502: errorResponseSchema, 504: errorResponseSchema };
/** A deactivated or closed store's gateway is refused (409), as are a disabled gateway, integration or operation. */
const scoped = { from: inPath, refuse: 'closed' as const };
/** Programs' calls: a client token's store row from the scope's memory (modules/stores/kept-stores.ts). */
const scopedFromMemory = { ...scoped, fromMemory: true as const };

const correlationIdPattern = /^[\x20-\x7E]{1,100}$/;

/** X-Correlation-ID as given (≤ 100 printable characters, else 400), or a new one. */
function correlationIdOf(request: FastifyRequest): string {
  const given = request.headers[gatewayCorrelationHeader];
  if (given === undefined) return randomUUID();
  if (typeof given !== 'string' || !correlationIdPattern.test(given)) {
    throw AppError.badRequest('Invalid X-Correlation-ID: at most 100 printable characters', [
      { path: gatewayCorrelationHeader, message: 'At most 100 printable characters' },
    ]);
  }
  return given;
}

function headersOf(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function callerOf(request: FastifyRequest, body: string, contentType: string | null, started: number): CallerRequest {
  const query = request.url.indexOf('?');
  const parameters = query < 0 ? [] : [...new URLSearchParams(request.url.slice(query + 1)).entries()];
  return {
    method: request.method,
    url: request.url,
    headers: headersOf(request),
    contentType,
    body,
    parameters,
    correlationId: correlationIdOf(request),
    requestedOn: new Date(),
    started,
    log: request.log,
  };
}

/** The exchange and correlation ids go on every reply once an exchange exists, failures included. */
function tag(reply: FastifyReply, outcome: ExecutionOutcome): void {
  reply.header(gatewayCorrelationHeader, outcome.correlationId);
  if (outcome.exchangeId !== null) reply.header(gatewayExchangeHeader, String(outcome.exchangeId));
}

/**
 * Execution (docs/decisions/0044): the console's send page (JSON in, the outcome
 * out) and programs' raw calls with the store's client token (scope gateway:execute).
 */
export function executeRoutes(ctx: Context, scope: Scope, runtime: () => GatewayRuntime): FastifyPluginAsyncZod {
  return async (app) => {
    // One store's slow upstream or transforms hold at most this many of the server's requests.
    const perStore = ctx.config.gateway?.maxConcurrentPerStore ?? 32;
    const inFlight = new InFlight(perStore, `More than ${perStore} gateway calls of this store are running; try again`);
    const run = (
      store: ReturnType<Scope['store']>,
      names: { integration: string; operation: string },
      caller: CallerRequest,
    ) => inFlight.run(String(store.id), () => executeOperation(ctx, runtime(), store, names, caller));

    app.post('/gateway/send/:storeId/:integration/:operation', {
      config: { storeScope: scoped },
      schema: {
        tags,
        summary: "Runs an operation of a store's integration (the console's send page)",
        params,
        body: sendOperationSchema,
        response: { 200: sendResultSchema, ...failures },
      },
      handler: async (request, reply) => {
        const started = performance.now();
        const caller = callerOf(request, request.body.body, request.body.contentType, started);
        caller.parameters = [];
        const names = { integration: request.params.integration, operation: request.params.operation };
        const outcome = await run(scope.store(request), names, caller);
        // The console links to the exchange at once: its row is written before the reply (programs'
        // rows go with the next batch).
        await flushExchanges(ctx);
        tag(reply, outcome);
        if (!outcome.ok) throw outcome.error;
        return {
          statusCode: outcome.status,
          contentType: outcome.contentType,
          body: outcome.body,
          durationMs: outcome.durationMs,
          exchangeId: outcome.exchangeId,
          correlationId: outcome.correlationId,
        };
      },
    });

    // Programs send any body (JSON, XML, form, text): it reaches the transforms as the text it is.
    await app.register(async (scopeOfRaw) => {
      const raw = scopeOfRaw.withTypeProvider<ZodTypeProvider>();
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      raw.route({
        method: ['GET', 'POST', 'PUT', 'DELETE'],
        url: '/gateway/execute/:storeId/:integration/:operation',
        config: { accepts: ['client'], storeScope: scopedFromMemory },
        schema: {
          tags,
          summary: "Runs an operation of a store's integration: the body in, the upstream's transformed reply out",
          params,
          // Any status: the upstream's own, or the gateway's failures in the one error shape.
        },
        handler: async (request, reply) => {
          const started = performance.now();
          assertClientScope(signedInOf(request), 'gateway:execute');
          const body = typeof request.body === 'string' ? request.body : '';
          const type = request.headers['content-type'] ?? null;
          const caller = callerOf(request, body, type, started);
          const names = { integration: request.params.integration, operation: request.params.operation };
          const outcome = await run(scope.store(request), names, caller);
          tag(reply, outcome);
          if (!outcome.ok) throw outcome.error;
          return (
            reply
              .status(outcome.status)
              // The upstream's content type as it said it (reply.type would add a charset).
              .header('content-type', outcome.contentType ?? 'application/octet-stream')
              .send(outcome.body)
          );
        },
      });
    });
  };
}
