import type { CapturePolicy } from '@store-console/contract';

/** What one execution did, as it happened (nothing redacted yet): the log decides what it keeps. */
export type ExchangeRecord = {
  storeId: number;
  integrationName: string;
  operationName: string;
  correlationId: string;
  requestedOn: Date;
  /** The status the caller got (the upstream's, or the gateway's own refusal or failure). */
  statusCode: number | null;
  durationMs: number;
  upstreamMs: number | null;
  error: string | null;
  /** As received from the caller. */
  request: { method: string; url: string; headers: Record<string, string>; contentType: string | null; body: string };
  /** As sent upstream (absent when execution stopped before the call). */
  sent: { method: string; url: string; parameters: [string, string][]; body: string } | null;
  received: { status: number; headers: Record<string, string>; body: string } | null;
  response: { status: number; contentType: string | null; body: string } | null;
};

/** What an exchange row is built from (exchange-log.ts's `exchangeRow`), off the request thread. */
export type ExchangeDraft = { record: ExchangeRecord; policy: CapturePolicy; secrets: readonly string[] };

/** A batch for the exchange rows' thread (exchange-rows.ts), and its answer: each row's JSON, in order. */
export type RowsTask = { task: number; drafts: (ExchangeDraft & { id: number })[] };
export type RowsReply = { task: number; rows: string[] } | { task: number; error: string };

/** The characters a draft holds until its row is built: what the writer's memory bound counts. */
export function draftChars({ record }: ExchangeDraft): number {
  let chars = record.request.url.length + record.request.body.length + 256;
  for (const headers of [record.request.headers, record.received?.headers ?? {}]) {
    for (const [name, value] of Object.entries(headers)) chars += name.length + value.length;
  }
  chars += (record.sent?.body.length ?? 0) + (record.sent?.url.length ?? 0);
  chars += (record.received?.body.length ?? 0) + (record.response?.body.length ?? 0);
  return chars;
}
