import { z } from 'zod';
import { idSchema } from './ids.ts';
import { fieldRequiredText, requiredText, text } from './text-fields.ts';

/**
 * The integration gateway (docs/architecture.md, docs/decisions/0039–0057): the installation's
 * catalogue of interfaces and operations, each store's gateway with its integrations and operation
 * overrides, execution, transforms and the exchange log. This file holds the vocabulary, operation
 * definitions, the catalogue and operation overrides; a store's gateway and its integrations are in
 * gateway-integrations.ts, the exchange log, execution and preview in gateway-exchanges.ts.
 */

export const gatewayContentTypes = [
  '*/*',
  'text/plain',
  'text/xml',
  'application/json',
  'application/x-www-form-urlencoded',
] as const;
export type GatewayContentType = (typeof gatewayContentTypes)[number];

export const transformTypes = ['RAW', 'AUTO', 'JAVASCRIPT', 'XSLT', 'JOLT', 'THYMELEAF', 'HANDLEBARS'] as const;
export type TransformType = (typeof transformTypes)[number];

export const gatewayAuthTypes = ['NONE', 'BASIC', 'BEARER'] as const;
export type GatewayAuthType = (typeof gatewayAuthTypes)[number];
/** BEARER is shown as OAUTH2. */
export const gatewayAuthTypeLabels: Record<GatewayAuthType, string> = {
  NONE: 'NONE',
  BASIC: 'BASIC',
  BEARER: 'OAUTH2',
};

export const gatewayInterfaceTypes = ['HTTP', 'SOAP'] as const;
export type GatewayInterfaceType = (typeof gatewayInterfaceTypes)[number];

export const gatewaySendMethods = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type GatewaySendMethod = (typeof gatewaySendMethods)[number];

/** What the exchange log keeps of an execution (docs/decisions/0050). */
export const captureModes = ['FULL', 'ERRORS', 'METADATA'] as const;
export type CaptureMode = (typeof captureModes)[number];
export const captureModeLabels: Record<CaptureMode, string> = {
  FULL: 'Everything',
  ERRORS: 'Bodies only on error',
  METADATA: 'Metadata only',
};

export const gatewayLogPageSize = 10;
export const gatewayLogSearchMinLength = 3;
export const gatewaySaveRedirectDelayMs = 2000;
export const gatewayDeleteRedirectDelayMs = 1000;
export const businessCentralIntegrationVersion = '18.5';
export const businessCentralErpCode = 'MS_Dynamics_BC';

/** The fixed Azure combination: ActiveDirectory integrations use it. */
export const azureInterface = {
  provider: 'Microsoft',
  product: 'Azure',
  version: '365',
  interface: 'ActiveDirectory',
} as const;
/** Business Central's interface in the seeded catalogue. */
export const businessCentralInterface = {
  provider: 'Microsoft',
  product: 'BusinessCentral',
  version: businessCentralIntegrationVersion,
  interface: 'API v2',
} as const;

export const gatewayTexts = {
  saved: 'Saved successfully',
  deleted: 'Deleted successfully',
  saveFailed: (message: string) => `Failed to save, reason: ${message}`,
  deleteFailed: (message: string) => `Failed to delete, reason: ${message}`,
  confirmDelete: 'Are you sure to delete this item?',
  duplicateIntegration: (name: string) => `Integration "${name}" has already existed in the store.`,
  searchTooShort: 'Please enter more than 2 characters.',
  copied: 'Copied JSON log to clipboard!',
  noLogs: 'No logs',
  invalidLogsReply: 'Invalid JSON response, cannot render this logs page content.',
  exchangeFailed: 'Failed to load exchange details...',
  operationsOnceSaved: 'Access and refresh operations can be chosen once the integration is saved.',
  fieldRequired: fieldRequiredText,
} as const;

