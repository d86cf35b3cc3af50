import { traceMessageSchema } from '@store-console/contract';
import { describe, expect, it } from 'vitest';
import { maxPayloadBytes } from '../../../platform/pubsub.ts';
import { fitPayload } from './trace-payload.ts';

const ts = '2026-11-23T12:00:00.000Z';
const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

describe('fitPayload', () => {
  it('leaves a small message as it is', () => {
    const message = { type: 'traceSQL' as const, ts, sql: 'SELECT 1', fields: { rows: 1 } };
    expect(fitPayload(message)).toEqual(message);
  });

  it('cuts long SQL, errors and field values to fit one notification, and says so', () => {
    const fields = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`COLUMN_${i}`, 'é'.repeat(400)]));
    const fitted = fitPayload({ type: 'traceData', ts, sql: 'S'.repeat(50_000), error: '€'.repeat(9000), fields });
    expect(bytes(fitted)).toBeLessThanOrEqual(maxPayloadBytes);
    expect(fitted.truncated).toBe(true);
    expect(fitted.sql?.startsWith('SSS')).toBe(true);
    expect(fitted.sql?.endsWith('…')).toBe(true);
    expect(traceMessageSchema.parse(fitted)).toEqual(fitted);
  });

  it('cuts a message of multi-byte text alone', () => {
    const fitted = fitPayload({ type: 'traceError', ts, error: '😀'.repeat(3000), stage: 'ß'.repeat(5000) });
    expect(bytes(fitted)).toBeLessThanOrEqual(maxPayloadBytes);
    expect(fitted.truncated).toBe(true);
  });
});
