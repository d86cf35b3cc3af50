import { z } from 'zod';
import {
  captureModes,
  gatewayAuthTypes,
  gatewayNameSchema,
  gatewaySettingsSchema,
  gatewayTexts,
  integrationOperationSchema,
  interfacePartsSchema,
  operationRefSchema,
} from './gateway.ts';
import { idSchema } from './ids.ts';
import { readOnlyFields, withoutReadOnly } from './read-only.ts';
import { requiredText, text } from './text-fields.ts';

/** A store's gateway and its integrations: connection, settings, capture policy (see gateway.ts). */

export const gatewayStoreSchema = z.object({
  storeId: z.number().int(),
  enabled: z.boolean(),
  settings: z.record(z.string(), z.string()),
  integrations: z.array(z.string()),
});
export type GatewayStore = z.infer<typeof gatewayStoreSchema>;

/** GET /gateway/integrations: the gateway stores the caller may see. */
export const gatewayStoreListSchema = z.array(
  gatewayStoreSchema.extend({ storeName: z.string(), storeCode: z.string() }),
);

/** The read's `integrations` (and a list entry's store name and code) may be sent back: ignored. */
const gatewayStoreReadOnly = ['integrations', 'storeName', 'storeCode'] as const;

export const saveGatewayStoreSchema = z
  .strictObject({
    ...readOnlyFields(gatewayStoreReadOnly),
    storeId: idSchema,
    settings: gatewaySettingsSchema.default({}),
    enabled: z.boolean().default(true),
  })
  .transform(withoutReadOnly(gatewayStoreReadOnly));

export const capturePolicySchema = z.object({
  mode: z.enum(captureModes).default('FULL'),
  /** Header names whose values are replaced by "[redacted]" (case ignored); authorization always is. */
  redactHeaders: z.array(requiredText(200)).max(50).default([]),
  /** JSON paths (`$.a.b`, `$.items[*].secret`) whose values are replaced by "[redacted]". */
  redactJsonPaths: z.array(requiredText(500)).max(50).default([]),
  /** Bodies longer than this are cut (and marked) in the log. */
  maxBodyBytes: z.number().int().min(0).max(1_048_576).default(65_536),
});
export type CapturePolicy = z.infer<typeof capturePolicySchema>;

const pem = text(20_000);

/** A connection as read: secrets never come back, only whether each is set. */
export const connectionSchema = z.object({
  type: z.literal('HTTP'),
  uri: z.string(),
  authType: z.enum(gatewayAuthTypes),
  username: z.string().nullable(),
  passwordSet: z.boolean(),
  accessOperation: operationRefSchema.nullable(),
  accessTokenSet: z.boolean(),
  refreshOperation: operationRefSchema.nullable(),
  refreshTokenSet: z.boolean(),
  /** PEM certificate presented to an https upstream (its key is a secret). */
  clientCertificate: z.string().nullable(),
  clientKeySet: z.boolean(),
  /** PEM certificate(s) trusted for an https upstream instead of the system's. */
  trustCertificate: z.string().nullable(),
});
export type Connection = z.infer<typeof connectionSchema>;

/** A connection as saved: a secret left blank or absent keeps the stored one; null clears it. */
export const saveConnectionSchema = z.object({
  type: z.literal('HTTP').default('HTTP'),
  uri: requiredText(2000).pipe(z.url({ protocol: /^https?$/, error: 'Must be an http or https address' })),
  authType: z.enum(gatewayAuthTypes, { error: gatewayTexts.fieldRequired }),
  username: text(200).nullish(),
  password: text(1000).nullish(),
  accessOperation: operationRefSchema.nullish(),
  accessToken: text(20_000).nullish(),
  refreshOperation: operationRefSchema.nullish(),
  refreshToken: text(20_000).nullish(),
  clientCertificate: pem.nullish(),
  clientKey: pem.nullish(),
  trustCertificate: pem.nullish(),
});
export type SaveConnection = z.input<typeof saveConnectionSchema>;

export const integrationSchema = interfacePartsSchema.extend({
  storeId: z.number().int(),
  integration: z.string(),
  enabled: z.boolean(),
  connection: connectionSchema,
  settings: z.record(z.string(), z.string()),
  capture: capturePolicySchema,
  /** Operation overrides by name. */
  operations: z.record(
    z.string(),
    z.lazy(() => integrationOperationSchema),
  ),
});
export type Integration = z.infer<typeof integrationSchema>;

/**
 * POST /gateway/integrations/{storeId}/{integration}: creates or updates the integration the path
 * names (body.integration must equal it); with `?mode=create` (the console's Add form) an existing
 * name is refused with 409 `gatewayTexts.duplicateIntegration`.
 */
export const saveIntegrationQuerySchema = z.strictObject({
  mode: z.enum(['create', 'upsert']).default('upsert'),
});

/**
 * Integration settings whose name says they are secret (clientSecret, password…) are sealed at rest
 * and read back as this mask; saving the mask keeps the stored value, an empty value clears it.
 */
export const gatewaySecretMask = '********';
export function isSecretSettingName(name: string): boolean {
  return /secret|password/i.test(name);
}

/** An integration as read may be sent back: its operation overrides (saved one by one) are ignored. */
const integrationReadOnly = ['operations'] as const;

/**
 * The integration payload: storeId, integration, enabled, interface parts, connection,
 * settings. The read's connection (secrets only as `…Set` flags) is taken as a connection whose
 * secrets are left out: the stored ones are kept.
 */
export const saveIntegrationSchema = z
  .strictObject({
    ...readOnlyFields(integrationReadOnly),
    storeId: idSchema,
    integration: gatewayNameSchema,
    enabled: z.boolean().default(true),
    provider: gatewayNameSchema,
    product: gatewayNameSchema,
    version: gatewayNameSchema,
    interface: gatewayNameSchema,
    connection: saveConnectionSchema,
    settings: gatewaySettingsSchema.default({}),
    capture: capturePolicySchema.prefault({}),
  })
  .transform(withoutReadOnly(integrationReadOnly));
export type SaveIntegration = z.input<typeof saveIntegrationSchema>;
