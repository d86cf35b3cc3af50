import { z } from 'zod';
import { readOnlyFields, withoutReadOnly } from './read-only.ts';
import { syncProtocols } from './sync.ts';
import { requiredText, text } from './text-fields.ts';

/** The sync settings screen: client and ERP connections, web service, languages and resources. */

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
