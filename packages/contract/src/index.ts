import './zod-config.ts';

export * from './audit.ts';
export * from './auth.ts';
export * from './backups.ts';
export * from './cdn-stats.ts';
export * from './client-credentials.ts';
export * from './constants.ts';
export * from './dashboard.ts';
export * from './data-centres.ts';
export * from './erp-types.ts';
export * from './errors.ts';
export * from './format.ts';
export * from './identity.ts';
export * from './paging.ts';
export * from './status.ts';
export * from './stores.ts';
export * from './users.ts';
export * from './versions.ts';
