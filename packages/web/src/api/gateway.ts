import type {
  availableInterfacesSchema,
  gatewayStoreSchema,
  integrationOperationSchema,
  integrationSchema,
  SaveIntegration,
  SaveIntegrationOperation,
  saveGatewayStoreSchema,
} from '@store-console/contract';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { apiJson, apiVoid } from './client.ts';

/** The gateway's catalogue and a store's gateway, integrations and operation overrides. */

type SaveGatewayStore = z.input<typeof saveGatewayStoreSchema>;

const segment = encodeURIComponent;
const storePath = (storeId: number) => `/gateway/integrations/${storeId}`;
const integrationPath = (storeId: number, integration: string) => `${storePath(storeId)}/${segment(integration)}`;
const operationPath = (storeId: number, integration: string, operation: string) =>
  `${integrationPath(storeId, integration)}/${segment(operation)}`;

/** Every interface of the catalogue, flattened, with its operations (the interface picker). */
export function listAvailableInterfaces(signal?: AbortSignal) {
  return apiJson<typeof availableInterfacesSchema>('/gateway/interfaces', { query: { detailed: 'true' }, signal });
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** A store without a gateway record gets an empty one, which is then read again. */
export async function getGatewayStore(storeId: number, signal?: AbortSignal) {
  try {
    return await apiJson<typeof gatewayStoreSchema>(storePath(storeId), { signal });
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  await saveGatewayStore({ storeId, settings: {}, enabled: true });
  return apiJson<typeof gatewayStoreSchema>(storePath(storeId), { signal });
}

export function saveGatewayStore(body: SaveGatewayStore) {
  return apiJson<typeof gatewayStoreSchema>(storePath(body.storeId), { method: 'POST', json: body });
}

export function getIntegration(storeId: number, integration: string, signal?: AbortSignal) {
  return apiJson<typeof integrationSchema>(integrationPath(storeId, integration), { signal });
}

/**
 * An integration is saved to its own path; the Add form asks for `mode=create`, so a name the store
 * already has is refused (409, 'Integration "{name}" has already existed in the store.').
 */
export function saveIntegration(body: SaveIntegration, mode: 'create' | 'upsert') {
  return apiJson<typeof integrationSchema>(integrationPath(body.storeId, body.integration), {
    method: 'POST',
    query: { mode },
    json: body,
  });
}

/** The store's override of an operation, or the catalogue's definition of it (`override: false`). */
export function getIntegrationOperation(storeId: number, integration: string, operation: string, signal?: AbortSignal) {
  return apiJson<typeof integrationOperationSchema>(operationPath(storeId, integration, operation), { signal });
}

/** Deleting something already gone counts as done. */
async function deleteTolerant(path: string): Promise<void> {
  try {
    await apiVoid(path, { method: 'DELETE' });
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}

export function deleteIntegration(storeId: number, integration: string): Promise<void> {
  return deleteTolerant(integrationPath(storeId, integration));
}

export function saveIntegrationOperation(body: SaveIntegrationOperation) {
  return apiJson<typeof integrationOperationSchema>(operationPath(body.storeId, body.integration, body.operation), {
    method: 'POST',
    json: body,
  });
}

export function deleteIntegrationOperation(storeId: number, integration: string, operation: string): Promise<void> {
  return deleteTolerant(operationPath(storeId, integration, operation));
}
