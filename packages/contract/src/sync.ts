import { z } from 'zod';
import { tableColumnSchema } from './agent-api.ts';
import { idSchema } from './ids.ts';
import { readOnlyFields, withoutReadOnly } from './read-only.ts';
import { filterTreeSchema } from './sync-filter-tree.ts';
import { gatewaySyncErpCode } from './sync-tabs.ts';
import { fieldRequiredText, requiredText, text } from './text-fields.ts';

/**
 * Synchronisation setup (docs/architecture.md, docs/decisions/0058–0065): a store's source (agent or
 * gateway), its sync version, schedule, mappings, filters and the settings screen. Every call is
 * under `/api/v1/sync` with the `x-xm-store` header; ids in paths are the store's database id.
 * The scheduler's shape is in sync-scheduler.ts, the settings screen's in sync-settings.ts.
 */

export const syncVersions = ['NONE', 'SYNC_1', 'SYNC_2'] as const;
export type SyncVersion = (typeof syncVersions)[number];
/** NONE is shown as Off (None). */
export const syncVersionLabels: Record<SyncVersion, string> = {
  NONE: 'Off (None)',
  SYNC_1: 'SYNC_1',
  SYNC_2: 'SYNC_2',
};

export const syncTypes = ['GATEWAY', 'AGENT'] as const;
export type SyncType = (typeof syncTypes)[number];

/**
 * The source's database type. The spec's form lists mssql and oracle; the agent also reads
 * PostgreSQL and MySQL/MariaDB (docs/decisions/0060), and the demo ERP is PostgreSQL, so those follow.
 */
export const syncDbTypes = ['MSSQL', 'ORACLE', 'POSTGRES', 'MYSQL'] as const;
export type SyncDbType = (typeof syncDbTypes)[number];
export const syncDbTypeLabels: Record<SyncDbType, string> = {
  MSSQL: 'mssql',
  ORACLE: 'oracle',
  POSTGRES: 'postgres',
  MYSQL: 'mysql',
};

export const syncProtocols = ['https', 'http'] as const;
export type SyncProtocol = (typeof syncProtocols)[number];

/** The ERP type codes that sync knows (stores' erpType.code). */
export const syncErpCodes = ['Sage_X3', 'Sage_300', 'MS_Dynamics_BC'] as const;
export type SyncErpCode = (typeof syncErpCodes)[number];
/** The integration Business Central's gateway sync goes through. */
export const gatewaySyncIntegrationName = 'BusinessCentral';
export function syncTypeForErp(code: string): SyncType {
  return code === gatewaySyncErpCode ? 'GATEWAY' : 'AGENT';
}

/** The whole budget of a call that goes through the agent. */
export const agentCallBudgetMs = 20_000;

export const syncTexts = {
  fieldRequired: fieldRequiredText,
  selectAtLeastOne: 'Select at least one',
  minimumHour: 'Minimum value is 0',
  maximumHour: 'Maximum value is 23',
  endAfterStart: 'end hour must be larger start hour',
  // Source
  sourceSaveFailed: 'Source saved failed!',
  sourceSaveNothing: 'Failed to save Sync Source.',
  sourceCreated: 'Source created successfully!',
  sourceUpdated: 'Source updated successfully!',
  connected: 'Successfully connected!',
  notConnected: 'Can not establish connection!',
  fillConnection: "Please fill 'Connection' fields above",
  fillConnectionAndDatabase: "Please fill 'Connection' fields and 'Database id' field",
  // Version
  confirmationRequired: 'Confirmation Required',
  confirmVersion: (name: string) => `Are you sure to proceed with changing Sync Version to ${name} ?`,
  versionSchedulerLoadFailed: 'Please try again. Failed to load scheduler data for Sync Version.',
  versionUpdateFailed: 'Please try again. Failed to update Sync Version.',
  versionSchedulerUpdateFailed:
    'Sync Version successfully updated but an error has occured while trying to update the Sync Scheduler. Please manually update your scheduler.',
  versionUpdated: (name: string) => `Successfully updated sync version to ${name}.`,
  schedulerUpdated: 'Successfully updated sync schduler',
  // Mapping
  mappingCreated: 'Successfully created mapping',
  mappingCreateFailed: 'Failed to create mapping',
  mappingsSent: 'Successfully sent mappings',
  // Filters
  filterSaved: (table: string) => `Successfully saved ${table}'s filter!`,
  filterSaveFailed: (table: string) => `Failed to save ${table}'s filter`,
  filterDeleted: (table: string) => `Successfully deleted ${table}'s filter!`,
  filterDeleteFailed: (table: string) => `Failed to delete ${table}'s filter`,
  confirmFilterDelete: (table: string) => `Are you sure you want to DELETE ${table}'s table filter?`,
  exprInvalid: 'Failed to validate filter expression',
  treeInvalid: 'Failed to validate filter tree',
  // Toasts
  failedTitle: 'Failed',
  failedToLoad: 'Failed to load data!',
} as const;

