import { type TraceMessage, traceFilter } from '@store-console/contract';
import { describe, expect, it } from 'vitest';
import { TraceLog } from './trace-log.ts';

const message = (n: number): TraceMessage => ({ type: 'traceStage', ts: '2026-11-23T12:00:00.000Z', stage: `S${n}` });
const stages = (entries: readonly { message: TraceMessage }[] | null) => entries?.map((e) => e.message.stage) ?? null;

describe('TraceLog', () => {
  it('shows what arrived at the next tick, in arrival order, and nothing to redraw otherwise', () => {
    const log = new TraceLog(5);
    expect(log.flush(false)).toBeNull();
    log.receive(message(1));
    log.receive(message(2));
    expect(stages(log.flush(false))).toEqual(['S1', 'S2']);
    expect(log.flush(false)).toBeNull();
  });

  it('keeps only the newest entries, across ticks and within one', () => {
    const log = new TraceLog(3);
    for (const n of [1, 2]) log.receive(message(n));
    log.flush(false);
    for (const n of [3, 4]) log.receive(message(n));
    expect(stages(log.flush(false))).toEqual(['S2', 'S3', 'S4']);
    for (let n = 5; n <= 12; n += 1) log.receive(message(n));
    expect(stages(log.flush(false))).toEqual(['S10', 'S11', 'S12']);
  });

  it('holds the screen while paused and shows what arrived meanwhile when started again', () => {
    const log = new TraceLog(4);
    log.receive(message(1));
    log.flush(false);
    for (let n = 2; n <= 7; n += 1) log.receive(message(n));
    expect(log.flush(true)).toBeNull();
    expect(log.flush(true)).toBeNull();
    expect(log.held).toBe(4);
    expect(stages(log.flush(false))).toEqual(['S4', 'S5', 'S6', 'S7']);
    expect(log.held).toBe(0);
  });

  it('gives every entry a key of its own, kept as older entries go', () => {
    const log = new TraceLog(2);
    for (let n = 1; n <= 3; n += 1) log.receive(message(n));
    const keys = log.flush(false)?.map((e) => e.key);
    expect(new Set(keys).size).toBe(2);
    log.receive(message(4));
    expect(log.flush(false)?.[0]?.key).toBe(keys?.[1]);
  });

  it('filters what it shows and what it holds, then keeps receiving', () => {
    const log = new TraceLog(10);
    for (const n of [1, 2, 3]) log.receive(message(n));
    log.flush(false);
    log.receive(message(12));
    expect(stages(log.retain(traceFilter('stage:s1')))).toEqual(['S1']);
    expect(log.held).toBe(1);
    expect(stages(log.flush(false))).toEqual(['S1', 'S12']);
    log.receive(message(4));
    expect(stages(log.flush(false))).toEqual(['S1', 'S12', 'S4']);
  });

  it('clears', () => {
    const log = new TraceLog(2);
    log.receive(message(1));
    expect(log.clear()).toEqual([]);
    expect(log.flush(false)).toBeNull();
  });
});
