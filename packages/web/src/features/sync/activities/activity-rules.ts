import {
  defaultSyncRequestPageSize,
  etaText,
  isRequestFailed,
  isRequestFinished,
  requestDescription,
  requestPercentage,
  requestWarningText,
  type StatusTone,
  type SyncRequest,
  type SyncRequestAction,
  type SyncRequestList,
  type SyncRequestListScope,
  showsProgressBar,
  syncRequestListScopes,
  syncRequestPageSizes,
  syncRequestTexts,
} from '@store-console/contract';

/**
 * The Activities tab's own decisions; every rule about a request
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

/** The alert after a row action; `code` is the request id the call named. */
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

/** Load tables with no table selected says 'Please select table' rather than calling. */
export function planLoad(kind: 'all' | 'tables', selected: readonly string[], truncate: boolean): LoadPlan {
  if (kind === 'all') return { ok: true, tables: null, truncate };
  if (selected.length === 0) return { ok: false, message: syncRequestTexts.selectTable };
  return { ok: true, tables: [...selected], truncate };
}
