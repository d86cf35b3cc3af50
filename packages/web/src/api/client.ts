import {
  apiPrefix,
  consoleClient,
  type ErrorResponse,
  requestTimeoutMs,
  type tokenResponseSchema,
} from '@store-console/contract';
import type { z } from 'zod';
import { ApiError, clientErrorCodes, type FieldError } from './api-error.ts';
import {
  clearSelectedUser,
  clearTokens,
  getAccessToken,
  getRefreshToken,
  readSelectedUser,
  recordLastLogin,
  storeTokens,
} from './session-store.ts';

/** The one place of the console that calls fetch. */

const apiBase = `${import.meta.env.VITE_API_BASE ?? ''}${apiPrefix}`;

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
  query?: Record<string, QueryValue>;
  /** A JSON body. */
  json?: unknown;
  /** A form-urlencoded body (token endpoints). */
  form?: Record<string, string>;
  signal?: AbortSignal | undefined;
  /** Token endpoints: no bearer, no refresh on 401, cookies included. */
  tokenEndpoint?: boolean;
  /** The OAuth2 endpoints authenticate the console itself: `Basic base64('console:')`. */
  clientAuth?: boolean;
  /** Extra headers, e.g. the store header (x-xm-store) of settings, sync and client-credential calls. */
  headers?: Record<string, string>;
}

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `${apiBase}${path}${search ? `?${search}` : ''}`;
}

const clientBasicAuth = `Basic ${btoa(`${consoleClient.id}:${consoleClient.secret}`)}`;

function buildInit(options: RequestOptions, token: string | null): RequestInit {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form);
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  if (options.clientAuth) headers.Authorization = clientBasicAuth;
  else if (token && !options.tokenEndpoint) headers.Authorization = `Bearer ${token}`;
  return {
    method: options.method ?? 'GET',
    headers,
    body,
    credentials: options.tokenEndpoint ? 'include' : 'same-origin',
  };
}

/** fetch with the spec's 20 s limit; a timeout rejects with ECONNABORTED and is never retried. */
async function fetchWithTimeout(url: string, init: RequestInit, external?: AbortSignal): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, requestTimeoutMs);
  const forwardAbort = () => controller.abort();
  if (external?.aborted) controller.abort();
  external?.addEventListener('abort', forwardAbort, { once: true });
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (timedOut) {
      throw new ApiError({
        status: 0,
        code: clientErrorCodes.timeout,
        message: `timeout of ${requestTimeoutMs}ms exceeded`,
      });
    }
    // A cancellation asked for by the caller (e.g. TanStack Query) passes through untouched.
    if (external?.aborted) throw error;
    throw new ApiError({ status: 0, code: clientErrorCodes.network, message: 'The server cannot be reached' });
  } finally {
    clearTimeout(timer);
    external?.removeEventListener('abort', forwardAbort);
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value;
  } catch {
    return text;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isFieldError(value: unknown): value is FieldError {
  return isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string';
}

/**
 * The contract's one error shape (errorResponseSchema), checked by hand: every 4xx and 5xx goes
 * through here, and the schema would bring zod into every page for these five fields.
 */
export function isErrorResponse(body: unknown): body is ErrorResponse {
  return (
    isRecord(body) &&
    typeof body.status === 'number' &&
    typeof body.code === 'string' &&
    typeof body.message === 'string' &&
    (body.reason === undefined || typeof body.reason === 'string') &&
    (body.details === undefined || (Array.isArray(body.details) && body.details.every(isFieldError)))
  );
}

/**
 * A failure without the error shape: its code and message if it has them (an upstream's `{ code,
 * message }`), else a short plain text as it is; never a page (a proxy's HTML).
 */
async function toApiError(response: Response): Promise<ApiError> {
  const body = await readBody(response);
  if (isErrorResponse(body)) return new ApiError(body);
  const { status } = response;
  const record = isRecord(body) ? body : {};
  const text = typeof body === 'string' && body.length <= 300 && !/^\s*</.test(body) ? body.trim() : '';
  return new ApiError({
    status,
    code: typeof record.code === 'string' ? record.code : String(status),
    message: (typeof record.message === 'string' && record.message) || text || `Request failed with status ${status}`,
  });
}

/**
 * A reply's JSON, typed by the contract schema S it was sent with. The server encodes every reply
 * through its route's response schema (fastify-type-provider-zod's serializer: a reply that does
 * not match is a 500, never sent), and reply schemas hold no transforms (encoding refuses them), so
 * parsing the JSON again here would return it unchanged; what is left to check is that it is JSON.
 */
async function readReply<S extends z.ZodType>(response: Response): Promise<z.output<S>> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError({
      status: response.status,
      code: clientErrorCodes.badResponse,
      message: 'The server sent an unexpected response',
    });
  }
}

/** A failed refresh ends the session: tokens and user go, and the console restarts at the root. */
function endSession(): void {
  clearTokens();
  clearSelectedUser();
  window.location.assign('/');
}

async function refreshTokens(): Promise<string> {
  const refreshToken = getRefreshToken();
  try {
    if (!refreshToken) throw new ApiError({ status: 401, code: '4011-unauthorized', message: 'Session expired' });
    const init = buildInit(
      {
        method: 'POST',
        tokenEndpoint: true,
        clientAuth: true,
        form: { grant_type: 'refresh_token', refresh_token: refreshToken },
      },
      null,
    );
    const response = await fetchWithTimeout(apiUrl('/oauth2/token'), init);
    if (!response.ok) throw await toApiError(response);
    const tokens = await readReply<typeof tokenResponseSchema>(response);
    storeTokens(tokens);
    const user = readSelectedUser();
    if (user) recordLastLogin(user.username);
    return tokens.access_token;
  } catch (error) {
    endSession();
    throw error;
  }
}

let pendingRefresh: Promise<string> | null = null;

/** Concurrent 401s share one refresh; a request that lost a race simply uses the newer token. */
function freshAccessToken(usedToken: string | null): Promise<string> {
  const current = getAccessToken();
  if (current && current !== usedToken) return Promise.resolve(current);
  pendingRefresh ??= refreshTokens().finally(() => {
    pendingRefresh = null;
  });
  return pendingRefresh;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const url = apiUrl(path, options.query);
  const token = options.tokenEndpoint ? null : getAccessToken();
  let response = await fetchWithTimeout(url, buildInit(options, token), options.signal);
  if (response.status === 401 && !options.tokenEndpoint) {
    const fresh = await freshAccessToken(token);
    response = await fetchWithTimeout(url, buildInit(options, fresh), options.signal);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/**
 * A call whose answer is JSON, typed by its route's contract schema S (a type only: the server has
 * checked the reply against S, see readReply), e.g. `apiJson<typeof storeSchema>('/stores/1')`.
 */
export async function apiJson<S extends z.ZodType>(path: string, options: RequestOptions = {}): Promise<z.output<S>> {
  const response = await send(path, options);
  return readReply<S>(response);
}

/** A call whose answer carries nothing the console reads (204, revoke). */
export async function apiVoid(path: string, options: RequestOptions = {}): Promise<void> {
  await send(path, options);
}
