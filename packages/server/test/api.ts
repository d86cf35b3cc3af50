import { apiPrefix } from '@store-console/contract';
import type { App } from '../src/app.ts';

/** Anything with zod's `parse`: a contract schema, `schema.array()`, or `empty` below. */
export type Parser<T> = { parse(data: unknown): T };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type CallOptions = {
  /** The status the call must answer; any 2xx when left out. */
  status?: number;
  /** A JSON body (object) or a raw one (string, e.g. from `form()` with its content-type header). */
  body?: object | string;
  /** Query parameters, appended to the path. */
  query?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
};

/** For replies without a body (204). */
export const empty: Parser<undefined> = {
  parse(data) {
    if (data !== undefined && data !== '') throw new Error(`expected no body, got ${JSON.stringify(data)}`);
    return undefined;
  },
};

/**
 * A typed client over `app.inject` for tests: paths are relative to the API prefix, replies are
 * parsed with the contract's schemas (so a test fails when the server drifts from the contract),
 * and a status other than the expected one fails with the reply's body in the message.
 *
 *   const store = await api(app, admin).get(`/stores/${id}`, storeSchema);
 *   const error = await api(app, partner).get(`/stores/${id}`, errorResponseSchema, { status: 404 });
 */
export function api(app: App, auth?: { authorization: string }) {
  async function call<T>(method: Method, path: string, schema: Parser<T>, options: CallOptions = {}): Promise<T> {
    const query = Object.entries(options.query ?? {}).map(([key, value]): [string, string] => [key, String(value)]);
    const search = query.length > 0 ? `?${new URLSearchParams(query)}` : '';
    const url = `${apiPrefix}${path}${search}`;
    const response = await app.inject({
      method,
      url,
      headers: { ...auth, ...options.headers },
      ...(options.body === undefined ? {} : { payload: options.body }),
    });
    const expected = options.status === undefined ? '2xx' : String(options.status);
    const ok =
      options.status === undefined
        ? response.statusCode >= 200 && response.statusCode < 300
        : response.statusCode === options.status;
    if (!ok) throw new Error(`${method} ${url}: expected ${expected}, got ${response.statusCode}: ${response.body}`);
    const isJson = (response.headers['content-type'] ?? '').toString().includes('json');
    const data: unknown = isJson && response.body !== '' ? response.json() : response.body || undefined;
    try {
      return schema.parse(data);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `${method} ${url}: the ${response.statusCode} reply does not match its schema: ${reason}\n${response.body}`,
      );
    }
  }
  return {
    get: <T>(path: string, schema: Parser<T>, options?: Omit<CallOptions, 'body'>) =>
      call('GET', path, schema, options),
    post: <T>(path: string, schema: Parser<T>, options?: CallOptions) => call('POST', path, schema, options),
    put: <T>(path: string, schema: Parser<T>, options?: CallOptions) => call('PUT', path, schema, options),
    patch: <T>(path: string, schema: Parser<T>, options?: CallOptions) => call('PATCH', path, schema, options),
    delete: <T>(path: string, schema: Parser<T>, options?: CallOptions) => call('DELETE', path, schema, options),
  };
}
