import { z } from 'zod';
import { deleteModes, emptiedTableSchema } from './sync-delete-plan.ts';
import { syncPollingMs, syncRequestTexts } from './sync-words.ts';

/**
 * Sync requests (docs/decisions/0066): one durable job per request, moving rows from the source into the store's
 * schema through the spec's stages. Calls are under `/api/v1/sync/{storeId}` with `x-xm-store`.
 */

/** The spec's stages, in the order a request passes them; COMPLETED and FAILED end it. */
export const syncRequestStages = [
  'CREATED',
  'REQUESTED',
  'EXTRACT_PENDING',
  'EXTRACTING',
  'TRANSFER_PENDING',
  'TRANSFERRING',
  'SENT',
  'RECEIVED',
  'LOADING',
  'COMPLETED',
  'FAILED',
] as const;
export type SyncRequestStage = (typeof syncRequestStages)[number];

/**
 * `requestType`: what asked for the request. LOAD_ALL and LOAD_TABLES are the Activities tab's
 * buttons (uploadData), LOAD_CHANGES its 'Load changes' button (uploadChanges: what the scheduler
 * would run next, now), SCHEDULED the scheduler's due runs, WEBHOOK a Business Central notification.
 */
export const syncRequestTypes = ['LOAD_ALL', 'LOAD_TABLES', 'LOAD_CHANGES', 'SCHEDULED', 'WEBHOOK'] as const;
export type SyncRequestType = (typeof syncRequestTypes)[number];
export const syncRequestTypeLabels: Record<SyncRequestType, string> = {
  LOAD_ALL: 'Load all',
  LOAD_TABLES: 'Load tables',
  LOAD_CHANGES: 'Load changes',
  SCHEDULED: 'Scheduled',
  WEBHOOK: 'Webhook',
};

/**
 * `type`: how the request reads the source. FULL reads every row of its tables (keyset pages);
 * INCREMENTAL reads the changes since the store's change position. Load all / load tables are
 * FULL; SCHEDULED and WEBHOOK are INCREMENTAL, except that the engine makes them FULL when the
 * store has no change position to start from (never loaded, or change capture WRAPPED) — which is
 * why the two fields differ.
 */
export const syncReadTypes = ['FULL', 'INCREMENTAL'] as const;
export type SyncReadType = (typeof syncReadTypes)[number];
export const syncReadTypeLabels: Record<SyncReadType, string> = { FULL: 'Full', INCREMENTAL: 'Incremental' };

/** The Activities tab's Type column: 'Scheduled (Incremental)'. */
export function requestTypeText(request: Pick<SyncRequest, 'requestType' | 'type'>): string {
  return `${syncRequestTypeLabels[request.requestType]} (${syncReadTypeLabels[request.type]})`;
}

export const stageProgressSchema = z.object({
  currentIndex: z.number().int().min(0),
  endIndex: z.number().int().min(0),
  /**
   * Where extraction stands, as text the console shows as is: during a full load the table and last
   * key read (`ITMMASTER after ITMREF_0=A100`), during an incremental one the change position
   * (`position 48213`); null before the first page.
   */
  checkpoint: z.string().nullable(),
});
export type StageProgress = z.infer<typeof stageProgressSchema>;

/** Rows of one source table that loaded with a value changed by a documented rule. */
export const requestWarningSchema = z.object({
  table: z.string(),
  rows: z.number().int().min(0),
});
export type RequestWarning = z.infer<typeof requestWarningSchema>;

/** What the console says under a request of its warnings, null when it has none. */
export function requestWarningText(warnings: readonly RequestWarning[]): string | null {
  const rows = warnings.reduce((sum, warning) => sum + warning.rows, 0);
  if (rows === 0) return null;
  const tables = warnings
    .filter((warning) => warning.rows > 0)
    .map((warning) => `${warning.table} ${warning.rows.toLocaleString('en-US')}`)
    .join(', ');
  return `${syncRequestTexts.warnings(rows)}: ${tables}`;
}

