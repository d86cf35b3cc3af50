import { requestInProgress } from '@store-console/contract';
import { describe, expect, it } from 'vitest';
import { type SyncTabFacts, syncFallbackTab, syncTabStates } from './sync-tab-rules.ts';

const facts = (over: Partial<SyncTabFacts> = {}): SyncTabFacts => ({
  erpCode: 'Sage_X3',
  syncVersion: 'SYNC_2',
  hasSource: true,
  requestInProgress: false,
  ...over,
});
const enabled = (over: Partial<SyncTabFacts> = {}) =>
  syncTabStates(facts(over))
    .filter((tab) => !tab.disabled)
    .map((tab) => tab.path);

describe('sync tab rules', () => {
  it('lists the tabs in the spec order with their titles, webhooks only for Business Central', () => {
    expect(syncTabStates(facts()).map((tab) => tab.title)).toEqual([
      'Sync Dashboard',
      'Connection',
      'Mappings',
      'Filters',
      'Activities',
      'Failures',
      'Scheduler',
      'Diagnostics',
    ]);
    expect(syncTabStates(facts({ erpCode: 'MS_Dynamics_BC' })).at(-1)).toEqual({
      path: 'webhooks',
      title: 'Webhooks',
      disabled: false,
    });
  });

  it('enables every tab of a SYNC_2 store with a source, webhooks for Business Central', () => {
    expect(enabled()).toEqual([
      'dashboard',
      'connection',
      'mappings',
      'filters',
      'activities',
      'failures',
      'scheduler',
      'diagnostics',
    ]);
    expect(enabled({ erpCode: 'MS_Dynamics_BC' })).toContain('webhooks');
    // Not under SYNC_2: only connection, webhooks included.
    expect(enabled({ erpCode: 'MS_Dynamics_BC', syncVersion: 'SYNC_1' })).toEqual(['connection']);
  });

  it('disables what needs a source while the store has none', () => {
    expect(enabled({ hasSource: false })).toEqual(['connection']);
  });

  it('disables connection, mappings, filters and scheduler while a request is in progress, not the others', () => {
    // Diagnostics stays open: it shows the running request's trace.
    expect(enabled({ requestInProgress: true })).toEqual(['dashboard', 'activities', 'failures', 'diagnostics']);
  });

  it('feeds the rule from the status reply: an open request locks, none or a finished one does not', () => {
    const locked = (stage: string | null) => enabled({ requestInProgress: requestInProgress(stage) });
    expect(locked('LOADING')).not.toContain('connection');
    expect(locked('CREATED')).not.toContain('mappings');
    expect(locked(null)).toContain('connection');
    expect(locked('COMPLETED')).toContain('scheduler');
  });

  it('leaves only connection when the version is not SYNC_2', () => {
    expect(enabled({ syncVersion: 'SYNC_1' })).toEqual(['connection']);
    expect(enabled({ syncVersion: null })).toEqual(['connection']);
  });

  it('sends unknown and disabled tabs to the dashboard under SYNC_2, else to connection', () => {
    expect(syncFallbackTab(facts())).toBe('dashboard');
    expect(syncFallbackTab(facts({ requestInProgress: true }))).toBe('dashboard');
    expect(syncFallbackTab(facts({ hasSource: false }))).toBe('connection');
    expect(syncFallbackTab(facts({ syncVersion: 'SYNC_1' }))).toBe('connection');
    expect(syncFallbackTab(facts({ syncVersion: null }))).toBe('connection');
  });
});
