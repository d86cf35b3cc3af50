import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deletePlanTexts } from './sync-delete-plan.ts';
import {
  canCancel,
  canRestart,
  checkRequestAction,
  emptyRequestSummary,
  isRequestFailed,
  isRequestFinished,
  loadOutcome,
  loadProgress,
  requestDescription,
  requestInProgress,
  requestListRefreshMs,
  requestPercentage,
  requestTypeText,
  type SyncRequest,
  type SyncRequestStage,
  shortRequestId,
  showsProgressBar,
  syncRequestListQuerySchema,
  syncRequestSchema,
  syncRequestStages,
  uploadDataBodySchema,
  uploadDataQuerySchema,
} from './sync-requests.ts';
import { isActionSuccess, syncPollingMs, syncRequestTexts } from './sync-words.ts';

const request = (over: Partial<SyncRequest> = {}): SyncRequest => ({
  id: '3f2b8c1e-9d4a-4e7b-8a1c-2d3e4f5a6b7c',
  created: '2026-11-23T10:00:00.000Z',
  requestType: 'LOAD_ALL',
  type: 'FULL',
  stage: 'CREATED',
  percentage: 0,
  description: '',
  stageProgress: { currentIndex: 0, endIndex: 0, checkpoint: null },
  etaSeconds: null,
  summary: { ...emptyRequestSummary },
  error: null,
  tables: [],
  truncate: false,
  deleteMode: 'WITH_DEPENDENTS',
  finished: null,
  ...over,
});
const at = (stage: SyncRequestStage, over: Partial<SyncRequest> = {}) => request({ stage, ...over });
const failedRows = (stage: SyncRequestStage, failed: number) =>
  at(stage, { summary: { ...emptyRequestSummary, failed } });

describe('stages and types', () => {
  it('lists the spec’s eleven stages in order', () => {
    expect(syncRequestStages).toEqual([
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
    ]);
  });

  it('names what asked for a request and how it reads', () => {
    expect(requestTypeText({ requestType: 'SCHEDULED', type: 'INCREMENTAL' })).toBe('Scheduled (Incremental)');
    expect(requestTypeText({ requestType: 'LOAD_TABLES', type: 'FULL' })).toBe('Load tables (Full)');
  });

  it('parses a request as the server answers it and refuses a non-uuid id', () => {
    expect(syncRequestSchema.parse(request())).toEqual(request());
    expect(syncRequestSchema.safeParse(request({ id: '42' })).success).toBe(false);
  });

  it('shows a request id as its first 8 characters', () => {
    expect(shortRequestId('3f2b8c1e-9d4a-4e7b-8a1c-2d3e4f5a6b7c')).toBe('3f2b8c1e');
  });
});

describe('requestPercentage', () => {
  it('is floor(100 × current / end), 0 when end is 0', () => {
    expect(requestPercentage({ currentIndex: 0, endIndex: 0 })).toBe(0);
    expect(requestPercentage({ currentIndex: 5, endIndex: 0 })).toBe(0);
    expect(requestPercentage({ currentIndex: 1, endIndex: 3 })).toBe(33);
    expect(requestPercentage({ currentIndex: 2, endIndex: 3 })).toBe(66);
    expect(requestPercentage({ currentIndex: 3, endIndex: 3 })).toBe(100);
  });

  it('stays within 0–100 and never falls as work goes on', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), fc.nat(1_000_000), (a, b, end) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const p = requestPercentage({ currentIndex: low, endIndex: end });
        const q = requestPercentage({ currentIndex: high, endIndex: end });
        expect(p).toBeGreaterThanOrEqual(0);
        expect(q).toBeLessThanOrEqual(100);
        expect(q).toBeGreaterThanOrEqual(p);
      }),
    );
  });
});

