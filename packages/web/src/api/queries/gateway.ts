import type { SaveIntegration, SaveIntegrationOperation, saveGatewayStoreSchema } from '@store-console/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import {
  deleteIntegration,
  deleteIntegrationOperation,
  getGatewayStore,
  getIntegration,
  getIntegrationOperation,
  listAvailableInterfaces,
  saveGatewayStore,
  saveIntegration,
  saveIntegrationOperation,
} from '../gateway.ts';
import { keyRoot } from '../query-keys.ts';

/**
 * The gateway: the installation's catalogue, and per store (its database id) the gateway record and
 * its integrations by name; `store(storeId)` invalidates everything one store's gateway holds.
 */
const gatewayRoot = keyRoot('gateway');
export const gatewayKeys = {
  ...gatewayRoot,
  interfaces: () => [...gatewayRoot.all, 'interfaces'] as const,
  store: (storeId: number) => [...gatewayRoot.all, 'store', storeId] as const,
  record: (storeId: number) => [...gatewayRoot.all, 'store', storeId, 'record'] as const,
  integration: (storeId: number, integration: string) =>
    [...gatewayRoot.all, 'store', storeId, 'integration', integration] as const,
  operation: (storeId: number, integration: string, operation: string) =>
    [...gatewayRoot.all, 'store', storeId, 'integration', integration, 'operation', operation] as const,
};

export function useGatewayStore(storeId: number) {
  return useQuery({
    queryKey: gatewayKeys.record(storeId),
    queryFn: ({ signal }) => getGatewayStore(storeId, signal),
  });
}

/** The catalogue changes only through its own API, so one read per visit is enough. */
export function useAvailableInterfaces() {
  return useQuery({
    queryKey: gatewayKeys.interfaces(),
    queryFn: ({ signal }) => listAvailableInterfaces(signal),
    staleTime: 60_000,
  });
}

export function useIntegration(storeId: number, integration: string | null) {
  return useQuery({
    queryKey: gatewayKeys.integration(storeId, integration ?? ''),
    queryFn: ({ signal }) => getIntegration(storeId, integration ?? '', signal),
    enabled: integration !== null,
  });
}

/** An operation as the store runs it: its override, or the catalogue's definition (`override: false`). */
function integrationOperationQuery(storeId: number, integration: string, operation: string) {
  return queryOptions({
    queryKey: gatewayKeys.operation(storeId, integration, operation),
    queryFn: ({ signal }) => getIntegrationOperation(storeId, integration, operation, signal),
  });
}

export function useIntegrationOperation(storeId: number, integration: string, operation: string | null) {
  return useQuery({ ...integrationOperationQuery(storeId, integration, operation ?? ''), enabled: operation !== null });
}

/** Reads an operation on demand (a catalogue operation picked to start an override from). */
export function useFetchIntegrationOperation(storeId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    (integration: string, operation: string) =>
      queryClient.fetchQuery(integrationOperationQuery(storeId, integration, operation)),
    [queryClient, storeId],
  );
}

/** Every write may change the record's integration names and the integration itself: re-read the store's gateway. */
function useInvalidateGateway(storeId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: gatewayKeys.store(storeId) });
}

export function useSaveGatewayStore(storeId: number) {
  const invalidate = useInvalidateGateway(storeId);
  return useMutation({
    mutationFn: (body: z.input<typeof saveGatewayStoreSchema>) => saveGatewayStore(body),
    onSuccess: invalidate,
  });
}

export function useSaveIntegration(storeId: number, existing: string | null) {
  const invalidate = useInvalidateGateway(storeId);
  return useMutation({
    mutationFn: (body: SaveIntegration) => saveIntegration(body, existing === null ? 'create' : 'upsert'),
    onSuccess: invalidate,
  });
}

/**
 * Only the record's list of names changes: the deleted integration's own query is left alone, as its
 * page still shows while it waits to leave (re-reading it there would show a 404).
 */
export function useDeleteIntegration(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (integration: string) => deleteIntegration(storeId, integration),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gatewayKeys.record(storeId) }),
  });
}

export function useSaveIntegrationOperation(storeId: number) {
  const invalidate = useInvalidateGateway(storeId);
  return useMutation({
    mutationFn: (body: SaveIntegrationOperation) => saveIntegrationOperation(body),
    onSuccess: invalidate,
  });
}

export function useDeleteIntegrationOperation(storeId: number, integration: string) {
  const invalidate = useInvalidateGateway(storeId);
  return useMutation({
    mutationFn: (operation: string) => deleteIntegrationOperation(storeId, integration, operation),
    onSuccess: invalidate,
  });
}
