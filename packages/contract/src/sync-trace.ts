import { z } from 'zod';

/**
 * Live diagnostics (the Diagnostics tab; docs/decisions/0074): trace
 * messages of a store's sync, sent over STOMP 1.2 frames on a WebSocket at `syncTracePath`.
 */

/** Under the API prefix: /api/v1/sync/trace?token={access token}. */
export const syncTracePath = '/sync/trace';
/** SUBSCRIBE here to receive a store's messages (the store's database id). */
export const syncTraceQueue = (storeDbId: number) => `/queue/${storeDbId}`;
/** SEND the new filter (the frame's body) here. */
export const syncTraceFilterDestination = (storeDbId: number) => `/sync/${storeDbId}`;
/** The CONNECT header carrying the initial filter. */
export const syncTraceFilterHeader = 'filter';

/** The console keeps the newest 1000 entries and redraws once a second. */
export const syncTraceMaxEntries = 1000;
export const syncTraceRefreshMs = 1000;
/** A filter longer than this is refused (ERROR frame). */
export const syncTraceFilterMaxLength = 200;

export const syncTraceTexts = {
  connecting: 'Connecting...',
  waiting: 'Waiting for messages...',
  failed: 'Failed to connect!',
} as const;

export const traceTypes = ['traceStage', 'traceData', 'traceError', 'traceSQL'] as const;
export type TraceType = (typeof traceTypes)[number];

/** A row's or a call's details: JSON scalars only, so a message stays small and printable. */
const traceFieldValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * One trace message. `ts` is set by the server when the message is published. Only `type` and `ts`
 * are always present: a stage names its `stage`, an error its `error`, SQL its `sql`, data its
 * `table` and `fields`; `requestId` when it belongs to a request. `truncated` says that a long
 * `sql`, `error` or `fields` was cut to fit one PostgreSQL notification (8000 bytes).
 */
export const traceMessageSchema = z.object({
  type: z.enum(traceTypes),
  ts: z.string(),
  stage: z.string().optional(),
  table: z.string().optional(),
  fields: z.record(z.string(), traceFieldValue).optional(),
  error: z.string().optional(),
  sql: z.string().optional(),
  requestId: z.string().optional(),
  truncated: z.boolean().optional(),
});
export type TraceMessage = z.infer<typeof traceMessageSchema>;

const filterKeys = ['type', 'stage', 'table', 'error', 'sql', 'requestId'] as const;
type FilterKey = (typeof filterKeys)[number];

type Term = { key: FilterKey | null; text: string };

function termsOf(filter: string): Term[] {
  return filter
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const colon = word.indexOf(':');
      const key = colon > 0 ? filterKeys.find((name) => name.toLowerCase() === word.slice(0, colon)) : undefined;
      return key ? { key, text: word.slice(colon + 1) } : { key: null, text: word };
    });
}

function textOf(message: TraceMessage): string {
  const fields = message.fields ? Object.entries(message.fields).map(([name, value]) => `${name}=${value}`) : [];
  return [message.type, message.stage, message.table, message.error, message.sql, message.requestId, ...fields]
    .filter((part) => part !== undefined)
    .join('\n')
    .toLowerCase();
}

/**
 * The diagnostics filter: words separated by spaces, every word must match (AND), case-insensitive
 * substrings. A plain word matches any text of the message (type, stage, table, error, sql,
 * requestId, field names and values); `key:word` with key one of type, stage, table, error, sql,
 * requestId matches that part only (`type:traceError table:ITMMASTER`). An empty filter keeps all.
 */
export function traceFilter(filter: string): (message: TraceMessage) => boolean {
  const terms = termsOf(filter);
  if (terms.length === 0) return () => true;
  return (message) => {
    const all = textOf(message);
    return terms.every((term) => {
      if (term.key === null) return all.includes(term.text);
      const value = message[term.key];
      return value?.toLowerCase().includes(term.text) ?? false;
    });
  };
}
