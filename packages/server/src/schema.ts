/** Every module's tables, gathered for drizzle-kit (migrations), and the platform's rate counters. */
export * from './modules/auth/schema.ts';
export * from './modules/backups/schema.ts';
export * from './modules/cdn/schema.ts';
export * from './modules/client-credentials/schema.ts';
export * from './modules/data-centres/schema.ts';
export * from './modules/environments/schema.ts';
export * from './modules/erp-types/schema.ts';
export * from './modules/gateway/schema.ts';
export * from './modules/identity/schema.ts';
export * from './modules/stores/schema.ts';
export * from './modules/sync/engine/schema.ts';
export * from './modules/sync/schema.ts';
export * from './modules/sync/webhooks/schema.ts';
export * from './modules/users/schema.ts';
export * from './modules/versions/schema.ts';
export * from './platform/throttle-schema.ts';