/** A catalogue level's or integration's name: one path segment, no slash, no dot-suffix games. */
export const gatewayNameSchema = requiredText(100).pipe(
  z
    .string()
    .regex(/^[^/\\?#%]+$/, 'A name may not contain / \\ ? # or %')
    .refine((v) => !v.endsWith('.log'), {
      message: 'A name may not end with .log',
    })
    // "." and ".." are path steps to every HTTP client (…/integrations/1/.. is …/integrations):
    // such an integration could be created but never addressed again.
    .refine((v) => !/^\.+$/.test(v), { message: 'A name may not be only dots' })
    .refine((v) => ![...v].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127), {
      message: 'A name may not contain control characters',
    }),
);

/** Settings: name → value (edited as name/value rows; placeholders `{name}` take these values). */
export const gatewaySettingsSchema = z
  .record(gatewayNameSchema, text(10_000))
  .refine((value) => Object.keys(value).length <= 200, 'At most 200 settings');
export type GatewaySettings = z.infer<typeof gatewaySettingsSchema>;

export const nameValueSchema = z.object({
  name: requiredText(200),
  value: requiredText(10_000),
});
export type NameValue = z.infer<typeof nameValueSchema>;
const nameValues = z.array(nameValueSchema).max(100).default([]);

export const transformSchema = z.object({
  description: text(500).default(''),
  type: z.enum(transformTypes, { error: gatewayTexts.fieldRequired }),
  inputContentType: z.enum(gatewayContentTypes, { error: gatewayTexts.fieldRequired }),
  /** The script, stylesheet, JOLT spec or template (empty for RAW and AUTO). */
  value: text(200_000).default(''),
  outputContentType: z.enum(gatewayContentTypes, { error: gatewayTexts.fieldRequired }),
});
export type Transform = z.infer<typeof transformSchema>;

const messageSide = {
  inputContentType: z.enum(gatewayContentTypes, { error: gatewayTexts.fieldRequired }).default('*/*'),
  outputContentType: z.enum(gatewayContentTypes, { error: gatewayTexts.fieldRequired }).default('*/*'),
  transforms: z.array(transformSchema).max(20).default([]),
  parameters: nameValues,
  headers: nameValues,
};

export const operationRequestSchema = z.object({
  ...messageSide,
  method: z.enum(gatewaySendMethods, { error: gatewayTexts.fieldRequired }).default('GET'),
  /** Appended to the connection's uri; `{placeholders}` filled from settings. */
  path: text(2000).default(''),
  /** SOAP operations: the SOAPAction header and the body element's name. */
  soapAction: text(500).optional(),
});
export const operationResponseSchema = z.object(messageSide);

/** What an operation does: the catalogue's definition, or a store's override of it. */
export const operationDefinitionSchema = z.object({
  interfaceType: z.enum(gatewayInterfaceTypes, { error: gatewayTexts.fieldRequired }).default('HTTP'),
  request: operationRequestSchema.prefault({}),
  response: operationResponseSchema.prefault({}),
});
export type OperationDefinition = z.infer<typeof operationDefinitionSchema>;

export const interfacePartsSchema = z.object({
  provider: gatewayNameSchema,
  product: gatewayNameSchema,
  version: gatewayNameSchema,
  interface: gatewayNameSchema,
});
export type InterfaceParts = z.infer<typeof interfacePartsSchema>;

/** A reference to a catalogue operation (access and refresh operations), shown joined by dashes. */
export const operationRefSchema = interfacePartsSchema.extend({ operation: gatewayNameSchema });
export type OperationRef = z.infer<typeof operationRefSchema>;

export function interfaceTitle(parts: InterfaceParts): string {
  return [parts.provider, parts.product, parts.version, parts.interface].join(' ');
}
export function interfaceValue(parts: InterfaceParts): string {
  return [parts.provider, parts.product, parts.version, parts.interface].join('-');
}
export function operationRefValue(ref: OperationRef): string {
  return [ref.provider, ref.product, ref.version, ref.interface, ref.operation].join('-');
}

/** The integration name an interface suggests: Azure → ActiveDirectory, X3 → SageX3, else the product. */
export function integrationNameFor(parts: Pick<InterfaceParts, 'product'>): string {
  if (parts.product === 'Azure') return 'ActiveDirectory';
  if (parts.product === 'X3') return 'SageX3';
  return parts.product;
}

// ---- Catalogue -------------------------------------------------------------------------------

export const catalogueOperationSchema = z.object({
  operation: z.string(),
  settings: z.record(z.string(), z.string()),
  definition: operationDefinitionSchema,
});
export const catalogueInterfaceSchema = z.object({
  interface: z.string(),
  settings: z.record(z.string(), z.string()),
  operations: z.array(catalogueOperationSchema),
});
export const catalogueVersionSchema = z.object({
  version: z.string(),
  settings: z.record(z.string(), z.string()),
  interfaces: z.array(catalogueInterfaceSchema),
});
export const catalogueProductSchema = z.object({
  product: z.string(),
  settings: z.record(z.string(), z.string()),
  versions: z.array(catalogueVersionSchema),
});
export const catalogueProviderSchema = z.object({
  provider: z.string(),
  settings: z.record(z.string(), z.string()),
  products: z.array(catalogueProductSchema),
});
export type CatalogueProvider = z.infer<typeof catalogueProviderSchema>;
/** GET /gateway/interfaces: the whole tree. */
export const catalogueSchema = z.array(catalogueProviderSchema);

/** GET /gateway/interfaces?detailed=true: the tree flattened to pickable interfaces. */
export const availableInterfaceSchema = interfacePartsSchema.extend({
  title: z.string(),
  value: z.string(),
  operations: z.array(
    z.object({
      operation: z.string(),
      title: z.string(),
      value: z.string(),
      interfaceType: z.enum(gatewayInterfaceTypes),
      method: z.enum(gatewaySendMethods),
      path: z.string(),
    }),
  ),
});
export type AvailableInterface = z.infer<typeof availableInterfaceSchema>;
export const availableInterfacesSchema = z.array(availableInterfaceSchema);
export const catalogueQuerySchema = z.strictObject({
  detailed: z.enum(['true', 'false']).optional(),
});

/** POST /gateway/interfaces/{…}: a level's settings; an operation level also its definition. */
export const saveCatalogueLevelSchema = z.strictObject({
  settings: gatewaySettingsSchema.default({}),
  definition: operationDefinitionSchema.optional(),
});

// ---- Operation overrides -------------------------------------------------------------------------

/** An operation override of a store's integration. */
export const integrationOperationSchema = operationDefinitionSchema.extend({
  enabled: z.boolean(),
  storeId: z.number().int(),
  integration: z.string(),
  provider: z.string(),
  product: z.string(),
  version: z.string(),
  interface: z.string(),
  operation: z.string(),
  override: z.boolean(),
  settings: z.array(nameValueSchema),
});
export type IntegrationOperation = z.infer<typeof integrationOperationSchema>;

export const saveIntegrationOperationSchema = z.strictObject({
  enabled: z.boolean().default(true),
  storeId: idSchema,
  integration: gatewayNameSchema,
  provider: gatewayNameSchema,
  product: gatewayNameSchema,
  version: gatewayNameSchema,
  interface: gatewayNameSchema,
  interfaceType: z.enum(gatewayInterfaceTypes, { error: gatewayTexts.fieldRequired }),
  operation: gatewayNameSchema,
  override: z.literal(true).default(true),
  settings: nameValues,
  request: operationRequestSchema,
  response: operationResponseSchema,
});
export type SaveIntegrationOperation = z.input<typeof saveIntegrationOperationSchema>;
