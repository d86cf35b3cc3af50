import {
  type SaveSyncSettings,
  type SyncSettings,
  settingsDatabaseProviders,
  syncClientConnectionSchema,
  syncErpConnectionSchema,
  syncLanguageSchema,
  syncWebServiceSchema,
} from '@store-console/contract';
import { z } from 'zod';
import { ApiError } from '../../../api/api-error.ts';
import { nameValueRowsSchema, rowsToSettings, settingsToRows } from '../../../ui/name-value-rows.ts';

/**
 * The settings screen's five forms, each saving its own section of PUT /sync/{id}/settings: what a
 * form holds, how saved settings fill it, and what it sends.
 */

export type SettingsSection = keyof Required<SaveSyncSettings>;

/** Client connection, web service and language forms hold their section as the contract has it. */
export const clientConnectionFormSchema = syncClientConnectionSchema;
export const webServiceFormSchema = syncWebServiceSchema;
export const languageFormSchema = syncLanguageSchema;
export type ClientConnectionForm = z.input<typeof clientConnectionFormSchema>;
export type WebServiceForm = z.input<typeof webServiceFormSchema>;
export type LanguageForm = z.input<typeof languageFormSchema>;

export const databaseProviders = settingsDatabaseProviders;

/**
 * ERP connection: the passwords are write-only. The inputs start empty (blank keeps the saved one);
 * the "clear" boxes send null, which removes the saved password.
 */
export const erpConnectionFormSchema = syncErpConnectionSchema.omit({ password: true, databasePassword: true }).extend({
  password: z.string().max(500, 'At most 500 characters'),
  databasePassword: z.string().max(500, 'At most 500 characters'),
  clearPassword: z.boolean(),
  clearDatabasePassword: z.boolean(),
});
export type ErpConnectionForm = z.input<typeof erpConnectionFormSchema>;
type ErpConnectionValues = z.output<typeof erpConnectionFormSchema>;

/** The resource ids the spec names get a field each; any other resource is a name/value row. */
export const namedResources = ['productStatus', 'dueDateItemType'] as const;
export const duplicateResourceText = 'This resource has its own field above';
export const resourcesFormSchema = z
  .object({
    productStatus: z.string().max(200, 'At most 200 characters'),
    dueDateItemType: z.string().max(200, 'At most 200 characters'),
    others: nameValueRowsSchema,
  })
  .superRefine((value, context) => {
    value.others.forEach((row, index) => {
      if ((namedResources as readonly string[]).includes(row.name.trim())) {
        context.addIssue({ code: 'custom', path: ['others', index, 'name'], message: duplicateResourceText });
      }
    });
  });
export type ResourcesForm = z.input<typeof resourcesFormSchema>;
type ResourcesValues = z.output<typeof resourcesFormSchema>;

export function clientConnectionValues(settings: SyncSettings): ClientConnectionForm {
  return { ...settings.clientConnection };
}

export function webServiceValues(settings: SyncSettings): WebServiceForm {
  return { ...settings.webService };
}

export function languageValues(settings: SyncSettings): LanguageForm {
  return { default: settings.language.default, other: [...settings.language.other] };
}

export function erpConnectionValues(settings: SyncSettings): ErpConnectionForm {
  const { passwordSet: _password, databasePasswordSet: _databasePassword, ...fields } = settings.erpConnection;
  return { ...fields, password: '', databasePassword: '', clearPassword: false, clearDatabasePassword: false };
}

/** A write-only secret as sent: null clears it, blank leaves it out (kept), anything else replaces it. */
function secret(value: string, clear: boolean): string | null | undefined {
  if (clear) return null;
  return value === '' ? undefined : value;
}

export function erpConnectionBody(values: ErpConnectionValues): SaveSyncSettings {
  const { password, databasePassword, clearPassword, clearDatabasePassword, ...fields } = values;
  const erpConnection: NonNullable<SaveSyncSettings['erpConnection']> = { ...fields };
  const sentPassword = secret(password, clearPassword);
  const sentDatabasePassword = secret(databasePassword, clearDatabasePassword);
  if (sentPassword !== undefined) erpConnection.password = sentPassword;
  if (sentDatabasePassword !== undefined) erpConnection.databasePassword = sentDatabasePassword;
  return { erpConnection };
}

export function resourcesValues(settings: SyncSettings): ResourcesForm {
  const { productStatus = '', dueDateItemType = '', ...others } = settings.resources;
  return { productStatus, dueDateItemType, others: settingsToRows(others) };
}

export function resourcesBody(values: ResourcesValues): SaveSyncSettings {
  const resources: Record<string, string> = {};
  for (const name of namedResources) {
    const value = values[name].trim();
    if (value !== '') resources[name] = value;
  }
  return { resources: { ...resources, ...rowsToSettings(values.others) } };
}

/**
 * The server names a field by its section (`erpConnection.host`, `resources.x`); each form holds
 * one section's fields at its top level, so the section goes before the error reaches the form.
 */
export function withinSection(error: unknown, section: SettingsSection): unknown {
  if (!(error instanceof ApiError) || error.details.length === 0) return error;
  const prefix = `${section}.`;
  return new ApiError({
    status: error.status,
    code: error.code,
    message: error.message,
    reason: error.reason,
    details: error.details.map((detail) => ({
      ...detail,
      path: detail.path.startsWith(prefix) ? detail.path.slice(prefix.length) : detail.path,
    })),
  });
}
