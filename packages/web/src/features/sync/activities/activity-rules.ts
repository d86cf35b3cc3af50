import {
  defaultSyncRequestPageSize,
  etaText,
  isRequestFailed,
  isRequestFinished,
  requestDescription,
  requestListRefreshMs,
  requestPercentage,
  requestWarningText,
  type StatusTone,
  type SyncRequest,
  type SyncRequestAction,
  type SyncRequestList,
  type SyncRequestListScope,
  showsProgressBar,
  syncPollingMs,
  syncRequestListScopes,
  syncRequestPageSizes,
  syncRequestTexts,
} from '@store-console/contract';
import { ApiError, clientErrorCodes } from '../../../api/api-error.ts';

/**
 * The Activities tab's own decisions (spec 2 "Activities tab", 4, 5, 8); every rule about a request
 * itself is the contract's. Pure, so the tab's tests need no browser.
 */

/** The URL's `scope` (Current = open, Recent = all, Failed = failed); the spec's activity state starts on Recent. */
export function scopeFromParam(value: string | null): SyncRequestListScope {
  return syncRequestListScopes.find((scope) => scope === value) ?? 'all';
}

/** The URL's `size`: 10, 20, 50 or 100, else the default 20. */
export function pageSizeFromParam(value: string | null): number {
  const size = Number(value);
  return syncRequestPageSizes.find((allowed) => allowed === size) ?? defaultSyncRequestPageSize;
}

/** The list's rows in the reply's order (newest first). */
export function requestRows(list: SyncRequestList | undefined): SyncRequest[] {
  return list ? Object.values(list) : [];
}

/**
 * The list with a newer read of one of its requests in its row (the load's detail, read every
 * second, while the list is read every 3 s): the row and the load's progress line then say the same.
 * A list without that request is returned as it is (the same object: nothing re-renders).
 */
export function withNewerRequest(list: SyncRequestList | undefined, request: SyncRequest): SyncRequestList | undefined {
  if (!list || !Object.hasOwn(list, request.id) || list[request.id] === request) return list;
  return { ...list, [request.id]: request };
}

/**
 * The list's refetch interval (spec 4 "Status polling"): 3 s while any listed request is unfinished,
 * else 60 s; before the first reply (or after a failed one) the idle 60 s.
 */
export function requestListInterval(list: SyncRequestList | undefined): number {
  return requestListRefreshMs(requestRows(list));
}

/**
 * A started load's detail (spec 4 "Load-data progress"): read every second until COMPLETED or
 * FAILED. A read that timed out or met a network or server failure says so ('failed to get the
 * detailed info for request {id}') and the next second's read goes on (a busy server during the
 * load's heaviest stage must not end following it); a refused read (4xx: the request is not there
 * or not the caller's) stops it.
 */
export function loadDetailInterval(
  request: SyncRequest | undefined,
  status: 'pending' | 'error' | 'success',
  error: unknown = null,
): number | false {
  if (request && isRequestFinished(request)) return false;
  if (status === 'error' && !isPassingFailure(error)) return false;
  return syncPollingMs.loadDetail;
}

/** A timeout, a network failure or a 5xx: the same read may well succeed a second later. */
export function isPassingFailure(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.isTimeout || error.code === clientErrorCodes.network || error.status >= 500)
  );
}

/**
 * What the Status column shows: the progress bar in the spec's stages, else a badge; under either,
 * the rows that loaded with a value changed by a documented rule (`warning`, null without any).
 */
export type RequestStatusView =
  | { kind: 'progress'; percentage: number; description: string; eta: string | null; warning: string | null }
  | { kind: 'badge'; label: string; tone: StatusTone; waiting: boolean; description: string; warning: string | null };

export function requestStatusView(request: SyncRequest): RequestStatusView {
  const description = requestDescription(request);
  const warning = requestWarningText(request.summary.warnings);
  if (showsProgressBar(request.stage)) {
    return {
      kind: 'progress',
      percentage: requestPercentage(request.stageProgress),
      description,
      eta: requestEta(request),
      warning,
    };
  }
  if (isRequestFailed(request)) {
    return {
      kind: 'badge',
      label: 'Failed',
      tone: 'danger',
      waiting: false,
      description: request.error ?? '',
      warning,
    };
  }
  if (isRequestFinished(request)) {
    return { kind: 'badge', label: 'Completed', tone: 'success', waiting: false, description, warning };
  }
  return { kind: 'badge', label: 'Waiting', tone: 'primary', waiting: true, description, warning };
}

/** The time left beside a running stage, as the server estimated it at its reply; null when it could not. */
export function requestEta(request: Pick<SyncRequest, 'etaSeconds'> | undefined): string | null {
  return request?.etaSeconds === null || request?.etaSeconds === undefined ? null : etaText(request.etaSeconds);
}

/** Double-clicking a failed request opens the failures tab with it preselected; other requests do nothing. */
export function failuresLink(areaPath: string, request: SyncRequest): string | null {
  if (!isRequestFailed(request)) return null;
  return `${areaPath}/failures?request=${encodeURIComponent(request.id)}`;
}

/** The alert after a row action (spec 8 "Requests"); `code` is the request id the call named. */
export function requestActionMessage(
  action: SyncRequestAction,
  code: string,
  result: { ok: true } | { ok: false; error: string },
): { ok: boolean; text: string } {
  return result.ok
    ? { ok: true, text: syncRequestTexts.actionProcessed(action, code) }
    : { ok: false, text: syncRequestTexts.actionFailed(action, code, result.error) };
}

const loadRequestTypes: readonly SyncRequest['requestType'][] = ['LOAD_ALL', 'LOAD_TABLES', 'LOAD_CHANGES'];

/**
 * The load the panel follows when it started none itself (the tab was left and opened again, or
 * another operator started it): the newest listed Load all / Load tables / Load changes request still unfinished.
 */
export function openLoad(requests: readonly SyncRequest[]): SyncRequest | null {
  return (
    requests.find((request) => loadRequestTypes.includes(request.requestType) && !isRequestFinished(request)) ?? null
  );
}

/** A load the buttons ask for: every mapped table, or the selected ones. */
export type LoadPlan = { ok: true; tables: string[] | null; truncate: boolean } | { ok: false; message: string };

/** Load tables with no table selected says 'Please select table' (spec 5) rather than calling. */
export function planLoad(kind: 'all' | 'tables', selected: readonly string[], truncate: boolean): LoadPlan {
  if (kind === 'all') return { ok: true, tables: null, truncate };
  if (selected.length === 0) return { ok: false, message: syncRequestTexts.selectTable };
  return { ok: true, tables: [...selected], truncate };
}
