import {
  isRequestFinished,
  requestListRefreshMs,
  type SyncRequest,
  type SyncRequestList,
  syncPollingMs,
} from '@store-console/contract';
import { ApiError, clientErrorCodes } from './api-error.ts';

/** How the sync requests' queries poll, and how a newer read of a request reaches the lists. */
/**
 * The list with a newer read of one of its requests in its row (the load's detail, read every
 * second, while the list is read every 3 s): the row and the load's progress line then say the same.
 * A list without that request is returned as it is (the same object: nothing re-renders).
 */
export function withNewerRequest(list: SyncRequestList | undefined, request: SyncRequest): SyncRequestList | undefined {
  if (!list || !Object.hasOwn(list, request.id) || list[request.id] === request) return list;
  return { ...list, [request.id]: request };
}

/**
 * The list's refetch interval: 3 s while any listed request is unfinished,
 * else 60 s; before the first reply (or after a failed one) the idle 60 s.
 */
export function requestListInterval(list: SyncRequestList | undefined): number {
  return requestListRefreshMs(list ? Object.values(list) : []);
}

/**
 * A started load's detail: read every second until COMPLETED or
 * FAILED. A read that timed out or met a network or server failure says so ('failed to get the
 * detailed info for request {id}') and the next second's read goes on (a busy server during the
 * load's heaviest stage must not end following it); a refused read (4xx: the request is not there
 * or not the caller's) stops it.
 */
export function loadDetailInterval(
  request: SyncRequest | undefined,
  status: 'pending' | 'error' | 'success',
  error: unknown = null,
): number | false {
  if (request && isRequestFinished(request)) return false;
  if (status === 'error' && !isPassingFailure(error)) return false;
  return syncPollingMs.loadDetail;
}

/** A timeout, a network failure or a 5xx: the same read may well succeed a second later. */
export function isPassingFailure(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.isTimeout || error.code === clientErrorCodes.network || error.status >= 500)
  );
}
