import {
  type FailureAction,
  failureActionError,
  failuresSearchMinLength,
  failureTexts,
  type SyncRequest,
  type SyncRequestList,
} from '@store-console/contract';
import { ApiError, errorMessage } from '../../../api/api-error.ts';

/**
 * The Failures tab's selection: requests → failure groups → failures, the first
 * item auto-selected at each level; the search starts at 4 characters. Pure.
 */

/**
 * The search sent to the server: the trimmed text once it has 4 characters or more; shorter, no
 * search at all (the list shows every failed request).
 */
export function effectiveSearch(input: string): string {
  const text = input.trim();
  return text.length >= failuresSearchMinLength ? text : '';
}

/** A hint while the text is too short to search; null otherwise. */
export function searchHint(input: string): string | null {
  const length = input.trim().length;
  return length > 0 && length < failuresSearchMinLength
    ? `Searching starts at ${failuresSearchMinLength} characters`
    : null;
}

/**
 * The item a level shows selected: the chosen one while the list still holds it, else (auto-select)
 * the first, else none. A chosen item that left the list (retried away, filtered out) gives way.
 */
export function selectedOrFirst<T, K>(
  items: readonly T[],
  chosen: K | null,
  idOf: (item: T) => K,
  autoSelect = true,
): T | null {
  if (chosen !== null) {
    const found = items.find((item) => idOf(item) === chosen);
    if (found) return found;
  }
  return autoSelect ? (items[0] ?? null) : null;
}

/**
 * The request list, with the request the Activities tab preselected (double-click) first when the
 * list (the newest failed ones, or a search) does not hold it.
 */
export function requestChoices(list: SyncRequestList | undefined, preselected: SyncRequest | null): SyncRequest[] {
  const rows = list ? Object.values(list) : [];
  if (!preselected || rows.some((request) => request.id === preselected.id)) return rows;
  return [preselected, ...rows];
}

/**
 * The alert after a failure action: on 200 'Processed Action "{action}" for {code}
 * successfully.'; otherwise '501 - NOT IMPLEMENTED' or '{status} - UNKNOWN ISSUE', and for a call
 * that got no answer at all (timeout, network) the client's reason.
 */
export function failureActionMessage(
  action: FailureAction,
  code: number,
  result: { ok: true } | { ok: false; error: unknown },
): { ok: boolean; text: string } {
  if (result.ok) return { ok: true, text: failureTexts.processed(action, String(code)) };
  const { error } = result;
  if (error instanceof ApiError && error.status > 0) return { ok: false, text: failureActionError(error.status) };
  return { ok: false, text: errorMessage(error) };
}

/** The data item's JSON as the tab shows it, or a note when the failure kept no row. */
export function dataItemText(data: Record<string, unknown> | null): string {
  return data === null ? 'No data item was kept for this failure.' : JSON.stringify(data, null, 2);
}
