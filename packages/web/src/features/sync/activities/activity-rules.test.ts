import {
  checkRequestAction,
  emptyRequestSummary,
  type SyncRequest,
  type SyncRequestList,
  type SyncRequestStage,
} from '@store-console/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, clientErrorCodes } from '../../../api/api-error.ts';
import { loadDetailInterval, requestListInterval, withNewerRequest } from '../../../api/sync-request-polling.ts';
import {
  failuresLink,
  openLoad,
  pageSizeFromParam,
  planLoad,
  requestActionMessage,
  requestRows,
  requestStatusView,
  scopeFromParam,
} from './activity-rules.ts';

let counter = 0;
function request(stage: SyncRequestStage, over: Partial<SyncRequest> = {}): SyncRequest {
  counter += 1;
  return {
    id: `${String(counter).padStart(8, '0')}-0000-4000-8000-000000000000`,
    created: '2026-11-23T10:00:00.000Z',
    requestType: 'LOAD_ALL',
    type: 'FULL',
    stage,
    percentage: 0,
    description: '',
    stageProgress: { currentIndex: 0, endIndex: 0, checkpoint: null },
    etaSeconds: null,
    summary: emptyRequestSummary,
    error: null,
    tables: [],
    truncate: false,
    deleteMode: 'WITH_DEPENDENTS',
    finished: null,
    ...over,
  };
}
const listOf = (...requests: SyncRequest[]): SyncRequestList =>
  Object.fromEntries(requests.map((item) => [item.id, item]));

describe('activities list state', () => {
  it('starts on Recent (all) with 20 a page, and keeps only the spec’s scopes and sizes', () => {
    expect(scopeFromParam(null)).toBe('all');
    expect(scopeFromParam('open')).toBe('open');
    expect(scopeFromParam('failed')).toBe('failed');
    expect(scopeFromParam('everything')).toBe('all');
    expect(pageSizeFromParam(null)).toBe(20);
    expect([10, 20, 50, 100].map((size) => pageSizeFromParam(String(size)))).toEqual([10, 20, 50, 100]);
    expect(pageSizeFromParam('30')).toBe(20);
    expect(pageSizeFromParam('abc')).toBe(20);
  });

  it('lists the rows in the reply’s order (newest first)', () => {
    const newer = request('COMPLETED');
    const older = request('FAILED');
    expect(requestRows(listOf(newer, older)).map((row) => row.id)).toEqual([newer.id, older.id]);
    expect(requestRows(undefined)).toEqual([]);
  });
});

describe('activities polling', () => {
  it('polls every 3 s while any listed request is unfinished', () => {
    expect(requestListInterval(listOf(request('COMPLETED'), request('LOADING')))).toBe(3_000);
    expect(requestListInterval(listOf(request('CREATED')))).toBe(3_000);
  });

  it('polls every 60 s when every listed request is finished, the list is empty or not read yet', () => {
    expect(requestListInterval(listOf(request('COMPLETED'), request('FAILED')))).toBe(60_000);
    expect(requestListInterval({})).toBe(60_000);
    expect(requestListInterval(undefined)).toBe(60_000);
  });
});

describe('load progress polling', () => {
  it('reads the started request every second until it is COMPLETED or FAILED', () => {
    expect(loadDetailInterval(undefined, 'pending')).toBe(1_000);
    expect(loadDetailInterval(request('LOADING'), 'success')).toBe(1_000);
    expect(loadDetailInterval(request('COMPLETED'), 'success')).toBe(false);
    expect(loadDetailInterval(request('FAILED'), 'success')).toBe(false);
  });

  it('stops when the detail read is refused, and goes on after a timeout, a network failure or a 5xx', () => {
    expect(loadDetailInterval(undefined, 'error')).toBe(false);
    const refused = new ApiError({ status: 404, code: 'NOT_FOUND', message: 'No such request' });
    expect(loadDetailInterval(request('LOADING'), 'error', refused)).toBe(false);
    const timeout = new ApiError({ status: 0, code: clientErrorCodes.timeout, message: 'timeout of 20000ms exceeded' });
    expect(loadDetailInterval(request('LOADING'), 'error', timeout)).toBe(1_000);
    const network = new ApiError({ status: 0, code: clientErrorCodes.network, message: 'Network Error' });
    expect(loadDetailInterval(undefined, 'error', network)).toBe(1_000);
    const busy = new ApiError({ status: 503, code: 'UNAVAILABLE', message: 'busy' });
    expect(loadDetailInterval(request('LOADING'), 'error', busy)).toBe(1_000);
    // A finished load is not read again, whatever the last read did.
    expect(loadDetailInterval(request('COMPLETED'), 'error', timeout)).toBe(false);
  });
});

