import { z } from 'zod';
import { keyChecksumSchema } from './agent-api.ts';

/**
 * Reconciliation (issue 15, beyond the spec), on the Dashboard tab: for each mapped source table and
 * the store table it fills, the source's rows under the table's filter and the checksum of their
 * key set (through the agent, agent-api.ts "Reconciliation") against the store table's rows and the
 * same checksum over its natural key. Computed on demand: GET /sync/{storeId}/reconciliation.
 */

export const reconciliationTexts = {
  button: 'Reconcile',
  title: 'Reconciliation',
  running: 'Reconciling…',
  empty: 'Press Reconcile to compare the source with the store, table by table.',
  match: 'Match',
  mismatch: 'Mismatch',
  columns: [
    'Source table',
    'Store table',
    'Key',
    'Source rows',
    'Store rows',
    'Source checksum',
    'Store checksum',
    'Result',
  ],
  failed: 'Failed to reconcile.',
  throughGateway: 'Reconciliation reads the source through its agent; this store synchronises through the gateway',
} as const;

export const reconciliationSideSchema = z.object({
  rows: z.number().int().min(0),
  /** Distinct keys among the rows (a source may hold several rows per key; the store one). */
  keys: z.number().int().min(0),
  checksum: keyChecksumSchema,
});
export type ReconciliationSide = z.infer<typeof reconciliationSideSchema>;

export const reconciliationRowSchema = z.object({
  sourceTable: z.string(),
  targetTable: z.string(),
  /** The store table's natural key, as `target column ← source column` pairs' target side. */
  targetKey: z.array(z.string()),
  /** The source columns the key is read from, in the same order. */
  sourceKey: z.array(z.string()),
  /** Null when it could not be read (see `note`). */
  source: reconciliationSideSchema.nullable(),
  store: reconciliationSideSchema.nullable(),
  /** Same distinct key count and same checksum; false when either side is missing. */
  match: z.boolean(),
  /** Why a side is missing, or what the figures need to be read with; null when nothing to say. */
  note: z.string().nullable(),
});
export type ReconciliationRow = z.infer<typeof reconciliationRowSchema>;

export const reconciliationSchema = z.object({
  /** ISO time the figures were taken. */
  checkedAt: z.string(),
  tables: z.array(reconciliationRowSchema),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/** Both sides read, the same number of distinct keys and the same checksum. */
export function reconciliationMatches(source: ReconciliationSide | null, store: ReconciliationSide | null): boolean {
  return source !== null && store !== null && source.keys === store.keys && source.checksum === store.checksum;
}
