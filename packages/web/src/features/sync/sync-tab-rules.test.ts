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

describe('sync tab rules (spec 2)', () => {
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
      disabled: true,
    });
  });

  it('enables the built tabs of a SYNC_2 store with a source; the next issue’s tabs stay disabled', () => {
    expect(enabled()).toEqual(['connection', 'mappings', 'filters', 'scheduler', 'diagnostics']);
  });

  it('disables what needs a source while the store has none', () => {
    expect(enabled({ hasSource: false })).toEqual(['connection']);
  });

  it('disables connection, mappings, filters and scheduler while a request is in progress', () => {
    // Diagnostics is the one built tab a running request leaves open: it shows the request's trace.
    expect(enabled({ requestInProgress: true })).toEqual(['diagnostics']);
  });

  it('leaves only connection when the version is not SYNC_2', () => {
    expect(enabled({ syncVersion: 'SYNC_1' })).toEqual(['connection']);
    expect(enabled({ syncVersion: null })).toEqual(['connection']);
  });

  it('sends unknown and disabled tabs to connection while the dashboard is not built', () => {
    expect(syncFallbackTab(facts())).toBe('connection');
    expect(syncFallbackTab(facts({ hasSource: false }))).toBe('connection');
  });
});