describe('the Status column', () => {
  it('shows a progress bar with the description in SENT, EXTRACTING, TRANSFERRING, TRANSFER_PENDING and LOADING', () => {
    const loading = request('LOADING', { stageProgress: { currentIndex: 42, endIndex: 100, checkpoint: null } });
    expect(requestStatusView(loading)).toEqual({
      kind: 'progress',
      percentage: 42,
      description: '42% loaded',
      eta: null,
      warning: null,
    });
    expect(requestStatusView({ ...loading, etaSeconds: 95 })).toMatchObject({ eta: '~2 min left' });
    const extracting = request('EXTRACTING', {
      stageProgress: { currentIndex: 0, endIndex: 0, checkpoint: 'ITMMASTER after ITMREF_0=A100' },
    });
    expect(requestStatusView(extracting)).toMatchObject({
      kind: 'progress',
      description: 'Extracting: ITMMASTER after ITMREF_0=A100',
    });
    for (const stage of ['SENT', 'TRANSFER_PENDING', 'TRANSFERRING'] as const) {
      expect(requestStatusView(request(stage)).kind).toBe('progress');
    }
  });

  it('says under the status how many rows loaded with a value changed by a rule, per table', () => {
    const warned = request('COMPLETED', {
      summary: {
        ...emptyRequestSummary,
        warnings: [
          { table: 'ITMMASTER', rows: 1200 },
          { table: 'SORDER', rows: 1 },
        ],
      },
    });
    expect(requestStatusView(warned)).toMatchObject({
      label: 'Completed',
      warning: '1,201 rows loaded with a value changed by a rule (a zero date as empty): ITMMASTER 1,200, SORDER 1',
    });
    const one = request('LOADING', {
      summary: { ...emptyRequestSummary, warnings: [{ table: 'BPCUSTOMER', rows: 1 }] },
    });
    expect(requestStatusView(one)).toMatchObject({
      kind: 'progress',
      warning: '1 row loaded with a value changed by a rule (a zero date as empty): BPCUSTOMER 1',
    });
    expect(requestStatusView(request('COMPLETED')).warning).toBeNull();
  });

  it('shows Failed (with the error) for a FAILED request or one COMPLETED with failed rows, else Completed or Waiting', () => {
    expect(requestStatusView(request('FAILED', { error: 'cancelled' }))).toMatchObject({
      label: 'Failed',
      tone: 'danger',
      description: 'cancelled',
    });
    const withFailures = request('COMPLETED', { summary: { ...emptyRequestSummary, failed: 3 } });
    expect(requestStatusView(withFailures)).toMatchObject({ label: 'Failed' });
    expect(requestStatusView(request('COMPLETED'))).toMatchObject({ label: 'Completed', tone: 'success' });
    expect(requestStatusView(request('CREATED'))).toMatchObject({ label: 'Waiting', waiting: true });
    expect(requestStatusView(request('RECEIVED'))).toMatchObject({ kind: 'badge', label: 'Waiting' });
  });
});