const portSchema = z
  .number({ error: syncTexts.fieldRequired })
  .int('Expected a whole number')
  .min(1, 'Minimum value is 1')
  .max(65_535, 'Maximum value is 65535');
/** A host name or address: no scheme, path, credentials or spaces. */
export const hostNameSchema = requiredText(253).pipe(
  z.string().regex(/^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:.]+\]$/, 'Enter a host name or IP address, without scheme or path'),
);
/**
 * The agent's shared key (write-only: never returned). It travels as an HTTP header, so printable
 * ASCII only: a key with a line break used to be saved and then fail every call as "could not be
 * reached", and one with an accent failed every call with a 502.
 */
export const agentKeySchema = text(500).refine(
  (value) => /^[\x20-\x7e]*$/.test(value),
  'The key may hold only printable ASCII characters (no accents or control characters)',
);

/** Where the agent listens (list databases / test connection: POST /{storeId}/source). */
export const agentAddressSchema = z.strictObject({
  protocol: z.enum(syncProtocols, { error: syncTexts.fieldRequired }),
  hostName: hostNameSchema,
  port: portSchema,
  /**
   * The agent's key. Left out, the saved source's key is used, but only when protocol, host and
   * port are the saved source's (a saved key is never sent to another address).
   */
  agentKey: agentKeySchema.optional(),
});
/** POST /{storeId}/source: without dbAlias lists the agent's databases (and tests it), with it the schemas. */
export const sourceProbeSchema = agentAddressSchema.extend({ dbAlias: text(128).optional() });
export type SourceProbe = z.infer<typeof sourceProbeSchema>;
export const sourceProbeReplySchema = z.object({
  databases: z.array(z.object({ id: z.string(), type: z.string() })).optional(),
  schemas: z.array(z.string()).optional(),
});
export type SourceProbeReply = z.infer<typeof sourceProbeReplySchema>;

/** Sync source as stored and returned, secrets replaced by flags. */
export const syncSourceSchema = z.object({
  id: z.number().int(),
  storeId: z.number().int(),
  sourceType: z.string(),
  syncType: z.enum(syncTypes),
  integrationName: z.string().nullable(),
  dbType: z.enum(syncDbTypes).nullable(),
  protocol: z.enum(syncProtocols).nullable(),
  hostName: z.string().nullable(),
  port: z.number().int().nullable(),
  dbAlias: z.string().nullable(),
  dbSchema: z.string().nullable(),
  isActive: z.boolean(),
  syncVersion: z.enum(syncVersions),
  agentKeySet: z.boolean(),
});
export type SyncSource = z.infer<typeof syncSourceSchema>;
export const syncSourceListSchema = z.array(syncSourceSchema);

/**
 * Saving a source (POST /source, PUT /source/{id}). AGENT needs dbType…dbSchema; GATEWAY needs
 * integrationName (BusinessCentral for MS_Dynamics_BC). `agentKey`: blank keeps, null clears; a
 * save that moves the agent to another protocol/host/port forgets a key it does not re-supply.
 */
/** A source as read may be sent back: whether a key is set is the server's to say (`agentKey` sets one). */
const syncSourceReadOnly = ['agentKeySet'] as const;

export const saveSyncSourceSchema = z
  .strictObject({
    ...readOnlyFields(syncSourceReadOnly),
    id: idSchema.optional(),
    storeId: idSchema,
    sourceType: requiredText(64),
    syncType: z.enum(syncTypes, { error: syncTexts.fieldRequired }),
    integrationName: text(100).nullish(),
    dbType: z.enum(syncDbTypes, { error: syncTexts.fieldRequired }).nullish(),
    protocol: z.enum(syncProtocols, { error: syncTexts.fieldRequired }).nullish(),
    hostName: hostNameSchema.nullish(),
    port: portSchema.nullish(),
    dbAlias: text(128).nullish(),
    dbSchema: text(128).nullish(),
    isActive: z.boolean().default(true),
    syncVersion: z.enum(syncVersions, { error: syncTexts.fieldRequired }),
    agentKey: agentKeySchema.nullish(),
  })
  .superRefine((value, context) => {
    const need = (path: string, present: unknown) => {
      if (present === undefined || present === null || present === '') {
        context.addIssue({ code: 'custom', path: [path], message: syncTexts.fieldRequired });
      }
    };
    if (value.syncType === 'GATEWAY') need('integrationName', value.integrationName?.trim());
    if (value.syncType === 'AGENT') {
      need('dbType', value.dbType);
      need('protocol', value.protocol);
      need('hostName', value.hostName);
      need('port', value.port);
      need('dbAlias', value.dbAlias?.trim());
      need('dbSchema', value.dbSchema?.trim());
    }
  })
  .transform(withoutReadOnly(syncSourceReadOnly));
