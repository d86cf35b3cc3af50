import { z } from 'zod';
import { syncRequestTexts } from './sync-words.ts';

/**
 * Failures (docs/decisions/0070): a row
 * that a converter rejects or that breaks a key or a check never stops a load; it becomes a failure
 * of its request, grouped by (table, category). Retry re-applies the current mappings to the stored
 * row; delete discards it. Calls are under `/api/v1/sync/{storeId}`:
 * - GET  request/{id}/failure                    groups, keyed by id
 * - GET  request/{id}/failure/{groupId}          the group's failures (keyset pages)
 * - DELETE failure/{code}, GET failure/{code}/retry                  one failure
 * - DELETE request/{id}/failure/{groupId}, GET …/{groupId}/retry     a whole group
 */

/** Where the row failed: reading it, converting it (mappings), or writing it to the store. */
export const failurePhases = ['EXTRACT', 'TRANSFORM', 'LOAD'] as const;
export type FailurePhase = (typeof failurePhases)[number];

/** Failure and group ids are bigint serials: up to 2^53 in a path. */
export const failureIdSchema = z.coerce
  .number({ error: 'Expected a failure id' })
  .int('Expected a failure id')
  .positive('Expected a failure id')
  .max(Number.MAX_SAFE_INTEGER, 'Expected a failure id');

export const failureGroupSchema = z.object({
  id: z.number().int(),
  table: z.string(),
  /** The error's signature (`failureCategory`), the same for every row that failed the same way. */
  category: z.string(),
  count: z.number().int(),
});
export type FailureGroup = z.infer<typeof failureGroupSchema>;
/**
 * GET request/{id}/failure: keyed by group id. JavaScript orders integer keys ascending whatever the
 * JSON's order, so the tab orders the groups itself (`sortFailureGroups`).
 */
export const failureGroupListSchema = z.record(z.string(), failureGroupSchema);
export type FailureGroupList = z.infer<typeof failureGroupListSchema>;

/** Largest count first, then by table and category: the order the tab lists (and auto-selects) groups. */
export function sortFailureGroups(list: FailureGroupList): FailureGroup[] {
  return Object.values(list).sort(
    (a, b) =>
      b.count - a.count || a.table.localeCompare(b.table) || a.category.localeCompare(b.category) || a.id - b.id,
  );
}

export const failureDetailSchema = z.object({
  id: z.number().int(),
  /** The error in full, values included (the category has them stripped). */
  detail: z.string(),
  /** The phase (the tab's Phase column). */
  stage: z.enum(failurePhases),
  /** The source row as read, as JSON: what the tab shows formatted and what retry re-maps. */
  data: z.record(z.string(), z.unknown()).nullable(),
  /** ISO time the failure was recorded (or last retried). */
  created: z.string(),
});
export type FailureDetail = z.infer<typeof failureDetailSchema>;

/** GET request/{id}/failure/{groupId}?n&after: a group may hold millions of rows, so keyset pages by id. */
export const failureDetailQuerySchema = z.strictObject({
  n: z.coerce
    .number({ error: 'n must be a number' })
    .int('n must be a whole number')
    .min(1, 'n must be at least 1')
    .max(500, 'n must be at most 500')
    .default(100),
  after: failureIdSchema.optional(),
});
export const failureDetailListSchema = z.object({
  items: z.array(failureDetailSchema),
  /** Failures in the group. */
  total: z.number().int(),
  /** Pass as `after` for the next page; null on the last. */
  nextAfter: z.number().int().nullable(),
});
export type FailureDetailList = z.infer<typeof failureDetailListSchema>;

export const failureActions = ['delete', 'retry'] as const;
export type FailureAction = (typeof failureActions)[number];
/**
 * A failure action's 200 reply. Delete: every failure processed is gone. Retry: `succeeded` rows now
 * loaded (their failures gone), `failed` rows failing again (kept, their detail updated).
 */
export const failureActionReplySchema = z.object({
  processed: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
});
export type FailureActionReply = z.infer<typeof failureActionReplySchema>;

export const failureTexts = {
  requestColumns: ['Request ID', 'Request Type', 'Request Stage', 'Create Date', 'Request Error'],
  groupColumns: ['Table', 'Failure category', 'Count'],
  detailColumns: ['Failure Detail', 'Phase', 'Action'],
  delete: 'Delete',
  retry: 'Retry',
  confirm: { delete: syncRequestTexts.confirmDelete, retry: syncRequestTexts.confirmRetry } as Record<
    FailureAction,
    string
  >,
  processed: syncRequestTexts.actionProcessed,
  notImplemented: (status: number) => `${status} - NOT IMPLEMENTED`,
  unknownIssue: (status: number) => `${status} - UNKNOWN ISSUE`,
} as const;

/** A failure action succeeded on 200 only. */
export function isFailureActionSuccess(status: number): boolean {
  return status === 200;
}
/** An unsuccessful failure action says '501 - NOT IMPLEMENTED', else '{status} - UNKNOWN ISSUE'. */
export function failureActionError(status: number): string {
  return status === 501 ? failureTexts.notImplemented(status) : failureTexts.unknownIssue(status);
}

const categoryMax = 200;
/**
 * The signature that groups failures: a violated constraint's name as `{phase} {constraint}`, else
 * the message with quoted values and numbers replaced by `?` and spaces collapsed, at most 200
 * characters. Converter errors carry no values already (`number: not a number`); a database error
 * such as `value "abc" too long for type character varying(10)` becomes `… "?" … varying(?)`.
 */
export function failureCategory(failure: { phase: FailurePhase; message: string; constraint?: string | null }): string {
  if (failure.constraint) return `${failure.phase} ${failure.constraint}`.slice(0, categoryMax);
  const stripped = failure.message
    .replace(/"(?:[^"\\]|\\.)*"/g, '"?"')
    .replace(/'(?:[^'\\]|\\.)*'/g, "'?'")
    .replace(/\(([^()]*)\)=\(([^()]*)\)/g, '($1)=(?)')
    .replace(/(?<![A-Za-z_])-?\d+(?:\.\d+)?(?![A-Za-z_])/g, '?')
    .replace(/\s+/g, ' ')
    .trim();
  return `${failure.phase} ${stripped}`.slice(0, categoryMax);
}
