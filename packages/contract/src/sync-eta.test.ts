import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type EtaInput, etaText, stageEtaSeconds } from './sync-eta.ts';

const start = new Date('2026-11-27T10:00:00Z');
const after = (seconds: number) => new Date(start.getTime() + seconds * 1000);
const loading = (over: Partial<EtaInput> = {}): EtaInput => ({
  stage: 'LOADING',
  currentIndex: 250,
  endIndex: 1000,
  stageStartedAt: start,
  stageStartIndex: 0,
  ...over,
});

describe('stageEtaSeconds', () => {
  it('extrapolates the stage’s own rate: a quarter done in 10 s leaves 30 s', () => {
    expect(stageEtaSeconds(loading(), after(10))).toBe(30);
    expect(stageEtaSeconds(loading({ stage: 'TRANSFERRING', currentIndex: 3, endIndex: 4 }), after(9))).toBe(3);
  });

  it('counts only this stage’s progress: a resumed load that started at 200 of 1000 and reached 250 in 10 s', () => {
    expect(stageEtaSeconds(loading({ stageStartIndex: 200 }), after(10))).toBe(150);
  });

  it('rounds up to whole seconds', () => {
    expect(stageEtaSeconds(loading({ currentIndex: 3, endIndex: 10 }), after(1))).toBe(3);
  });

  it('says nothing it cannot know: no progress yet, no end, no start, no time, another stage', () => {
    expect(stageEtaSeconds(loading({ currentIndex: 0 }), after(10))).toBeNull();
    expect(stageEtaSeconds(loading({ currentIndex: 200, stageStartIndex: 200 }), after(10))).toBeNull();
    expect(stageEtaSeconds(loading({ endIndex: 0, currentIndex: 0 }), after(10))).toBeNull();
    expect(stageEtaSeconds(loading({ stageStartedAt: null }), after(10))).toBeNull();
    expect(stageEtaSeconds(loading(), start)).toBeNull();
    expect(stageEtaSeconds(loading(), after(-5))).toBeNull();
    expect(stageEtaSeconds(loading({ currentIndex: 1200 }), after(10))).toBeNull();
    for (const stage of ['EXTRACTING', 'TRANSFER_PENDING', 'SENT', 'RECEIVED', 'COMPLETED', 'FAILED', 'CREATED']) {
      expect(stageEtaSeconds(loading({ stage }), after(10))).toBeNull();
    }
  });

  it('is 0 at the end of the stage', () => {
    expect(stageEtaSeconds(loading({ currentIndex: 1000 }), after(10))).toBe(0);
  });

  it('never negative, and shrinks as progress goes on at the same elapsed time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 86_400_000 }),
        (end, at, elapsedMs) => {
          const current = Math.min(at, end);
          const now = new Date(start.getTime() + elapsedMs);
          const eta = stageEtaSeconds(loading({ currentIndex: current, endIndex: end }), now);
          expect(eta).not.toBeNull();
          expect(eta).toBeGreaterThanOrEqual(0);
          if (current < end) {
            const further = stageEtaSeconds(loading({ currentIndex: current + 1, endIndex: end }), now);
            expect(further).toBeLessThanOrEqual(eta as number);
          }
        },
      ),
    );
  });
});

describe('etaText', () => {
  it('reads as seconds, minutes, then hours and minutes', () => {
    expect(etaText(0)).toBe('~1 s left');
    expect(etaText(12)).toBe('~12 s left');
    expect(etaText(59.2)).toBe('~1 min left');
    expect(etaText(60)).toBe('~1 min left');
    expect(etaText(61)).toBe('~2 min left');
    expect(etaText(3600)).toBe('~1 h 00 min left');
    expect(etaText(3600 + 4 * 60 + 1)).toBe('~1 h 05 min left');
  });
});