describe('finished, failed, progress bar', () => {
  it('finished is COMPLETED or FAILED', () => {
    const finished = syncRequestStages.filter((stage) => isRequestFinished({ stage }));
    expect(finished).toEqual(['COMPLETED', 'FAILED']);
  });

  it('failed is FAILED, or COMPLETED with failed rows', () => {
    expect(isRequestFailed(failedRows('FAILED', 0))).toBe(true);
    expect(isRequestFailed(failedRows('COMPLETED', 0))).toBe(false);
    expect(isRequestFailed(failedRows('COMPLETED', 3))).toBe(true);
    expect(isRequestFailed(failedRows('LOADING', 3))).toBe(false);
  });

  it('shows a progress bar during SENT, EXTRACTING, TRANSFERRING, TRANSFER_PENDING and LOADING', () => {
    expect(syncRequestStages.filter(showsProgressBar)).toEqual([
      'EXTRACTING',
      'TRANSFER_PENDING',
      'TRANSFERRING',
      'SENT',
      'LOADING',
    ]);
    expect(showsProgressBar(null)).toBe(false);
  });
});

describe('requestDescription', () => {
  it('shows the checkpoint while extracting, the percentage while transferring and loading, else nothing', () => {
    const progress = { currentIndex: 42, endIndex: 100, checkpoint: 'ITMMASTER after ITMREF_0=A100' };
    expect(requestDescription(at('EXTRACTING', { stageProgress: progress }))).toBe(
      'Extracting: ITMMASTER after ITMREF_0=A100',
    );
    expect(requestDescription(at('EXTRACTING'))).toBe('Extracting');
    expect(requestDescription(at('TRANSFERRING', { stageProgress: progress }))).toBe('42% transferred');
    expect(requestDescription(at('LOADING', { stageProgress: progress }))).toBe('42% loaded');
    expect(requestDescription(at('LOADING'))).toBe('0% loaded');
    for (const stage of ['CREATED', 'SENT', 'COMPLETED', 'FAILED'] as const) {
      expect(requestDescription(at(stage, { stageProgress: progress }))).toBe('');
    }
  });
});

describe('loadProgress', () => {
  it('follows the spec’s figures per stage', () => {
    const figures = Object.fromEntries(syncRequestStages.map((stage) => [stage, loadProgress({ stage })]));
    expect(figures).toEqual({
      CREATED: 10,
      REQUESTED: 15,
      EXTRACT_PENDING: 20,
      EXTRACTING: 25,
      TRANSFER_PENDING: 30,
      TRANSFERRING: 40,
      SENT: 50,
      RECEIVED: 55,
      LOADING: 60,
      COMPLETED: 100,
      FAILED: 100,
    });
    expect(loadProgress({ stage: null })).toBe(5);
    expect(loadProgress({ stage: 'SOMETHING_NEW' })).toBe(5);
  });

  it('rises from 60 to 100 while loading', () => {
    const loading = (currentIndex: number, endIndex: number) =>
      loadProgress({ stage: 'LOADING', stageProgress: { currentIndex, endIndex, checkpoint: null } });
    expect(loading(0, 10)).toBe(60);
    expect(loading(5, 10)).toBe(80);
    expect(loading(10, 10)).toBe(100);
    expect(loading(3, 0)).toBe(60);
  });
});

describe('actions', () => {
  it('cancels only unfinished requests and restarts only failed ones', () => {
    expect(syncRequestStages.filter((stage) => canCancel({ stage }))).toEqual(syncRequestStages.slice(0, 9));
    expect(canRestart(failedRows('FAILED', 0))).toBe(true);
    expect(canRestart(failedRows('COMPLETED', 2))).toBe(true);
    expect(canRestart(failedRows('COMPLETED', 0))).toBe(false);
    expect(canRestart(failedRows('LOADING', 0))).toBe(false);
  });

  it('asks the spec’s confirmation, or gives its alert instead', () => {
    expect(checkRequestAction('cancel', at('LOADING'))).toEqual({
      ok: true,
      confirm: 'Are you sure to cancel the request?',
    });
    expect(checkRequestAction('cancel', at('COMPLETED'))).toEqual({
      ok: false,
      message: 'Only non completed or failed request can be canceled.',
    });
    expect(checkRequestAction('restart', at('FAILED'))).toEqual({
      ok: true,
      confirm: 'Are you sure to restart the request?',
    });
    expect(checkRequestAction('restart', at('LOADING'))).toEqual({
      ok: false,
      message: 'Only failed request can be restarted.',
    });
    expect(checkRequestAction('delete', at('FAILED'))).toEqual({ ok: false, message: 'Unknown Action delete' });
  });

  it('takes 200 and 202 as success', () => {
    expect([200, 201, 202, 204, 400, 500].filter(isActionSuccess)).toEqual([200, 202]);
  });
});