export type SaveSyncSource = z.input<typeof saveSyncSourceSchema>;

/** PATCH /stores/{storeId}/sync-version: the body is the version string. */
export const syncVersionBodySchema = z.enum(syncVersions, { error: syncTexts.fieldRequired });

// ─── Tables and columns (GET /{storeId}/source?mappedOnly, /source/{table}, /target, /target/{table}) ───

export const syncTableInfoSchema = z.object({
  name: z.string(),
  /** Present when the call describes the table's columns. */
  columns: z.array(tableColumnSchema).optional(),
  primaryKey: z.array(z.string()).optional(),
  /** Source tables: whether the effective mapping reads it; whether it has a filter. */
  mapped: z.boolean().optional(),
  hasFilter: z.boolean().optional(),
});
export type SyncTableInfo = z.infer<typeof syncTableInfoSchema>;
/** `tables` keyed by table name, in the source's (or target's) order. */
export const syncTablesReplySchema = z.object({ tables: z.record(z.string(), syncTableInfoSchema) });
export type SyncTablesReply = z.infer<typeof syncTablesReplySchema>;

/** Sage Data and the filter editor's live preview: rows of a source table under a filter. */
export const sourcePreviewRequestSchema = z.strictObject({
  filter: filterTreeSchema.nullable().default(null),
  limit: z.number().int().min(1).max(100).default(20),
});
export const sourcePreviewReplySchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.record(z.string(), z.unknown())),
  /** How many rows the filter keeps (of the whole table). */
  count: z.number().int(),
});
export type SourcePreviewReply = z.infer<typeof sourcePreviewReplySchema>;

// ─── Filters ───

export const tableFilterSchema = z.object({
  tableName: z.string(),
  expr: z.string(),
  tree: filterTreeSchema,
});
export type TableFilter = z.infer<typeof tableFilterSchema>;
export const tableFilterListSchema = z.array(tableFilterSchema);
/** POST /{storeId}/filter/{table}: expr and tree must say the same (the server re-parses expr). */
export const saveTableFilterSchema = z.strictObject({
  expr: requiredText(10_000),
  tree: filterTreeSchema.optional(),
});
export const filterExprRequestSchema = z.strictObject({ tree: z.unknown() });
export const filterExprReplySchema = z.object({ expr: z.string() });
export const filterTreeRequestSchema = z.strictObject({ expr: text(10_000) });
export const filterTreeReplySchema = z.object({ tree: filterTreeSchema });

// ─── Mappings ───

export const mappingSchema = z.object({
  id: z.string(),
  sourceTable: z.string(),
  sourceColumn: z.string(),
  targetTable: z.string(),
  targetColumn: z.string(),
  defaultValue: z.string().nullable(),
  rowGroup: z.string().nullable(),
  converter: z.string().nullable(),
  isOverride: z.boolean(),
});
export type Mapping = z.infer<typeof mappingSchema>;
export const mappingListSchema = z.array(mappingSchema);
export const newMappingSchema = z.strictObject({
  sourceTable: requiredText(128),
  sourceColumn: requiredText(128),
  targetTable: requiredText(128),
  targetColumn: requiredText(128),
  defaultValue: text(1000).nullish(),
  rowGroup: text(64).nullish(),
  converter: text(200).nullish(),
});
export type NewMapping = z.input<typeof newMappingSchema>;
/** POST /{storeId}/mapping: an array of one mapping. */
export const createMappingsSchema = z.array(newMappingSchema).min(1).max(100);
export const mappingProblemSchema = z.object({
  mappingId: z.string().nullable(),
  message: z.string(),
  /** ERROR: rows could not load at all (the mapping is not sent); WARNING: some rows may fail. */
  severity: z.enum(['ERROR', 'WARNING']).optional(),
});
/** GET /{storeId}/sendMappings */
export const sendMappingsReplySchema = z.object({
  status: z.enum(['SENT', 'INVALID']),
  mappings: z.number().int(),
  overrides: z.number().int(),
  tables: z.number().int(),
  problems: z.array(mappingProblemSchema),
  sentAt: z.string().nullable(),
});
export type SendMappingsReply = z.infer<typeof sendMappingsReplySchema>;
