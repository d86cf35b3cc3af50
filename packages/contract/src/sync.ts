import { z } from 'zod';
import { tableColumnSchema } from './agent-api.ts';
import { idSchema } from './ids.ts';
import { readOnlyFields, withoutReadOnly } from './read-only.ts';
import { filterTreeSchema } from './sync-filter-tree.ts';
import { gatewaySyncErpCode } from './sync-tabs.ts';

/**
 * Synchronisation setup (docs/architecture.md, docs/decisions/0058–0065): a store's source (agent or
 * gateway), its sync version, schedule, mappings, filters and the settings screen. Every call is
 * under `/api/v1/sync` with the `x-xm-store` header; ids in paths are the store's database id.
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
  fieldRequired: 'Field is required',
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

const noNul = (value: string) => !value.includes('\u0000');
const text = (max: number) => z.string().max(max, `At most ${max} characters`).refine(noNul, 'Invalid character');
const requiredText = (max: number) => text(max).pipe(z.string().trim().min(1, syncTexts.fieldRequired));
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

// ─── Scheduler ───

export const weekDays = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type WeekDay = (typeof weekDays)[number];
export const scheduleFrequencies = [
  'ONE_MIN',
  'TWO_MIN',
  'FIVE_MIN',
  'TEN_MIN',
  'FIFTEEN_MIN',
  'THIRTY_MIN',
  'ONE_HOUR',
] as const;
export type ScheduleFrequency = (typeof scheduleFrequencies)[number];
export const scheduleFrequencyLabels: Record<ScheduleFrequency, string> = {
  ONE_MIN: 'Every Minute',
  TWO_MIN: 'Every 2 Minutes',
  FIVE_MIN: 'Every 5 Minutes',
  TEN_MIN: 'Every 10 Minutes',
  FIFTEEN_MIN: 'Every 15 Minutes',
  THIRTY_MIN: 'Every 30 Minutes',
  ONE_HOUR: 'Every Hour',
};
export const scheduleFrequencyMinutes: Record<ScheduleFrequency, number> = {
  ONE_MIN: 1,
  TWO_MIN: 2,
  FIVE_MIN: 5,
  TEN_MIN: 10,
  FIFTEEN_MIN: 15,
  THIRTY_MIN: 30,
  ONE_HOUR: 60,
};

const hourSchema = z
  .number({ error: syncTexts.fieldRequired })
  .int('Expected a whole number')
  .min(0, syncTexts.minimumHour)
  .max(23, syncTexts.maximumHour);

/** The scheduler as the form edits it; the rules apply only while active. */
export const schedulerSchema = z
  .strictObject({
    isActive: z.boolean(),
    days: z.array(z.enum(weekDays)).max(7),
    startHour: hourSchema.nullable(),
    endHour: hourSchema.nullable(),
    frequency: z.enum(scheduleFrequencies, { error: syncTexts.fieldRequired }).nullable(),
    tables: z.array(text(128)).max(1000).default([]),
  })
  .superRefine((value, context) => {
    if (!value.isActive) return;
    if (value.days.length === 0) {
      context.addIssue({ code: 'custom', path: ['days'], message: syncTexts.selectAtLeastOne });
    }
    if (value.startHour === null) {
      context.addIssue({ code: 'custom', path: ['startHour'], message: syncTexts.fieldRequired });
    }
    if (value.endHour === null) {
      context.addIssue({ code: 'custom', path: ['endHour'], message: syncTexts.fieldRequired });
    }
    if (value.startHour !== null && value.endHour !== null && value.endHour <= value.startHour) {
      context.addIssue({ code: 'custom', path: ['endHour'], message: syncTexts.endAfterStart });
    }
    if (value.frequency === null) {
      context.addIssue({ code: 'custom', path: ['frequency'], message: syncTexts.fieldRequired });
    }
  });
