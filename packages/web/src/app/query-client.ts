import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error.ts';

/** Client errors and timeouts are final; only network and server failures are tried once more. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && (error.isTimeout || (error.status >= 400 && error.status < 500))) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * How long a query a route loader started while the session loads stays fresh: the screen that
 * mounts just after finds it there (or still on its way) and does not ask again at once.
 */
export const prefetchedFreshMs = 5_000;

/**
 * The session loader has just read the operator, the configs and the data centres when the shell
 * mounts: fresh for that long, so the shell's queries do not ask again at once (every full load read
 * the operator and the data centres twice). Writes invalidate them as before.
 */
export const sessionLoadedFreshMs = 10_000;

/** The console's one client: the providers hand it to React, and route loaders start queries in it. */
export const queryClient = createQueryClient();
