import { emptyRequestSummary, type SyncRequest, type SyncRequestList } from '@store-console/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import {
  dataItemText,
  effectiveSearch,
  failureActionMessage,
  requestChoices,
  searchHint,
  selectedOrFirst,
} from './failure-selection.ts';

function failedRequest(id: string): SyncRequest {
  return {
    id,
    created: '2026-11-23T10:00:00.000Z',
    requestType: 'LOAD_ALL',
    type: 'FULL',
    stage: 'COMPLETED',
    percentage: 100,
    description: '',
    stageProgress: { currentIndex: 1, endIndex: 1, checkpoint: null },
    etaSeconds: null,
    summary: { ...emptyRequestSummary, failed: 2 },
    error: null,
    tables: [],
    truncate: false,
    deleteMode: 'WITH_DEPENDENTS',
    finished: '2026-11-23T10:05:00.000Z',
  };
}
const a = failedRequest('aaaaaaaa-0000-4000-8000-000000000000');
const b = failedRequest('bbbbbbbb-0000-4000-8000-000000000000');
const c = failedRequest('cccccccc-0000-4000-8000-000000000000');
const list: SyncRequestList = { [a.id]: a, [b.id]: b };

describe('failures search (from 4 characters)', () => {
  it('searches only from 4 characters, trimmed', () => {
    expect(effectiveSearch('')).toBe('');
    expect(effectiveSearch('abc')).toBe('');
    expect(effectiveSearch('  abc ')).toBe('');
    expect(effectiveSearch('abcd')).toBe('abcd');
    expect(effectiveSearch(' ITMMASTER ')).toBe('ITMMASTER');
  });

  it('hints while 1 to 3 characters are typed', () => {
    expect(searchHint('')).toBeNull();
    expect(searchHint('ab')).toBe('Searching starts at 4 characters');
    expect(searchHint('abcd')).toBeNull();
  });
});

describe('selection at each level', () => {
  const id = (item: SyncRequest) => item.id;

  it('auto-selects the first item when nothing is chosen', () => {
    expect(selectedOrFirst([a, b], null, id)).toBe(a);
    expect(selectedOrFirst([], null, id)).toBeNull();
  });

  it('keeps the chosen item while the list holds it', () => {
    expect(selectedOrFirst([a, b], b.id, id)).toBe(b);
  });

  it('falls back to the first when the chosen item left the list (retried away, searched out)', () => {
    expect(selectedOrFirst([a, b], c.id, id)).toBe(a);
  });

  it('selects nothing without auto-select unless chosen', () => {
    expect(selectedOrFirst([a, b], null, id, false)).toBeNull();
    expect(selectedOrFirst([a, b], b.id, id, false)).toBe(b);
  });

  it('works on numeric ids (groups, failures)', () => {
    const groups = [{ id: 7 }, { id: 3 }];
    expect(selectedOrFirst(groups, 3, (group) => group.id)).toEqual({ id: 3 });
    expect(selectedOrFirst(groups, null, (group) => group.id)).toEqual({ id: 7 });
  });
});

describe('the preselected request (double-click on Activities)', () => {
  it('shows it first when the list does not hold it, so it can be selected', () => {
    const rows = requestChoices(list, c);
    expect(rows.map((row) => row.id)).toEqual([c.id, a.id, b.id]);
    expect(selectedOrFirst(rows, c.id, (row) => row.id)).toBe(c);
  });

  it('keeps the list as it is when it already holds it, or when there is none', () => {
    expect(requestChoices(list, b).map((row) => row.id)).toEqual([a.id, b.id]);
    expect(requestChoices(list, null).map((row) => row.id)).toEqual([a.id, b.id]);
    expect(requestChoices(undefined, null)).toEqual([]);
  });
});

describe('failure action messages', () => {
  const apiError = (status: number) => new ApiError({ status, code: 'x', message: 'server text' });

  it('reports a processed action', () => {
    expect(failureActionMessage('retry', 42, { ok: true })).toEqual({
      ok: true,
      text: 'Processed Action "retry" for 42 successfully.',
    });
  });

  it('says NOT IMPLEMENTED for 501 and UNKNOWN ISSUE for any other status', () => {
    expect(failureActionMessage('delete', 42, { ok: false, error: apiError(501) })).toEqual({
      ok: false,
      text: '501 - NOT IMPLEMENTED',
    });
    expect(failureActionMessage('retry', 42, { ok: false, error: apiError(409) }).text).toBe('409 - UNKNOWN ISSUE');
  });

  it('gives the client’s reason when no answer came', () => {
    const timeout = new ApiError({ status: 0, code: 'ECONNABORTED', message: 'The request timed out' });
    expect(failureActionMessage('retry', 42, { ok: false, error: timeout }).text).toBe('The request timed out');
  });
});

describe('the data item', () => {
  it('is the failure’s row as formatted JSON', () => {
    expect(dataItemText({ ITMREF_0: 'A100', PRICE: 'abc' })).toBe('{\n  "ITMREF_0": "A100",\n  "PRICE": "abc"\n}');
    expect(dataItemText(null)).toBe('No data item was kept for this failure.');
  });
});
