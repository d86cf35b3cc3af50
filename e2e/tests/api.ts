import type { APIRequestContext } from '@playwright/test';
import { type ApiClient, createApiClient } from '@store-console/api-client';

/** Statuses whose response has no body (a Response refuses one). */
const bodiless = new Set([101, 204, 205, 304]);

/**
 * The typed API client (packages/api-client, generated from the server's document) for arranging
 * data, sending through the test's Playwright request context: its base URL, and its calls in the
 * trace. A fixture that no longer matches the document fails to compile.
 */
export function apiClient(request: APIRequestContext, token?: string): ApiClient {
  return createApiClient(`http://127.0.0.1:${process.env.E2E_PORT}`, {
    token: () => token,
    fetch: async (sent) => {
      const body = sent.body ? Buffer.from(await sent.arrayBuffer()) : undefined;
      const response = await request.fetch(sent.url, {
        method: sent.method,
        headers: Object.fromEntries(sent.headers),
        ...(body ? { data: body } : {}),
      });
      const status = response.status();
      const received = bodiless.has(status) ? null : new Uint8Array(await response.body());
      return new Response(received, { status, headers: response.headers() });
    },
  });
}
