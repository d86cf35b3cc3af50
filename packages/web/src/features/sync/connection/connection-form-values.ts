import {
  gatewaySyncErpCode,
  gatewaySyncIntegrationName,
  type SaveSyncSource,
  type SyncDbType,
  type SyncProtocol,
  type SyncSource,
  type SyncType,
  type SyncVersion,
  saveSyncSourceSchema,
  syncDbTypes,
  syncTexts,
  syncTypeForErp,
  syncVersions,
} from '@store-console/contract';
import { z } from 'zod';

/** The Connection tab's form, as the inputs hold it. */
export interface ConnectionFormValues {
  id: number | undefined;
  storeId: number;
  syncVersion: SyncVersion;
  /** The ERP type's code (the source's sourceType). */
  sourceType: string;
  syncType: SyncType | null;
  integrationName: string;
  dbType: SyncDbType | null;
  protocol: SyncProtocol | null;
  hostName: string;
  port: number | '';
  dbAlias: string;
  dbSchema: string;
  /** Write-only: blank keeps the saved key. */
  agentKey: string;
  isActive: boolean;
}

/** The fields a saved form may carry server errors for. */
export const connectionFields: readonly (keyof ConnectionFormValues)[] = [
  'storeId',
  'syncVersion',
  'sourceType',
  'syncType',
  'integrationName',
  'dbType',
  'protocol',
  'hostName',
  'port',
  'dbAlias',
  'dbSchema',
  'agentKey',
];

export function asSyncVersion(value: string | null | undefined): SyncVersion {
  return syncVersions.find((version) => version === value) ?? 'NONE';
}

/**
 * Pre-filled with the first source, or with isActive true plus storeId and syncVersion when
 * none exists. The version shown is the store's (the one the tab rules and the change act on).
 */
export function connectionDefaults(
  store: { id: number; syncVersion: string | null },
  source: SyncSource | null,
): ConnectionFormValues {
  const syncVersion = asSyncVersion(store.syncVersion ?? source?.syncVersion);
  if (!source) {
    return {
      id: undefined,
      storeId: store.id,
      syncVersion,
      sourceType: '',
      syncType: null,
      integrationName: '',
      dbType: null,
      protocol: null,
      hostName: '',
      port: '',
      dbAlias: '',
      dbSchema: '',
      agentKey: '',
      isActive: true,
    };
  }
  return {
    id: source.id,
    storeId: source.storeId,
    syncVersion,
    sourceType: source.sourceType,
    syncType: source.syncType,
    integrationName: source.integrationName ?? '',
    dbType: source.dbType,
    protocol: source.protocol,
    hostName: source.hostName ?? '',
    port: source.port ?? '',
    dbAlias: source.dbAlias ?? '',
    dbSchema: source.dbSchema ?? '',
    agentKey: '',
    isActive: source.isActive,
  };
}

/** Choosing an ERP type: syncType follows; Business Central forces its integration. */
export function valuesForErpType(
  code: string,
): Pick<ConnectionFormValues, 'sourceType' | 'syncType'> & Partial<Pick<ConnectionFormValues, 'integrationName'>> {
  const syncType = syncTypeForErp(code);
  return code === gatewaySyncErpCode
    ? { sourceType: code, syncType, integrationName: gatewaySyncIntegrationName }
    : { sourceType: code, syncType };
}

/** Business Central locks the gateway fields, Save and the version selector. */
export function isLockedErp(code: string): boolean {
  return code === gatewaySyncErpCode;
}

/** A database type the agent names (e.g. `postgres`) as the form's choice, when it is one. */
export function dbTypeOf(agentType: string): SyncDbType | null {
  return syncDbTypes.find((type) => type === agentType.toUpperCase()) ?? null;
}

/** Whether the agent's address (protocol, host, port) is filled in (prerequisite of the modals and the test). */
export function hasAgentAddress(values: Pick<ConnectionFormValues, 'protocol' | 'hostName' | 'port'>): boolean {
  return values.protocol !== null && values.hostName.trim() !== '' && values.port !== '';
}

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && !value.trim());

function toSaveSource(values: ConnectionFormValues): SaveSyncSource {
  const common = {
    ...(values.id === undefined ? {} : { id: values.id }),
    storeId: values.storeId,
    sourceType: values.sourceType,
    syncType: values.syncType ?? ('' as SyncType),
    syncVersion: values.syncVersion,
    isActive: values.isActive,
  };
  if (values.syncType === 'GATEWAY') {
    return {
      ...common,
      integrationName: values.integrationName,
      dbType: null,
      protocol: null,
      hostName: null,
      port: null,
      dbAlias: null,
      dbSchema: null,
    };
  }
  return {
    ...common,
    integrationName: null,
    dbType: values.dbType,
    protocol: values.protocol,
    hostName: values.hostName.trim(),
    port: values.port === '' ? null : values.port,
    dbAlias: values.dbAlias.trim(),
    dbSchema: values.dbSchema.trim(),
    ...(values.agentKey === '' ? {} : { agentKey: values.agentKey }),
  };
}

/**
 * The form's schema: every empty required field says 'Field is required' at once, then the
 * values become the save body and pass the contract's own schema (host format, port range, lengths).
 */
export const connectionFormSchema = z
  .custom<ConnectionFormValues>()
  .superRefine((values, context) => {
    const need = (path: keyof ConnectionFormValues) => {
      if (blank(values[path])) context.addIssue({ code: 'custom', path: [path], message: syncTexts.fieldRequired });
    };
    need('syncVersion');
    need('sourceType');
    if (values.syncType === 'GATEWAY') need('integrationName');
    if (values.syncType === 'AGENT') {
      for (const path of ['dbType', 'protocol', 'hostName', 'port', 'dbAlias', 'dbSchema'] as const) need(path);
    }
  })
  .transform(toSaveSource)
  .pipe(saveSyncSourceSchema);
