import { describe, expect, it } from 'vitest';
import {
  healthCode,
  type SyncHealthState,
  storeIdListParamSchema,
  syncHealth,
  syncHealthDescriptions,
  syncStatusBatchSchema,
} from './sync-health.ts';
import { isHealthProblem, syncHealthCodes } from './sync-words.ts';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

/** A healthy agent store: every check passes. */
const healthy = (): SyncHealthState => ({
  hasSource: true,
  everLoaded: true,
  schedulerActive: true,
  agent: { reachable: true, lastSeen: ago(0.01), error: null },
  changeCapture: { state: 'ENABLED', position: '4812', positionChangedAt: ago(2) },
  lastDataAt: ago(1),
  lastCompletedAt: ago(0.05),
  nextDueAt: new Date(now.getTime() + 60_000),
  oldestWaitingDueAt: null,
});
const code = (over: Partial<SyncHealthState>) => healthCode({ ...healthy(), ...over }, now);

describe('codes', () => {
  it('keeps the spec’s order, and only SCHEDULER_OFF and OK are not problems', () => {
    expect(syncHealthCodes).toEqual([
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
    ]);
    expect(syncHealthCodes.filter((c) => !isHealthProblem(c))).toEqual(['SCHEDULER_OFF', 'OK']);
  });

  it('describes every code', () => {
    for (const c of syncHealthCodes) expect(syncHealth(c).description).toBe(syncHealthDescriptions[c]);
    expect(syncHealth('SYNC_OVERDUE')).toEqual({
      code: 'SYNC_OVERDUE',
      description: 'A scheduled sync is more than an hour late.',
    });
  });
});

describe('healthCode, one code at a time', () => {
  it('OK when everything holds', () => {
    expect(healthCode(healthy(), now)).toBe('OK');
  });

  it('NOT_LOADED without a source or before a full load completed', () => {
    expect(code({ hasSource: false })).toBe('NOT_LOADED');
    expect(code({ everLoaded: false })).toBe('NOT_LOADED');
  });

  it('SCHEDULER_OFF when the schedule is off', () => {
    expect(code({ schedulerActive: false })).toBe('SCHEDULER_OFF');
  });

  it('AGENT_OFF when the last probe missed the agent or none ever reached it', () => {
    expect(code({ agent: { reachable: false, lastSeen: ago(0.1) } })).toBe('AGENT_OFF');
    expect(code({ agent: { reachable: true, lastSeen: null } })).toBe('AGENT_OFF');
  });

  it('AGENT_ISSUE when the agent reports an error', () => {
    expect(code({ agent: { reachable: true, lastSeen: ago(0), error: 'database x3 unreachable' } })).toBe(
      'AGENT_ISSUE',
    );
  });

  it('CDC_DISABLED and CDC_WRAPPED from change capture’s state', () => {
    expect(code({ changeCapture: { state: 'DISABLED', position: null, positionChangedAt: ago(1) } })).toBe(
      'CDC_DISABLED',
    );
    expect(code({ changeCapture: { state: 'WRAPPED', position: '9', positionChangedAt: ago(1) } })).toBe('CDC_WRAPPED');
  });

  it('CDC_STATIONARY when the position has not moved for 24 hours', () => {
    const still = (hours: number) =>
      code({ changeCapture: { state: 'ENABLED', position: '1', positionChangedAt: ago(hours) } });
    expect(still(23.99)).toBe('OK');
    expect(still(24)).toBe('CDC_STATIONARY');
    expect(code({ changeCapture: { state: 'ENABLED', position: null, positionChangedAt: null } })).toBe('OK');
  });

  it('NO_DATA when no row reached the store for 24 hours, or ever', () => {
    expect(code({ lastDataAt: ago(23.99) })).toBe('OK');
    expect(code({ lastDataAt: ago(24) })).toBe('NO_DATA');
    expect(code({ lastDataAt: null })).toBe('NO_DATA');
  });

  it('SYNC_OVERDUE when a due run waits an hour, or the next due time passed an hour ago', () => {
    expect(code({ oldestWaitingDueAt: ago(0.99) })).toBe('OK');
    expect(code({ oldestWaitingDueAt: ago(1) })).toBe('SYNC_OVERDUE');
    expect(code({ nextDueAt: ago(0.5) })).toBe('OK');
    expect(code({ nextDueAt: ago(1.5) })).toBe('SYNC_OVERDUE');
  });

  it('skips the agent and change-capture checks for a gateway source', () => {
    expect(code({ agent: null, changeCapture: null })).toBe('OK');
    expect(code({ agent: null, changeCapture: null, lastDataAt: ago(30) })).toBe('NO_DATA');
  });
});

describe('healthCode priority', () => {
  it('reports the first code that holds, in the spec’s order', () => {
    // Everything wrong at once, then fixed one by one from the top.
    const state: SyncHealthState = {
      hasSource: true,
      everLoaded: false,
      schedulerActive: false,
      agent: { reachable: false, lastSeen: ago(50), error: 'x' },
      changeCapture: { state: 'DISABLED', position: null, positionChangedAt: ago(50) },
      lastDataAt: ago(50),
      lastCompletedAt: ago(50),
      nextDueAt: ago(50),
      oldestWaitingDueAt: ago(50),
    };
    const seen = [healthCode(state, now)];
    const fixes: ((s: SyncHealthState) => void)[] = [
      (s) => {
        s.everLoaded = true;
      },
      (s) => {
        s.schedulerActive = true;
      },
      (s) => {
        s.agent = { reachable: true, lastSeen: ago(0), error: 'x' };
      },
      (s) => {
        s.agent = { reachable: true, lastSeen: ago(0), error: null };
      },
      (s) => {
        s.changeCapture = { state: 'WRAPPED', position: '1', positionChangedAt: ago(50) };
      },
      (s) => {
        s.changeCapture = { state: 'ENABLED', position: '1', positionChangedAt: ago(50) };
      },
      (s) => {
        s.changeCapture = { state: 'ENABLED', position: '2', positionChangedAt: ago(1) };
      },
      (s) => {
        s.lastDataAt = ago(1);
      },
      (s) => {
        s.nextDueAt = null;
        s.oldestWaitingDueAt = null;
      },
    ];
    for (const fix of fixes) {
      fix(state);
      seen.push(healthCode(state, now));
    }
    expect(seen).toEqual([...syncHealthCodes]);
  });
});

describe('status replies', () => {
  it('keys a batch by store id', () => {
    const reply = { '5': { ...syncHealth('OK'), stage: null, requestId: null } };
    expect(syncStatusBatchSchema.parse(reply)).toEqual(reply);
  });

  it('reads a path segment of store ids', () => {
    expect(storeIdListParamSchema.parse('5,7,5')).toEqual([5, 7]);
    expect(storeIdListParamSchema.parse('5,')).toEqual([5]);
    for (const bad of ['', ',', '5,,7', 'a,b', '0', '5;7', '99999999999']) {
      expect(storeIdListParamSchema.safeParse(bad).success).toBe(false);
    }
    const many = Array.from({ length: 1001 }, (_, i) => i + 1).join(',');
    expect(storeIdListParamSchema.safeParse(many).error?.issues[0]?.message).toBe('At most 1000 stores');
  });
});
