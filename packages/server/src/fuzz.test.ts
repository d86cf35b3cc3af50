import { errorCodes, errorResponseSchema, int4Max } from '@store-console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, testApp } from '../test/helpers.ts';
import type { App } from './app.ts';

/**
 * Issue 9, must-fix 5: bad input is a 4xx in the one error shape on every operation of the
 * OpenAPI document, never a 500. Each request carries exactly one bad part, so nothing is written.
 */

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  pattern?: string;
  default?: unknown;
  examples?: unknown[];
};
type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type Sent = { method: string; url: string; payload?: unknown; form?: Record<string, string> };

const nul = 'fuzz\u0000nul';
/** A lone UTF-16 surrogate: JSON can carry one ("\ud800"), PostgreSQL and UTF-8 encoders cannot. */
const surrogate = 'fuzz\ud800';
/** Text a header, a URL or a Latin-1 encoder may choke on. */
const nonAscii = 'clé-ü-中文-🚀';
const int8Over = '9223372036854775808';
const badIds = [
  String(int4Max + 1),
  int8Over,
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  'abc',
  'a%00b',
  '1e400',
  '%ED%A0%80',
];
const badQueryValues = [
  String(2 ** 31),
  int8Over,
  '1e308',
  nul,
  surrogate,
  '10000-01-01',
  '0000-00-00',
  'abc',
  '-1',
  nonAscii,
];
const badBodyValues: unknown[] = [
  nul,
  surrogate,
  nonAscii,
  2 ** 31,
  2 ** 63,
  1e308,
  -1,
  { nested: nul },
  { nested: surrogate },
  [nul],
  [surrogate],
  '10000-01-01T00:00:00Z',
  '-infinity',
  true,
];

/** Strings tried, in order, for a text field with a pattern: the first that matches is the sample. */
const patternCandidates = [
  'fuzz',
  'DE',
  'EUR',
  'FUZZ',
  'fuzz-1',
  'Fuzz1',
  'a',
  'A',
  '1',
  'fuzz.example.com',
  'https://fuzz.example.com',
  'fuzz@example.com',
  '2024-01-01',
  '12:00',
  '+441234567890',
  '123456',
];

function textSample(schema: JsonSchema): string {
  const fits = (text: string) =>
    text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    const found = patternCandidates.find((text) => pattern.test(text) && fits(text));
    if (found) return found;
  }
  return 'fuzz'.padEnd(schema.minLength ?? 4, 'z');
}

/** A value the schema accepts where it can be guessed (the one part that is not mutated). */
function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'fuzz';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.examples?.length) return schema.examples[0];
  const union = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (union?.length) return sample(union[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sample(schema.properties?.[key]);
      return out;
    }
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'date') return '2024-01-01';
      if (schema.format === 'date-time') return '2024-01-01T00:00:00Z';
      if (schema.format === 'uri') return 'https://fuzz.example.com';
      return textSample(schema);
  }
}

/** Every request to send for one operation: one bad path id, query value or body field at a time. */
function requestsFor(method: string, path: string, operation: Operation): Sent[] {
  const params = operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const goodPath = (override?: { name: string; value: string }) =>
    path.replace(/\{([^}]+)\}/g, (_, name: string) =>
      override?.name === name ? override.value : name === '*' ? 'file.txt' : '1',
    );
  const goodQuery = () =>
    Object.fromEntries(
      queryParams.filter((p) => p.required).map((p) => [p.name, String(sample(p.schema))] as [string, string]),
    );
  const url = (pathPart: string, query: Record<string, string>) => {
    const search = new URLSearchParams(query).toString();
    return search ? `${pathPart}?${search}` : pathPart;
  };
  const content = operation.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  const formSchema = content['application/x-www-form-urlencoded']?.schema;
  const bodySchema = jsonSchema ?? formSchema;
  const goodBody = bodySchema ? sample(bodySchema) : undefined;
  const withBody = (sent: Omit<Sent, 'payload' | 'form'>, body: unknown): Sent => {
    if (body === undefined) return sent;
    if (formSchema && !jsonSchema && body && typeof body === 'object' && !Array.isArray(body)) {
      return { ...sent, form: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])) };
    }
    return { ...sent, payload: body };
  };

  const sent: Sent[] = [];
  for (const param of pathParams) {
    for (const bad of param.name === '*' ? [`${'n'.repeat(300)}.txt`, 'a%00b.txt'] : badIds) {
      sent.push(withBody({ method, url: url(goodPath({ name: param.name, value: bad }), goodQuery()) }, goodBody));
    }
  }
  for (const param of queryParams) {
    for (const bad of badQueryValues) {
      sent.push(withBody({ method, url: url(goodPath(), { ...goodQuery(), [param.name]: bad }) }, goodBody));
    }
  }
  if (bodySchema && goodBody && typeof goodBody === 'object' && !Array.isArray(goodBody)) {
    const keys = Object.keys(bodySchema.properties ?? {});
    for (const key of keys) {
      for (const bad of badBodyValues) {
        sent.push(withBody({ method, url: url(goodPath(), goodQuery()) }, { ...goodBody, [key]: bad }));
      }
      const inner = bodySchema.properties?.[key];
      if (inner?.properties?.id) {
        sent.push(withBody({ method, url: url(goodPath(), goodQuery()) }, { ...goodBody, [key]: { id: 2 ** 31 } }));
      }
      if (inner?.type === 'array' && inner.items?.properties?.id) {
        sent.push(withBody({ method, url: url(goodPath(), goodQuery()) }, { ...goodBody, [key]: [{ id: 2 ** 31 }] }));
      }
    }
    if (jsonSchema) {
      for (const whole of [[goodBody], nul, surrogate, 2 ** 31, { [nul]: 1 }, { [surrogate]: 1 }]) {
        sent.push({ method, url: url(goodPath(), goodQuery()), payload: whole });
      }
    }
  }
  return sent;
}

