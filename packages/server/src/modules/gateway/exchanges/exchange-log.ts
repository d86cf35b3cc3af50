import type { CapturePolicy } from '@store-console/contract';
import type { Context } from '../../../platform/context.ts';
import type { ExchangeDraft, ExchangeRecord } from './exchange-record.ts';
import { type ExchangeRow, queueExchange } from './exchange-writer.ts';
import { isSecretField, redactBody, redacted, redactHeaders, scrubSecrets } from './redaction.ts';

export type { ExchangeRecord, ExchangeRow };

/** How much of the bodies the search column takes (the bodies themselves are capped by the policy). */
const searchBodyChars = 2000;

function cap(body: string, maxBytes: number): string {
  if (Buffer.byteLength(body) <= maxBytes) return body;
  const cut = Buffer.from(body)
    .subarray(0, maxBytes)
    .toString('utf8')
    .replace(/\uFFFD$/, '');
  return `${cut}…[cut: ${Buffer.byteLength(body)} bytes in all]`;
}

/** PostgreSQL text holds no NUL character: an upstream's binary reply is logged without them. */
const storable = (text: string) => text.replaceAll('\u0000', '\uFFFD');

/**
 * The row the log keeps of an execution under the integration's capture policy: FULL keeps bodies
 * and headers, ERRORS bodies only when the status is ≥ 400 or it failed, METADATA neither. Headers
 * that carry credentials, the policy's headers and JSON paths, and every known secret are redacted;
 * bodies are capped at the policy's size with a marker.
 */
export function exchangeRow(record: ExchangeRecord, policy: CapturePolicy, secrets: readonly string[]): ExchangeRow {
  const failed = record.error !== null || (record.statusCode ?? 0) >= 400;
  const keepBodies = policy.mode === 'FULL' || (policy.mode === 'ERRORS' && failed);
  const keepHeaders = policy.mode !== 'METADATA';
  const clean = (text: string) => storable(scrubSecrets(text, secrets));
  // The same body often appears in several views (sent as received, the reply as the response) and
  // again in the search text: each distinct one is redacted once.
  const kept = new Map<string, string>();
  const body = (text: string) => {
    if (!keepBodies) return '';
    let out = kept.get(text);
    if (out === undefined) {
      out = clean(cap(redactBody(text, policy.redactJsonPaths), policy.maxBodyBytes));
      kept.set(text, out);
    }
    return out;
  };
  const headers = (values: Record<string, string>) =>
    keepHeaders ? redactHeaders(values, policy.redactHeaders) : undefined;
  const json = (value: unknown) => clean(JSON.stringify(value));

  const request = json({
    method: record.request.method,
    url: record.request.url,
    contentType: record.request.contentType,
    headers: headers(record.request.headers),
    body: body(record.request.body),
  });
  const parameters = record.sent
    ? json(
        Object.fromEntries(
          record.sent.parameters.map(([name, value]) => [name, isSecretField(name) ? redacted : value]),
        ),
      )
    : '';
  const received = record.received
    ? json({
        status: record.received.status,
        headers: headers(record.received.headers),
        body: body(record.received.body),
      })
    : '';
  const response = record.response
    ? json({
        status: record.response.status,
        contentType: record.response.contentType,
        body: body(record.response.body),
      })
    : '';
  const sentBody = record.sent ? body(record.sent.body) : '';
  const path = record.sent ? clean(record.sent.url) : '';

  const searchParts = [
    record.correlationId,
    record.integrationName,
    record.operationName,
    path,
    record.statusCode === null ? '' : String(record.statusCode),
    record.error ?? '',
    // Each distinct body once: the sent body is often the request's, the response the received one.
    ...(keepBodies
      ? [
          ...new Set([
            record.request.body,
            record.sent?.body ?? '',
            record.received?.body ?? '',
            record.response?.body ?? '',
          ]),
        ].map((text) => body(text).slice(0, searchBodyChars))
      : []),
  ];
  return {
    requestedOn: record.requestedOn,
    storeId: record.storeId,
    integrationName: record.integrationName,
    operationName: record.operationName,
    correlationId: record.correlationId,
    statusCode: record.statusCode,
    durationMs: record.durationMs,
    upstreamMs: record.upstreamMs,
    error: record.error === null ? null : clean(record.error),
    path,
    parameters,
    body: sentBody,
    request,
    received,
    response,
    search: clean(searchParts.filter(Boolean).join(' ').toLowerCase()),
  };
}

/**
 * Queues what the row is built from for the next batch (exchange-writer.ts: the row is built off
 * the request thread, exchange-rows.ts) and gives its id at once; the console's send route, the log
 * routes and closing write the queued rows first (`flushExchanges`).
 */
export async function writeExchange(ctx: Context, draft: ExchangeDraft): Promise<number | null> {
  if (!exchangeLogOn(ctx)) return null;
  return queueExchange(ctx, draft);
}

/** Whether executions are logged (config.gateway.exchangeLog, on unless set to false). */
export function exchangeLogOn(ctx: Context): boolean {
  return ctx.config.gateway?.exchangeLog !== false;
}
