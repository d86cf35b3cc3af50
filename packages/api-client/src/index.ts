import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema.d.ts';

export type { components, operations, paths } from './schema.d.ts';

/** The server's API, every path and body typed from its OpenAPI document. */
export type ApiClient = Client<paths>;

export type ApiClientOptions = {
  /** The bearer token to send, read on every request (a caller may sign in after creating the client). */
  token?: () => string | undefined;
  /** Headers sent on every request (e.g. x-xm-store). */
  headers?: Record<string, string>;
  fetch?: (request: Request) => Promise<Response>;
};

/** A client of the API at `baseUrl` (the installation's origin, e.g. http://127.0.0.1:8080). */
export function createApiClient(baseUrl: string, options: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({
    baseUrl,
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const { token } = options;
  if (token) {
    client.use({
      onRequest({ request }) {
        const value = token();
        if (value) request.headers.set('authorization', `Bearer ${value}`);
        return request;
      },
    });
  }
  return client;
}

/** The error a call that did not succeed throws from `ok`: its status and the server's error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    super(`${what} answered ${status}: ${JSON.stringify(body)}`);
  }
}

/** The path called, when the response knows it (one built by a custom fetch may not). */
function callOf(response: Response): string {
  return response.url ? new URL(response.url).pathname : 'The API call';
}

/**
 * The data of a call that succeeded, or an ApiError: `await ok(api.GET('/api/v1/stores/{storeId}', …))`
 * for scripts and fixtures that have no use for a failure but to stop.
 */
export async function ok<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok || data === undefined) {
    throw new ApiError(response.status, error, callOf(response));
  }
  return data;
}

/** A call that answers no body (204, 202): an ApiError if it did not succeed. */
export async function done(call: Promise<{ error?: unknown; response: Response }>): Promise<void> {
  const { error, response } = await call;
  if (!response.ok) throw new ApiError(response.status, error, callOf(response));
}

/**
 * The options of a call to the token endpoints, whose body is a form (application/x-www-form-urlencoded),
 * not JSON: `api.POST('/api/v1/token', { body, ...formBody })`.
 */
export const formBody = {
  bodySerializer: (body: Record<string, string>) => new URLSearchParams(body).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
};

/** An operator's access token (the console's password grant, POST /api/v1/token). */
export async function passwordToken(client: ApiClient, username: string, password: string): Promise<string> {
  const tokens = await ok(
    client.POST('/api/v1/token', { body: { grant_type: 'password', username, password }, ...formBody }),
  );
  return tokens.access_token;
}