/**
 * A request that names a remote (a sync agent's host) the server then cannot reach is answered 502
 * or 504 with the code that says so: the answer to a well-formed request, not a server failure.
 */
const unreachableCodes = new Set<string>([
  errorCodes.agentUnreachable,
  errorCodes.agentTimeout,
  errorCodes.environmentUnreachable,
  errorCodes.upstreamTimeout,
]);
function remoteUnreachable(status: number, text: string): boolean {
  const parsed = errorResponseSchema.safeParse(jsonOf(text));
  return (status === 502 || status === 504) && parsed.success && unreachableCodes.has(parsed.data.code);
}

/** Pages for people (the mailed verification link) answer HTML, not the API's error shape. */
const pages = new Set(['/api/v1/identity/email/verify']);

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

describe('fuzz over the OpenAPI document (issue 9)', () => {
  let app: App;
  let admin: { authorization: string };

  beforeAll(async () => {
    app = await testApp();
    admin = await bearer(app, 'admin');
  });
  afterAll(() => app.close());

  async function send(sent: Sent, headers: Record<string, string>) {
    const response = await app.inject({
      method: sent.method as 'GET',
      url: sent.url,
      headers: sent.form ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' } : headers,
      ...(sent.form
        ? { payload: new URLSearchParams(sent.form).toString() }
        : sent.payload !== undefined
          ? { payload: JSON.stringify(sent.payload), headers: { ...headers, 'content-type': 'application/json' } }
          : {}),
    });
    return response;
  }

  it('answers every bad request with a 4xx in the one error shape', async () => {
    const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
    );
    expect(operations.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let count = 0;
    for (const { method, path, operation } of operations) {
      for (const sent of requestsFor(method, path, operation)) {
        for (const headers of [admin, {}]) {
          const response = await send(sent, headers);
          count++;
          const where = `${sent.method} ${sent.url} ${JSON.stringify(sent.payload ?? sent.form ?? '')}`.slice(0, 300);
          if (response.statusCode >= 500 && !remoteUnreachable(response.statusCode, response.body)) {
            failures.push(`${response.statusCode} ${where}`);
            continue;
          }
          if (response.statusCode >= 400 && !pages.has(path)) {
            const body = errorResponseSchema.strict().safeParse(jsonOf(response.body));
            if (!body.success || body.data.status !== response.statusCode) {
              failures.push(`shape ${response.statusCode} ${where}: ${response.body.slice(0, 200)}`);
            }
          }
        }
      }
    }
    expect(count).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers Fastify’s own refusals in the one shape: 414, a bad URL, text/plain', async () => {
    const long = await app.inject({ url: `/api/v1/stores/${'1'.repeat(12_001)}`, headers: admin });
    expect(long.statusCode).toBe(414);
    expect(errorResponseSchema.strict().parse(long.json()).code).toBe('4141-uri-too-long');
    const badUrl = await app.inject({ url: '/api/v1/stores/%E0%A4%A', headers: admin });
    expect(badUrl.statusCode).toBe(400);
    expect(errorResponseSchema.strict().parse(badUrl.json()).status).toBe(400);
    const plain = await app.inject({
      method: 'POST',
      url: '/api/v1/data_centers',
      headers: { ...admin, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(plain.statusCode).toBe(415);
    expect(errorResponseSchema.strict().parse(plain.json()).code).toBe('4151-unsupported-media-type');
  });

  it('names the field of a lone surrogate, an id past int4 in a body, and an agent key with an accent', async () => {
    const surrogateBody = await app.inject({
      method: 'POST',
      url: '/api/v1/data_centers',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"code":"FUZZ","name":"Fuzz \\ud800","countryCode":"DE","region":"eu"}',
    });
    expect(surrogateBody.statusCode).toBe(400);
    expect(surrogateBody.json()).toMatchObject({
      message: 'Invalid body: text must be valid Unicode',
      details: [{ path: 'body', message: 'Text must be valid Unicode (it holds an unpaired surrogate)' }],
    });
    const surrogateQuery = await app.inject({ url: '/api/v1/stores?fuzzyString=%ED%A0%80', headers: admin });
    expect(surrogateQuery.statusCode).toBeLessThan(500);
    const overflow = await app.inject({
      method: 'PUT',
      url: '/api/v1/data_centers',
      headers: admin,
      payload: { id: int4Max + 1, name: 'Fuzz', countryCode: 'DE', region: 'eu' },
    });
    expect(overflow.statusCode).toBe(400);
    expect(overflow.json().details[0].path).toBe('id');
    const key = await app.inject({
      method: 'POST',
      url: '/api/v1/sync/1/source',
      headers: admin,
      payload: { protocol: 'http', hostName: '127.0.0.1', port: 9, agentKey: 'clé' },
    });
    expect(key.statusCode).toBe(400);
    expect(key.json().details[0]).toMatchObject({
      path: 'agentKey',
      message: 'The key may hold only printable ASCII characters (no accents or control characters)',
    });
  });

  it('refuses a NUL character in the anonymous sign-in and an id past int4 with 400', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/v1/identity/sign-in',
      payload: { username: 'admin\u0000@example.com', password: 'x' },
    });
    expect(signIn.statusCode).toBe(400);
    const big = await app.inject({ url: `/api/v1/stores/${int4Max + 1}`, headers: admin });
    expect(big.statusCode).toBe(400);
    expect(big.json().details[0].path).toBe('storeId');
  });
});