describe('requestInProgress (the tab rule)', () => {
  it('is true while the stage is set and not COMPLETED', () => {
    expect(requestInProgress(null)).toBe(false);
    expect(requestInProgress(undefined)).toBe(false);
    expect(requestInProgress('')).toBe(false);
    expect(requestInProgress('COMPLETED')).toBe(false);
    expect(requestInProgress('CREATED')).toBe(true);
    expect(requestInProgress('LOADING')).toBe(true);
    expect(requestInProgress('FAILED')).toBe(true);
  });
});

describe('requestListRefreshMs', () => {
  it('polls every 3 s while a listed request is unfinished, else every 60 s', () => {
    expect(requestListRefreshMs([at('COMPLETED'), at('LOADING')])).toBe(3_000);
    expect(requestListRefreshMs([at('COMPLETED'), at('FAILED')])).toBe(60_000);
    expect(requestListRefreshMs([])).toBe(60_000);
    expect(syncPollingMs).toEqual({
      requestsUnfinished: 3_000,
      requestsIdle: 60_000,
      status: 15_000,
      loadDetail: 1_000,
    });
  });
});

describe('loadOutcome', () => {
  it('runs until COMPLETED or FAILED, with the load bar', () => {
    expect(loadOutcome(at('TRANSFERRING'))).toEqual({ state: 'running', progress: 40 });
  });

  it('says which tables loaded, or that all did', () => {
    expect(loadOutcome(at('COMPLETED'))).toEqual({
      state: 'succeeded',
      progress: 100,
      message: 'Load all tables successfully.',
    });
    expect(loadOutcome(at('COMPLETED', { requestType: 'LOAD_TABLES', tables: ['ITMMASTER', 'BPCUSTOMER'] }))).toEqual({
      state: 'succeeded',
      progress: 100,
      message: 'Load tables ITMMASTER, BPCUSTOMER successfully.',
    });
  });

  it('is an error when rows failed or the request failed', () => {
    expect(loadOutcome(failedRows('COMPLETED', 7))).toEqual({
      state: 'failed',
      progress: 100,
      message: 'Failed to process tables, failed count: 7',
    });
    expect(loadOutcome(at('FAILED', { error: 'cancelled' }))).toEqual({
      state: 'failed',
      progress: 100,
      message: 'Failed to load tables - cancelled',
    });
    expect(loadOutcome(at('FAILED', { error: '  ' }))).toEqual({
      state: 'failed',
      progress: 100,
      message: 'Failed to process tables.',
    });
  });
});