export type Scheduler = z.infer<typeof schedulerSchema>;
/** A source without a saved schedule reads as this (default frequency ONE_MIN, hours 0). */
export const defaultScheduler: Scheduler = {
  isActive: false,
  days: [],
  startHour: 0,
  endHour: 0,
  frequency: 'ONE_MIN',
  tables: [],
};
/** GET /source/{id}/schedule adds what the server knows: the zone it runs in and the next due time. */
export const schedulerReplySchema = z.object({
  isActive: z.boolean(),
  days: z.array(z.enum(weekDays)),
  startHour: z.number().int().nullable(),
  endHour: z.number().int().nullable(),
  frequency: z.enum(scheduleFrequencies).nullable(),
  tables: z.array(z.string()),
  /** The store's IANA time zone (its data centre's). */
  timeZone: z.string(),
  /** ISO time of the next due run, null when inactive. */
  nextDueAt: z.string().nullable(),
});
export type SchedulerReply = z.infer<typeof schedulerReplySchema>;
/** A due run the scheduler recorded (the engine of issue 15 starts it). */
export const scheduledRunSchema = z.object({
  id: z.number().int(),
  storeId: z.number().int(),
  sourceId: z.number().int(),
  dueAt: z.string(),
  recordedAt: z.string(),
  startedAt: z.string().nullable(),
});
export type ScheduledRun = z.infer<typeof scheduledRunSchema>;

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

// ─── Settings screen ───

export const settingsDatabaseProviders = ['mysql', 'postgres', 'oracle', 'db2'] as const;
export const settingsLanguages = ['english', 'portuguese'] as const;
const optionalText = (max: number) => text(max).default('');
const optionalPort = z.number().int().min(1, 'Minimum value is 1').max(65_535, 'Maximum value is 65535').nullable();

export const syncClientConnectionSchema = z.strictObject({
  protocol: z.enum(syncProtocols).nullable().default(null),
  domain: optionalText(253),
  port: optionalPort.default(null),
  path: optionalText(500),
});
/** Passwords are write-only: blank keeps the stored one, null clears it. */
export const syncErpConnectionSchema = z.strictObject({
  username: optionalText(200),
  password: text(500).nullish(),
  databaseProvider: z.enum(settingsDatabaseProviders).nullable().default(null),
  host: optionalText(253),
  port: optionalPort.default(null),
  databaseUsername: optionalText(200),
  databasePassword: text(500).nullish(),
  database: optionalText(128),
  schema: optionalText(128),
});
export const syncWebServiceSchema = z.strictObject({
  protocol: z.enum(syncProtocols).nullable().default(null),
  domain: optionalText(253),
  port: optionalPort.default(null),
  path: optionalText(500),
  poolId: optionalText(100),
});
export const syncLanguageSchema = z.strictObject({
  default: z.enum(settingsLanguages).nullable().default(null),
  other: z.array(z.enum(settingsLanguages)).max(2).default([]),
});
/** productStatus, dueDateItemType and other resource ids: name → id. */
export const syncResourcesSchema = z
  .record(requiredText(100), text(200))
  .refine((value) => Object.keys(value).length <= 100, 'At most 100 resources');
/** What GET settings answers beside the ERP connection's fields: whether each password is set. */
const erpConnectionReadOnlyKeys = ['passwordSet', 'databasePasswordSet'] as const;
/** The settings as read may be sent back: the store's id and the passwords' flags are ignored. */
const settingsReadOnlyKeys = ['storeId'] as const;
export const saveSyncSettingsSchema = z
  .strictObject({
    ...readOnlyFields(settingsReadOnlyKeys),
    clientConnection: syncClientConnectionSchema.optional(),
    erpConnection: syncErpConnectionSchema
      .extend(readOnlyFields(erpConnectionReadOnlyKeys))
      .transform(withoutReadOnly(erpConnectionReadOnlyKeys))
      .optional(),
    webService: syncWebServiceSchema.optional(),
    language: syncLanguageSchema.optional(),
    resources: syncResourcesSchema.optional(),
  })
  .transform(withoutReadOnly(settingsReadOnlyKeys));
export type SaveSyncSettings = z.input<typeof saveSyncSettingsSchema>;
export const syncSettingsSchema = z.object({
  storeId: z.number().int(),
  clientConnection: syncClientConnectionSchema,
  erpConnection: syncErpConnectionSchema
    .omit({ password: true, databasePassword: true })
    .extend({ passwordSet: z.boolean(), databasePasswordSet: z.boolean() }),
  webService: syncWebServiceSchema,
  language: syncLanguageSchema,
  resources: z.record(z.string(), z.string()),
});
export type SyncSettings = z.infer<typeof syncSettingsSchema>;