/** True figures, updated as the work goes (docs/decisions/0068). `tables` is how many tables the request covers. */
export const requestSummarySchema = z.object({
  tables: z.number().int().min(0),
  rowsRead: z.number().int().min(0),
  inserted: z.number().int().min(0),
  updated: z.number().int().min(0),
  deleted: z.number().int().min(0),
  failed: z.number().int().min(0),
  bytes: z.number().int().min(0),
  /** Delete Before Load's rows per store table (their sum is part of `deleted`); [] without it. */
  emptied: z.array(emptiedTableSchema),
  /**
   * Per source table, the rows that loaded with a value changed by a documented rule (a MySQL zero
   * date stored as NULL: packages/agent/README.md "Values"), by table name; only tables with some
   * ([] when none had any).
   */
  warnings: z.array(requestWarningSchema),
});
export type RequestSummary = z.infer<typeof requestSummarySchema>;
export const emptyRequestSummary: RequestSummary = {
  tables: 0,
  rowsRead: 0,
  inserted: 0,
  updated: 0,
  deleted: 0,
  failed: 0,
  bytes: 0,
  emptied: [],
  warnings: [],
};

/** A sync request as every call answers it, plus what it was asked to do. */
export const syncRequestSchema = z.object({
  id: z.uuid(),
  /** ISO time the request was created. */
  created: z.string(),
  requestType: z.enum(syncRequestTypes),
  type: z.enum(syncReadTypes),
  stage: z.enum(syncRequestStages),
  /** `requestPercentage(stageProgress)`, 0–100. */
  percentage: z.number().int().min(0).max(100),
  /** `requestDescription(request)`. */
  description: z.string(),
  stageProgress: stageProgressSchema,
  /** Seconds left in the running stage at the time of the reply (`stageEtaSeconds`), null when it cannot be told. */
  etaSeconds: z.number().int().min(0).nullable(),
  summary: requestSummarySchema,
  /** Why it FAILED ('cancelled' after stop), null otherwise. */
  error: z.string().nullable(),
  /** The tables asked for (LOAD_TABLES, WEBHOOK); empty means every mapped table. */
  tables: z.array(z.string()),
  /** "Delete Before Load": the mapped tables were emptied inside this run. */
  truncate: z.boolean(),
  /** What Delete Before Load empties (meaningful with `truncate`). */
  deleteMode: z.enum(deleteModes),
  /** ISO time it reached COMPLETED or FAILED, null while it runs. */
  finished: z.string().nullable(),
});
export type SyncRequest = z.infer<typeof syncRequestSchema>;

/** GET /{storeId}/request: an object keyed by request id, newest first (uuid keys keep JSON order). */
export const syncRequestListSchema = z.record(z.string(), syncRequestSchema);
export type SyncRequestList = z.infer<typeof syncRequestListSchema>;

// ─── Constants ───

export const syncRequestPageSizes = [10, 20, 50, 100] as const;
export const defaultSyncRequestPageSize = 20;
/** The Activities tab shows a request id's first 8 characters. */
export const requestIdShownLength = 8;
/** The failures tab's request search starts at 4 characters. */
export const failuresSearchMinLength = 4;

export function shortRequestId(id: string): string {
  return id.slice(0, requestIdShownLength);
}

// ─── List query, load, actions ───

/** q: Current = open (unfinished), Recent = all, Failed = failed (`isRequestFailed`). */
export const syncRequestListScopes = ['open', 'all', 'failed'] as const;
export type SyncRequestListScope = (typeof syncRequestListScopes)[number];
export const syncRequestListScopeLabels: Record<SyncRequestListScope, string> = {
  open: 'Current',
  all: 'Recent',
  failed: 'Failed',
};

const noNul = (value: string) => !value.includes('\u0000');
const pageSizeMessage = 'Page size must be 10, 20, 50 or 100';

/**
 * GET /{storeId}/request?n&q&v&s. `n` the newest N (10, 20, 50, 100; default 20); `q` default all
 * (the spec's activity state starts on Recent); `v=list` is the only view (the failures tab sends it;
 * another value is a 400, which keeps room for another view); `s` searches request ids (prefix),
 * requested tables and error texts, case-insensitive, from 4 characters (blank: no search).
 */
export const syncRequestListQuerySchema = z.strictObject({
  n: z.coerce
    .number({ error: pageSizeMessage })
    .pipe(z.literal(syncRequestPageSizes, { error: pageSizeMessage }))
    .default(defaultSyncRequestPageSize),
  q: z.enum(syncRequestListScopes, { error: 'q must be open, all or failed' }).default('all'),
  v: z.literal('list', { error: 'v must be list' }).optional(),
  s: z
    .string()
    .max(100, 'At most 100 characters')
    .refine(noNul, 'Invalid character')
    .transform((value) => value.trim())
    .refine(
      (value) => value === '' || value.length >= failuresSearchMinLength,
      `Enter at least ${failuresSearchMinLength} characters`,
    )
    .optional(),
});
export type SyncRequestListQuery = z.input<typeof syncRequestListQuerySchema>;