describe('list query', () => {
  it('defaults to the 20 most recent of all requests', () => {
    expect(syncRequestListQuerySchema.parse({})).toEqual({ n: 20, q: 'all' });
    expect(syncRequestListQuerySchema.parse({ n: '50', q: 'open' })).toEqual({ n: 50, q: 'open' });
  });

  it('takes only the spec’s page sizes, scopes and view', () => {
    const issue = (query: Record<string, string>) =>
      syncRequestListQuerySchema.safeParse(query).error?.issues[0]?.message ?? null;
    expect(issue({ n: '25' })).toBe('Page size must be 10, 20, 50 or 100');
    expect(issue({ n: 'x' })).toBe('Page size must be 10, 20, 50 or 100');
    expect(issue({ q: 'recent' })).toBe('q must be open, all or failed');
    expect(issue({ v: 'table' })).toBe('v must be list');
    expect(issue({ q: 'failed', v: 'list' })).toBeNull();
    expect(issue({ page: '2' })).not.toBeNull();
  });

  it('searches from 4 characters, blank meaning none', () => {
    expect(syncRequestListQuerySchema.parse({ s: ' 3f2b ' }).s).toBe('3f2b');
    expect(syncRequestListQuerySchema.parse({ s: '   ' }).s).toBe('');
    expect(syncRequestListQuerySchema.safeParse({ s: '3f2' }).error?.issues[0]?.message).toBe(
      'Enter at least 4 characters',
    );
    expect(syncRequestListQuerySchema.safeParse({ s: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('uploadData', () => {
  it('reads truncate as a boolean, false by default', () => {
    expect(uploadDataQuerySchema.parse({})).toEqual({ truncate: false, deleteMode: 'WITH_DEPENDENTS' });
    expect(uploadDataQuerySchema.parse({ truncate: 'true' })).toEqual({
      truncate: true,
      deleteMode: 'WITH_DEPENDENTS',
    });
    expect(uploadDataQuerySchema.safeParse({ truncate: 'yes' }).success).toBe(false);
  });

  it('reads what Delete Before Load empties: the dependent tables too by default, or only the chosen ones', () => {
    expect(uploadDataQuerySchema.parse({ truncate: 'true', deleteMode: 'CHOSEN_ONLY' })).toEqual({
      truncate: true,
      deleteMode: 'CHOSEN_ONLY',
    });
    expect(uploadDataQuerySchema.safeParse({ truncate: 'true', deleteMode: 'ALL' }).error?.issues[0]?.message).toBe(
      'deleteMode must be WITH_DEPENDENTS or CHOSEN_ONLY',
    );
  });

  it('names the tables that block emptying only the chosen ones, with their rows', () => {
    expect(deletePlanTexts.chosenOnlyRefused(['categories'], [{ table: 'products', rows: 1004 }])).toBe(
      'Delete Before Load cannot empty only categories: products (1,004 rows) refer to them. Empty the dependent tables too, or load without Delete Before Load.',
    );
    expect(
      deletePlanTexts.emptied([
        { table: 'categories', rows: 1, dependent: false },
        { table: 'products', rows: 1004, dependent: true },
      ]),
    ).toBe('Deleted before load: categories 1 row, products 1,004 rows');
  });

  it('says a Load changes request succeeded in its own words', () => {
    expect(loadOutcome(at('COMPLETED', { requestType: 'LOAD_CHANGES' }))).toEqual({
      state: 'succeeded',
      progress: 100,
      message: 'Load changes successfully.',
    });
  });

  it('needs at least one table, each once', () => {
    expect(uploadDataBodySchema.safeParse({ tables: [] }).error?.issues[0]?.message).toBe('Please select table');
    expect(uploadDataBodySchema.parse({ tables: ['ITMMASTER', ' ITMMASTER', 'SORDER'] })).toEqual({
      tables: ['ITMMASTER', 'SORDER'],
    });
    expect(uploadDataBodySchema.safeParse({ tables: ['a\u0000'] }).success).toBe(false);
  });
});

describe('texts', () => {
  it('says what the spec says', () => {
    const t = syncRequestTexts;
    expect(t.actionProcessed('cancel', '3f2b8c1e')).toBe('Processed Action "cancel" for 3f2b8c1e successfully.');
    expect(t.actionFailed('restart', '3f2b8c1e', 'boom')).toBe(
      'Failed to process Action "restart" for 3f2b8c1e. Error: boom',
    );
    expect(t.unknownAction('x')).toBe('Unknown Action x');
    expect(t.incorrectStatus(500)).toBe('incorrect response status - 500');
    expect(t.detailFailed('abc')).toBe('failed to get the detailed info for request abc');
    expect(t.statusLoadingError('down')).toBe('Status loading error: down');
    expect(t.unknownError).toBe('UNKNOWN ERROR');
    expect(t.loadFailed('timeout')).toBe('Failed to load tables - timeout');
    expect(t.confirmDelete).toBe('Are you sure to delete the request?');
    expect(t.confirmRetry).toBe('Are you sure to retry the request?');
  });
});
