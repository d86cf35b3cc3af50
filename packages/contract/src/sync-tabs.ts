/**
 * The sync area's tabs and the ERP type that synchronises through the gateway: plain data without
 * zod, because the router reads them to build its routes and the router is in every page's entry.
 */

/** Gateway sync is available only for Business Central. */
export const gatewaySyncErpCode = 'MS_Dynamics_BC';

/** The sync tabs in order, with their titles. */
export const syncTabs = [
  { path: 'dashboard', title: 'Sync Dashboard' },
  { path: 'connection', title: 'Connection' },
  { path: 'mappings', title: 'Mappings' },
  { path: 'filters', title: 'Filters' },
  { path: 'activities', title: 'Activities' },
  { path: 'failures', title: 'Failures' },
  { path: 'scheduler', title: 'Scheduler' },
  { path: 'diagnostics', title: 'Diagnostics' },
  { path: 'webhooks', title: 'Webhooks' },
] as const;
export type SyncTab = (typeof syncTabs)[number]['path'];
