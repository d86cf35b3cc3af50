import { z } from 'zod';
import {
  gatewayContentTypes,
  gatewayLogPageSize,
  gatewayLogSearchMinLength,
  gatewayTexts,
  transformSchema,
  transformTypes,
} from './gateway.ts';
import { int4Max } from './ids.ts';
import { text } from './text-fields.ts';

/** The gateway's exchange log, the console's send page and the transform preview (see gateway.ts). */

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
