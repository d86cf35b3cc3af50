import { describe, expect, it } from 'vitest';
import { type TraceMessage, traceFilter } from './sync-trace.ts';

const ts = '2026-11-23T12:00:00.000Z';
const stage: TraceMessage = { type: 'traceStage', ts, stage: 'EXTRACTING', table: 'ITMMASTER' };
const failure: TraceMessage = { type: 'traceError', ts, stage: 'LOADING', error: 'Deadlock', fields: { ROWID: 42 } };
const query: TraceMessage = {
  type: 'traceSQL',
  ts,
  table: 'ITMCATEG',
  sql: 'SELECT * FROM ITMCATEG',
  requestId: 'ab12',
};
const all = [stage, failure, query];
const kept = (filter: string) => all.filter(traceFilter(filter));

describe('traceFilter', () => {
  it('keeps everything when empty', () => {
    expect(kept('')).toEqual(all);
    expect(kept('   ')).toEqual(all);
  });

  it('matches words case-insensitively anywhere in the message, every word required', () => {
    expect(kept('itmmaster')).toEqual([stage]);
    expect(kept('itm')).toEqual([stage, query]);
    expect(kept('select itmcateg')).toEqual([query]);
    expect(kept('rowid=42')).toEqual([failure]);
    expect(kept('itm deadlock')).toEqual([]);
  });

  it('matches key:word in that part only', () => {
    expect(kept('type:traceerror')).toEqual([failure]);
    expect(kept('table:itm')).toEqual([stage, query]);
    expect(kept('stage:load')).toEqual([failure]);
    expect(kept('requestId:AB')).toEqual([query]);
    expect(kept('sql:itmmaster')).toEqual([]);
  });

  it('reads an unknown key as a plain word', () => {
    expect(kept('row:1')).toEqual([]);
    expect(kept('rowid:')).toEqual([]);
  });
});
