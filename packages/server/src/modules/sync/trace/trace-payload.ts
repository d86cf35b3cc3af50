import type { TraceMessage } from '@store-console/contract';
import { maxPayloadBytes } from '../../../platform/pubsub.ts';

/** Per part, in characters, before the whole message is measured. */
const limits = { sql: 4000, error: 2000, stage: 200, table: 200, requestId: 200, fieldValue: 500 } as const;
const ellipsis = '…';

const bytesOf = (message: TraceMessage) => Buffer.byteLength(JSON.stringify(message), 'utf8');

function cut(value: string | undefined, max: number): { value: string | undefined; cut: boolean } {
  if (value === undefined || value.length <= max) return { value, cut: false };
  return { value: value.slice(0, max - 1) + ellipsis, cut: true };
}

/**
 * The message cut to fit one PostgreSQL notification (< 8000 bytes, platform/pubsub.ts): long texts
 * and field values first, then fields from the last, then the SQL and the error halved until it fits.
 * A message that was cut says so (`truncated: true`).
 */
export function fitPayload(message: TraceMessage): TraceMessage {
  let truncated = false;
  const out: TraceMessage = { ...message };
  for (const key of ['sql', 'error', 'stage', 'table', 'requestId'] as const) {
    const result = cut(out[key], limits[key]);
    if (result.cut) {
      truncated = true;
      out[key] = result.value;
    }
  }
  if (out.fields) {
    const fields: NonNullable<TraceMessage['fields']> = {};
    for (const [name, value] of Object.entries(out.fields)) {
      const key = cut(name, limits.table);
      const text = typeof value === 'string' ? cut(value, limits.fieldValue) : { value, cut: false };
      if (key.cut || text.cut) truncated = true;
      fields[key.value ?? name] = text.value ?? null;
    }
    out.fields = fields;
  }
  // Budget left for the `truncated` flag itself.
  const budget = maxPayloadBytes - 20;
  while (bytesOf(out) > budget) {
    truncated = true;
    const names = Object.keys(out.fields ?? {});
    const last = names[names.length - 1];
    if (out.fields && last !== undefined) {
      const { [last]: _dropped, ...rest } = out.fields;
      out.fields = rest;
      continue;
    }
    const longest = (['sql', 'error'] as const).reduce((a, b) =>
      (out[a]?.length ?? 0) >= (out[b]?.length ?? 0) ? a : b,
    );
    const text = out[longest];
    if (text === undefined || text.length < 2) break;
    out[longest] = text.slice(0, Math.floor(text.length / 2)) + ellipsis;
  }
  return truncated ? { ...out, truncated } : out;
}
