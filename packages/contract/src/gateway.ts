import { z } from 'zod';
import { idSchema, int4Max } from './ids.ts';
import { readOnlyFields, withoutReadOnly } from './read-only.ts';

/**
 * The integration gateway (docs/architecture.md, docs/decisions/0039–0057): the installation's
 * catalogue of interfaces and operations, each store's gateway with its integrations and operation
 * overrides, execution, transforms and the exchange log.
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
  fieldRequired: 'Field is required',
} as const;

const noNul = (value: string) => !value.includes('\u0000');
const text = (max: number) => z.string().max(max, `At most ${max} characters`).refine(noNul, 'Invalid character');
const required = (max: number) => text(max).pipe(z.string().trim().min(1, gatewayTexts.fieldRequired));

/** A catalogue level's or integration's name: one path segment, no slash, no dot-suffix games. */
export const gatewayNameSchema = required(100).pipe(
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
  name: required(200),
  value: required(10_000),
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

// ---- A store's gateway ---------------------------------------------------------------------------

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
  redactHeaders: z.array(required(200)).max(50).default([]),
  /** JSON paths (`$.a.b`, `$.items[*].secret`) whose values are replaced by "[redacted]". */
  redactJsonPaths: z.array(required(500)).max(50).default([]),
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
  uri: required(2000).pipe(z.url({ protocol: /^https?$/, error: 'Must be an http or https address' })),
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

// ---- Exchange log ------------------------------------------------------------------------------

export const exchangeIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const gatewayLogSchema = z.object({
  id: z.number().int(),
  createdOn: z.string(),
  requestedOn: z.string().nullable(),
  correlationId: z.string(),
  integrationShortName: z.string(),
  operationShortName: z.string(),
  responseStatusCode: z.number().int().nullable(),
});
export type GatewayLog = z.infer<typeof gatewayLogSchema>;

export const gatewayLogPageSchema = z.object({
  messages: z.array(gatewayLogSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  nextPage: z.number().int().nullable(),
  hasNextPage: z.boolean(),
});
export type GatewayLogPage = z.infer<typeof gatewayLogPageSchema>;

/** The store log's query: pages start at 1; empty filters are dropped by the console. */
export const gatewayLogQuerySchema = z.strictObject({
  storeId: z.coerce.number().int().positive().max(int4Max),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(gatewayLogPageSize),
  integrationName: text(100).optional(),
  operationName: text(100).optional(),
  searchTerm: text(200).pipe(z.string().trim().min(gatewayLogSearchMinLength, gatewayTexts.searchTooShort)).optional(),
});
export type GatewayLogQuery = z.input<typeof gatewayLogQuerySchema>;

/**
 * The other logs' query (an integration's, an operation's, a catalogue level's, GET /gateway.log):
 * the store log's paging and search, without the store and names the path already gives.
 */
export const gatewayLogPageQuerySchema = gatewayLogQuerySchema.omit({
  storeId: true,
  integrationName: true,
  operationName: true,
});

/** The header that names an execution's exchange (its id in the log) on the reply. */
export const gatewayExchangeHeader = 'x-gateway-exchange-id';
/** The header carrying an execution's correlation id, in (optional) and out. */
export const gatewayCorrelationHeader = 'x-correlation-id';

/** One exchange's four views (the exchange detail); bodies are text (JSON as text). */
export const exchangeDetailSchema = gatewayLogSchema.extend({
  storeId: z.number().int(),
  durationMs: z.number().int(),
  upstreamMs: z.number().int().nullable(),
  error: z.string().nullable(),
  path: z.string(),
  parameters: z.string(),
  body: z.string(),
  request: z.string(),
  received: z.string(),
  response: z.string(),
});
export type ExchangeDetail = z.infer<typeof exchangeDetailSchema>;

// ---- Execution and preview -----------------------------------------------------------------------

/** The console's send page: a body as text; the reply says what came back and which exchange it is. */
export const sendOperationSchema = z.strictObject({
  body: text(1_048_576).default(''),
  contentType: z.enum(gatewayContentTypes).default('application/json'),
});
export const sendResultSchema = z.object({
  statusCode: z.number().int(),
  contentType: z.string().nullable(),
  body: z.string(),
  durationMs: z.number().int(),
  exchangeId: z.number().int().nullable(),
  correlationId: z.string(),
});
export type SendResult = z.infer<typeof sendResultSchema>;

export const transformPreviewSchema = z.strictObject({
  transforms: z.array(transformSchema).min(1, 'Select at least one').max(20),
  input: text(1_048_576),
  inputContentType: z.enum(gatewayContentTypes).default('application/json'),
});
export const transformStepResultSchema = z.object({
  index: z.number().int(),
  type: z.enum(transformTypes),
  description: z.string(),
  output: z.string().nullable(),
  contentType: z.string(),
  durationMs: z.number(),
  error: z.string().nullable(),
});
export const transformPreviewResultSchema = z.object({
  steps: z.array(transformStepResultSchema),
  output: z.string().nullable(),
  /** The final output's content type (null when a step failed). */
  contentType: z.string().nullable(),
  /** The failing step's index (numbered from 1, as each step's `index`), null when all ran. */
  failedStep: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type TransformPreviewResult = z.infer<typeof transformPreviewResultSchema>;