/** A request id in a path (`/request/{id}`, `/request/{code}/stop`). */
export const syncRequestIdSchema = z.uuid('Expected a request id');

/** GET /{storeId}/uploadData?truncate (load all) and POST with `{tables}` (load tables). */
export const uploadDataQuerySchema = z.strictObject({
  truncate: z
    .enum(['true', 'false'], { error: 'truncate must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  /** With truncate: WITH_DEPENDENTS (default) or CHOSEN_ONLY (sync-delete-plan.ts). */
  deleteMode: z
    .enum(deleteModes, { error: 'deleteMode must be WITH_DEPENDENTS or CHOSEN_ONLY' })
    .default('WITH_DEPENDENTS'),
});
export const uploadDataBodySchema = z.strictObject({
  tables: z
    .array(z.string().trim().min(1, 'Field is required').max(128).refine(noNul, 'Invalid character'))
    .min(1, 'Please select table')
    .max(1000, 'At most 1000 tables')
    .transform((tables) => [...new Set(tables)]),
});
export type UploadDataBody = z.input<typeof uploadDataBodySchema>;
/**
 * uploadData, stop and restart answer 202 with the request as it now stands: a new one in CREATED
 * (it waits while another request of the store runs), a stopped one FAILED with 'cancelled', a
 * restarted one back in CREATED under the same id.
 */
export const syncRequestReplySchema = syncRequestSchema;

// ─── Rules the console and the server share ───

type StageOf = { stage: SyncRequestStage };
/** A stage as callers hold it: possibly unset, or a value from an older or newer server. */
type Stage = string | null | undefined;

/** floor(100 × currentIndex / endIndex), 0 when endIndex is 0, kept within 0–100. */
export function requestPercentage(progress: Pick<StageProgress, 'currentIndex' | 'endIndex'>): number {
  if (!(progress.endIndex > 0)) return 0;
  const value = Math.floor((100 * progress.currentIndex) / progress.endIndex);
  return Math.min(100, Math.max(0, value));
}

/** Finished = FAILED or COMPLETED. */
export function isRequestFinished(request: StageOf): boolean {
  return request.stage === 'COMPLETED' || request.stage === 'FAILED';
}

/** Failed = FAILED, or COMPLETED with rows that failed. */
export function isRequestFailed(request: StageOf & { summary: Pick<RequestSummary, 'failed'> }): boolean {
  return request.stage === 'FAILED' || (request.stage === 'COMPLETED' && request.summary.failed > 0);
}

const progressBarStages: ReadonlySet<string> = new Set<SyncRequestStage>([
  'SENT',
  'EXTRACTING',
  'TRANSFERRING',
  'TRANSFER_PENDING',
  'LOADING',
]);
/** A progress bar shows during SENT, EXTRACTING, TRANSFERRING, TRANSFER_PENDING and LOADING. */
export function showsProgressBar(stage: Stage): boolean {
  return typeof stage === 'string' && progressBarStages.has(stage);
}

/**
 * EXTRACTING shows the checkpoint ('Extracting: ITMMASTER after …', 'Extracting' before the first
 * one); TRANSFERRING '42% transferred' (of chunks); LOADING '42% loaded' (of rows); every other
 * stage nothing (the Stage column already says it, and COMPLETED is a blank request).
 */
export function requestDescription(request: StageOf & { stageProgress: StageProgress }): string {
  const { stage, stageProgress } = request;
  if (stage === 'EXTRACTING') {
    return stageProgress.checkpoint
      ? syncRequestTexts.extractingAt(stageProgress.checkpoint)
      : syncRequestTexts.extracting;
  }
  if (stage === 'TRANSFERRING') return syncRequestTexts.transferred(requestPercentage(stageProgress));
  if (stage === 'LOADING') return syncRequestTexts.loaded(requestPercentage(stageProgress));
  return '';
}

const loadProgressByStage: Partial<Record<SyncRequestStage, number>> = {
  CREATED: 10,
  REQUESTED: 15,
  EXTRACT_PENDING: 20,
  EXTRACTING: 25,
  TRANSFER_PENDING: 30,
  TRANSFERRING: 40,
  SENT: 50,
  RECEIVED: 55,
  COMPLETED: 100,
  FAILED: 100,
};
/** The load bar: by stage, LOADING 60 rising to 100 by currentIndex/endIndex, anything else 5. */
export function loadProgress(request: { stage: Stage; stageProgress?: StageProgress | null }): number {
  if (request.stage === 'LOADING') {
    const progress = request.stageProgress;
    return progress ? 60 + Math.floor((40 * requestPercentage(progress)) / 100) : 60;
  }
  return loadProgressByStage[request.stage as SyncRequestStage] ?? 5;
}

/** Cancel only an unfinished request. */
export function canCancel(request: StageOf): boolean {
  return !isRequestFinished(request);
}
/**
 * Restart only a failed one: a FAILED request resumes from its last loaded chunk; a COMPLETED one
 * with failed rows retries its failures (as the failures tab's retry of every group would).
 */
export function canRestart(request: Parameters<typeof isRequestFailed>[0]): boolean {
  return isRequestFailed(request);
}

export type RequestActionCheck = { ok: true; confirm: string } | { ok: false; message: string };
/** Before a row action: the confirmation to ask, or the alert the spec shows instead. */
export function checkRequestAction(action: string, request: Parameters<typeof isRequestFailed>[0]): RequestActionCheck {
  if (action === 'cancel') {
    return canCancel(request)
      ? { ok: true, confirm: syncRequestTexts.confirmCancel }
      : { ok: false, message: syncRequestTexts.onlyUnfinishedCancel };
  }
  if (action === 'restart') {
    return canRestart(request)
      ? { ok: true, confirm: syncRequestTexts.confirmRestart }
      : { ok: false, message: syncRequestTexts.onlyFailedRestart };
  }
  return { ok: false, message: syncRequestTexts.unknownAction(action) };
}

/**
 * The tab rule: a request is in progress while the sync stage is set and is not COMPLETED.
 * The console feeds it the status reply's `stage` (the store's open request, null when none is
 * open), so a finished request never locks the tabs; a FAILED stage given directly counts, as the
 * spec words it.
 */
export function requestInProgress(stage: Stage): boolean {
  return typeof stage === 'string' && stage !== '' && stage !== 'COMPLETED';
}

/** The list's polling: every 3 s while any listed request is unfinished, else every 60 s. */
export function requestListRefreshMs(requests: Iterable<StageOf>): number {
  for (const request of requests) {
    if (!isRequestFinished(request)) return syncPollingMs.requestsUnfinished;
  }
  return syncPollingMs.requestsIdle;
}

export type LoadOutcome =
  | { state: 'running'; progress: number }
  | { state: 'succeeded'; progress: 100; message: string }
  | { state: 'failed'; progress: 100; message: string };
/**
 * Where a started load stands, from its polled detail: COMPLETED with
 * failed rows is an error ('Failed to process tables, failed count: N'); FAILED is an error with
 * its error text ('Failed to load tables - {error}', 'Failed to process tables.' without one);
 * COMPLETED otherwise a success naming what was loaded.
 */
export function loadOutcome(
  request: Pick<SyncRequest, 'stage' | 'stageProgress' | 'summary' | 'error' | 'requestType' | 'tables'>,
): LoadOutcome {
  if (request.stage === 'FAILED') {
    const error = request.error?.trim();
    return {
      state: 'failed',
      progress: 100,
      message: error ? syncRequestTexts.loadFailed(error) : syncRequestTexts.processFailed,
    };
  }
  if (request.stage === 'COMPLETED') {
    if (request.summary.failed !== 0) {
      return { state: 'failed', progress: 100, message: syncRequestTexts.processFailedCount(request.summary.failed) };
    }
    const message =
      request.requestType === 'LOAD_CHANGES'
        ? syncRequestTexts.loadChangesDone
        : request.requestType === 'LOAD_TABLES' && request.tables.length > 0
          ? syncRequestTexts.loadTablesDone(request.tables)
          : syncRequestTexts.loadAllDone;
    return { state: 'succeeded', progress: 100, message };
  }
  return { state: 'running', progress: loadProgress(request) };
}
