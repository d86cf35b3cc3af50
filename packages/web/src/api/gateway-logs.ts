import {
  type exchangeDetailSchema,
  gatewayLogPageSchema,
  gatewayLogPageSize,
  gatewayTexts,
  type sendOperationSchema,
  type sendResultSchema,
  type transformPreviewResultSchema,
  type transformPreviewSchema,
} from '@store-console/contract';
import type { z } from 'zod';
import { ApiError, clientErrorCodes } from './api-error.ts';
import { apiJson } from './client.ts';

/** What the logs screen asks for: a 1-based page and its filters ('' for none; empty ones are not sent). */
export interface GatewayLogParams {
  page: number;
  integrationName: string;
  operationName: string;
  searchTerm: string;
}

export type SendOperation = z.input<typeof sendOperationSchema>;
export type TransformPreview = z.input<typeof transformPreviewSchema>;

/** GET /gateway/integrations/log: the store's exchanges, newest first, 10 a page. */
export async function listGatewayLog(storeId: number, params: GatewayLogParams, signal?: AbortSignal) {
  // Any JSON, checked here: a reply without a page has its own message.
  const reply = await apiJson<z.ZodUnknown>('/gateway/integrations/log', {
    query: {
      storeId,
      page: params.page,
      size: gatewayLogPageSize,
      // The client drops empty values, so an unset filter is not sent at all.
      integrationName: params.integrationName,
      operationName: params.operationName,
      searchTerm: params.searchTerm,
    },
    signal,
  });
  const parsed = gatewayLogPageSchema.safeParse(reply);
  if (parsed.success) return parsed.data;
  throw new ApiError({ status: 200, code: clientErrorCodes.badResponse, message: gatewayTexts.invalidLogsReply });
}

/**
 * GET /gateway/integrations/exchange/{id}: one exchange's four views. Any failure carries the spec's
 * message, with the server's own in `reason`.
 */
export async function getExchange(id: number, signal?: AbortSignal) {
  try {
    return await apiJson<typeof exchangeDetailSchema>(`/gateway/integrations/exchange/${id}`, { signal });
  } catch (error) {
    if (signal?.aborted || !(error instanceof ApiError)) throw error;
    throw new ApiError({
      status: error.status,
      code: error.code,
      message: gatewayTexts.exchangeFailed,
      reason: error.message,
    });
  }
}

const segment = encodeURIComponent;

/** POST /gateway/send/{storeId}/{integration}/{operation}: runs the operation as the console's send page. */
export function sendOperation(storeId: number, integration: string, operation: string, body: SendOperation) {
  return apiJson<typeof sendResultSchema>(`/gateway/send/${storeId}/${segment(integration)}/${segment(operation)}`, {
    method: 'POST',
    json: body,
  });
}

/** POST /gateway/transforms/preview: runs transforms on a sample, step by step. */
export function previewTransforms(body: TransformPreview) {
  return apiJson<typeof transformPreviewResultSchema>('/gateway/transforms/preview', { method: 'POST', json: body });
}