describe('row actions', () => {
  it('asks to confirm a cancel of an unfinished request and a restart of a failed one', () => {
    expect(checkRequestAction('cancel', request('LOADING'))).toEqual({
      ok: true,
      confirm: 'Are you sure to cancel the request?',
    });
    expect(checkRequestAction('restart', request('FAILED'))).toEqual({
      ok: true,
      confirm: 'Are you sure to restart the request?',
    });
  });

  it('alerts instead of calling for a finished cancel or an unfailed restart', () => {
    expect(checkRequestAction('cancel', request('COMPLETED'))).toEqual({
      ok: false,
      message: 'Only non completed or failed request can be canceled.',
    });
    expect(checkRequestAction('restart', request('LOADING'))).toEqual({
      ok: false,
      message: 'Only failed request can be restarted.',
    });
  });

  it('says what the action came to, naming the request', () => {
    const id = 'a1b2c3d4-0000-4000-8000-000000000000';
    expect(requestActionMessage('cancel', id, { ok: true })).toEqual({
      ok: true,
      text: `Processed Action "cancel" for ${id} successfully.`,
    });
    expect(requestActionMessage('restart', id, { ok: false, error: 'Request not found' })).toEqual({
      ok: false,
      text: `Failed to process Action "restart" for ${id}. Error: Request not found`,
    });
  });

  it('links a failed request (double-click) to the failures tab with it preselected, not others', () => {
    const failedOne = request('FAILED');
    expect(failuresLink('/stores/5/synchronization', failedOne)).toBe(
      `/stores/5/synchronization/failures?request=${failedOne.id}`,
    );
    const withFailures = request('COMPLETED', { summary: { ...emptyRequestSummary, failed: 1 } });
    expect(failuresLink('/stores/5/synchronization', withFailures)).toContain('/failures?request=');
    expect(failuresLink('/stores/5/synchronization', request('COMPLETED'))).toBeNull();
    expect(failuresLink('/stores/5/synchronization', request('LOADING'))).toBeNull();
  });
});

describe('loads', () => {
  it('loads every mapped table, or the selected ones, with Delete Before Load', () => {
    expect(planLoad('all', ['ITMMASTER'], true)).toEqual({ ok: true, tables: null, truncate: true });
    expect(planLoad('tables', ['ITMMASTER', 'BPCUSTOMER'], false)).toEqual({
      ok: true,
      tables: ['ITMMASTER', 'BPCUSTOMER'],
      truncate: false,
    });
  });

  it('follows the newest unfinished Load all / Load tables request it did not start, not scheduled runs', () => {
    const scheduled = request('LOADING', { requestType: 'SCHEDULED', type: 'INCREMENTAL' });
    const tablesLoad = request('EXTRACTING', { requestType: 'LOAD_TABLES', tables: ['ITMMASTER'] });
    const olderLoad = request('CREATED');
    expect(openLoad([scheduled, tablesLoad, olderLoad])).toBe(tablesLoad);
    expect(openLoad([scheduled, request('COMPLETED')])).toBeNull();
    expect(openLoad([])).toBeNull();
  });

  it('says "Please select table" for Load tables without a table', () => {
    expect(planLoad('tables', [], false)).toEqual({ ok: false, message: 'Please select table' });
  });
});

describe('withNewerRequest', () => {
  it("puts the load's newer read in its row, in the list's order, and leaves the other rows", () => {
    const older = request('CREATED');
    const load = request('EXTRACTING', { percentage: 10 });
    const list = listOf(load, older);
    const newer = { ...load, stage: 'LOADING' as const, percentage: 80 };
    const updated = withNewerRequest(list, newer);
    expect(requestRows(updated).map((row) => [row.id, row.stage, row.percentage])).toEqual([
      [load.id, 'LOADING', 80],
      [older.id, 'CREATED', 0],
    ]);
    expect(updated?.[older.id]).toBe(older);
    expect(requestRows(list)[0]?.stage).toBe('EXTRACTING'); // the cached list is not changed in place
  });

  it('returns a list without the request, or no list, as it is', () => {
    const list = listOf(request('COMPLETED'));
    expect(withNewerRequest(list, request('LOADING'))).toBe(list);
    expect(withNewerRequest(undefined, request('LOADING'))).toBeUndefined();
  });
});
