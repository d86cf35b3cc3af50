import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type GatewayLogParams,
  getExchange,
  listGatewayLog,
  previewTransforms,
  type SendOperation,
  sendOperation,
  type TransformPreview,
} from '../gateway-logs.ts';
import { storeScopedKeys } from '../query-keys.ts';

/** A store's gateway exchange log: its pages (by filters) and each exchange's detail (by exchange id). */
export const gatewayLogKeys = storeScopedKeys<GatewayLogParams>('gatewayLogs');

/** A page of the store's exchange log; the page shown stays while the next one loads. */
export function useGatewayLog(storeId: number, params: GatewayLogParams) {
  return useQuery({
    queryKey: gatewayLogKeys.list(storeId, params),
    queryFn: ({ signal }) => listGatewayLog(storeId, params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One exchange's views, loaded when its row is expanded; an exchange never changes once written. */
export function useExchange(storeId: number, exchangeId: number | null) {
  return useQuery({
    queryKey: gatewayLogKeys.detail(storeId, exchangeId ?? 0),
    queryFn: ({ signal }) => getExchange(exchangeId ?? 0, signal),
    enabled: exchangeId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Sends an operation; each send writes an exchange, so the store's log pages are read again. */
export function useSendOperation(storeId: number, integration: string, operation: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendOperation) => sendOperation(storeId, integration, operation, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gatewayLogKeys.lists(storeId) }),
  });
}

/** Runs transforms on a sample; nothing is written, so nothing is invalidated. */
export function usePreviewTransforms() {
  return useMutation({ mutationFn: (body: TransformPreview) => previewTransforms(body) });
}

/** The newest exchange of an operation, to take a sample from; null when it has none. */
async function latestExchange(storeId: number, integration: string, operation: string) {
  const page = await listGatewayLog(storeId, {
    page: 1,
    integrationName: integration,
    operationName: operation,
    searchTerm: '',
  });
  const newest = page.messages[0];
  return newest ? getExchange(newest.id) : null;
}

/** Reads the operation's newest exchange on demand (a sample picked from the logs). */
export function useLatestExchange(storeId: number, integration: string | null, operation: string | null) {
  return useMutation({ mutationFn: () => latestExchange(storeId, integration ?? '', operation ?? '') });
}
