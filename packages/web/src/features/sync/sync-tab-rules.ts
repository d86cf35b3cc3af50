import { gatewaySyncErpCode, type SyncTab, syncTabs } from '@store-console/contract';

const needSource: readonly SyncTab[] = [
  'dashboard',
  'mappings',
  'filters',
  'activities',
  'failures',
  'scheduler',
  'diagnostics',
];
const blockedByRequest: readonly SyncTab[] = ['connection', 'mappings', 'filters', 'scheduler'];

export interface SyncTabState {
  path: SyncTab;
  title: string;
  disabled: boolean;
}

export interface SyncTabFacts {
  /** The store's ERP type code (webhooks only for MS_Dynamics_BC). */
  erpCode: string;
  /** The store's sync version (null reads as NONE). */
  syncVersion: string | null;
  hasSource: boolean;
  /** A request is in progress: `requestInProgress(status.stage)` of the store's status reply. */
  requestInProgress: boolean;
}

/** The tab rules: which tabs show, in order, and which are disabled. */
export function syncTabStates(facts: SyncTabFacts): SyncTabState[] {
  return syncTabs
    .filter((tab) => tab.path !== 'webhooks' || facts.erpCode === gatewaySyncErpCode)
    .map((tab) => {
      const disabled =
        (!facts.hasSource && needSource.includes(tab.path)) ||
        (facts.requestInProgress && blockedByRequest.includes(tab.path)) ||
        (facts.syncVersion !== 'SYNC_2' && tab.path !== 'connection');
      return { path: tab.path, title: tab.title, disabled };
    });
}

/**
 * Where the area's bare URL, an unknown tab or a tab the rules disable goes: dashboard under
 * SYNC_2, else connection, and connection for a store without a source (its dashboard is disabled).
 */
export function syncFallbackTab(facts: SyncTabFacts): SyncTab {
  return facts.syncVersion === 'SYNC_2' && facts.hasSource ? 'dashboard' : 'connection';
}
