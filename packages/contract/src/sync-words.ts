/**
 * The sync screens' words, codes and intervals, kept apart from the
 * sync schemas: this module imports no zod, so a screen that needs only these (the stores list's
 * Sync column) does not load and run the schemas (docs/decisions/0001).
 */

export const syncApiPrefix = '/sync';

export const syncPollingMs = {
  /** The request list while any listed request is unfinished. */
  requestsUnfinished: 3_000,
  /** The request list otherwise. */
  requestsIdle: 60_000,
  /** The store's sync status. */
  status: 15_000,
  /** A started load's request detail, until it finishes. */
  loadDetail: 1_000,
} as const;

/** The spec's codes, in the spec's order, which is also the priority: the first that holds wins. */
export const syncHealthCodes = [
  'NOT_LOADED',
  'SCHEDULER_OFF',
  'AGENT_OFF',
  'AGENT_ISSUE',
  'CDC_DISABLED',
  'CDC_WRAPPED',
  'CDC_STATIONARY',
  'NO_DATA',
  'SYNC_OVERDUE',
  'OK',
] as const;
export type SyncHealthCode = (typeof syncHealthCodes)[number];

/** Only SCHEDULER_OFF and OK are not problems; the others show the dashboard's yellow warning. */
export function isHealthProblem(code: SyncHealthCode): boolean {
  return code !== 'SCHEDULER_OFF' && code !== 'OK';
}

const hour = 3_600_000;
/** Stationary or no data after 24 hours; overdue after 1 hour. */
export const syncHealthThresholdsMs = { stationary: 24 * hour, noData: 24 * hour, overdue: hour } as const;

/** The Activities tab's row actions and the call each makes. */
export const syncRequestActions = ['cancel', 'restart'] as const;
export type SyncRequestAction = (typeof syncRequestActions)[number];
export const syncRequestActionCalls: Record<SyncRequestAction, 'stop' | 'restart'> = {
  cancel: 'stop',
  restart: 'restart',
};
/** 200 or 202 is success (the list's reload counter increases); anything else an error. */
export function isActionSuccess(status: number): boolean {
  return status === 200 || status === 202;
}

export const syncRequestTexts = {
  // Activities tab
  loadAll: 'Load all',
  loadTables: 'Load tables',
  loadChanges: 'Load changes',
  deleteBeforeLoad: 'Delete Before Load',
  tablesScope: 'Tables Scope',
  columns: ['Request id', 'Created', 'Type', 'Stage', 'Status', 'Failures', 'Action'],
  cancel: 'Cancel',
  restart: 'Restart',
  /** A request's warnings (contract sync-requests.ts `requestWarningText`), before the tables' counts. */
  warnings: (rows: number) =>
    `${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'} loaded with a value changed by a rule (a zero date as empty)`,
  // Confirmations
  confirmCancel: 'Are you sure to cancel the request?',
  confirmRestart: 'Are you sure to restart the request?',
  confirmDelete: 'Are you sure to delete the request?',
  confirmRetry: 'Are you sure to retry the request?',
  selectTable: 'Please select table',
  // Alerts
  onlyUnfinishedCancel: 'Only non completed or failed request can be canceled.',
  onlyFailedRestart: 'Only failed request can be restarted.',
  // Requests
  actionProcessed: (action: string, code: string) => `Processed Action "${action}" for ${code} successfully.`,
  actionFailed: (action: string, code: string, error: string) =>
    `Failed to process Action "${action}" for ${code}. Error: ${error}`,
  unknownAction: (action: string) => `Unknown Action ${action}`,
  incorrectStatus: (status: number) => `incorrect response status - ${status}`,
  detailFailed: (id: string) => `failed to get the detailed info for request ${id}`,
  statusLoadingError: (message: string) => `Status loading error: ${message}`,
  unknownError: 'UNKNOWN ERROR',
  // Load
  loadFailed: (error: string) => `Failed to load tables - ${error}`,
  processFailedCount: (count: number) => `Failed to process tables, failed count: ${count}`,
  processFailed: 'Failed to process tables.',
  loadAllDone: 'Load all tables successfully.',
  loadTablesDone: (tables: readonly string[]) => `Load tables ${tables.join(', ')} successfully.`,
  loadChangesDone: 'Load changes successfully.',
  // The engine's own words
  cancelled: 'cancelled',
  extracting: 'Extracting',
  extractingAt: (checkpoint: string) => `Extracting: ${checkpoint}`,
  transferred: (percentage: number) => `${percentage}% transferred`,
  loaded: (percentage: number) => `${percentage}% loaded`,
} as const;
