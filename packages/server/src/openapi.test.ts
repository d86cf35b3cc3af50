import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiError, createApiClient, ok, passwordToken } from '@store-console/api-client';
import { schemaSource } from '@store-console/api-client/generate';
import { storeHeader } from '@store-console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwords, testApp } from '../test/helpers.ts';
import { type Finding, redoclyReport, spectralReport, swaggerParserReport } from '../test/openapi-lint.ts';
import type { App } from './app.ts';
import { apiTags } from './platform/openapi.ts';
import { storeScopeExtension } from './platform/store-scope.ts';

type Parameter = { in: string; name: string };
type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: Parameter[];
  [storeScopeExtension]?: unknown;
};
type Document = { paths: Record<string, Record<string, Operation>>; tags?: { name: string; description?: string }[] };

const httpMethods = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const;
const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/** The warnings a linter left, counted by rule: printed so they stay in sight without failing the run. */
function printWarnings(tool: string, warnings: Finding[]): void {
  const byRule = new Map<string, number>();
  for (const warning of warnings) byRule.set(warning.rule, (byRule.get(warning.rule) ?? 0) + 1);
  const lines = [...byRule].map(([rule, count]) => `  ${rule}: ${count}`);
  console.log(`${tool}: ${warnings.length} warnings\n${lines.join('\n')}`);
}

/**
 * The document standard clients are generated from, as /api/docs/json serves it: it resolves
 * (swagger-parser), lints without an error (Spectral's spectral:oas, Redocly's recommended, both
 * built in: nothing is fetched), and the typed client (packages/api-client) was generated from it.
 */
describe('the OpenAPI document', () => {
  let app: App;
  let document: Document;
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => methods.has(method))
        .map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
    );

  beforeAll(async () => {
    app = await testApp();
    const response = await app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(() => app?.close());

  it('validates and dereferences: every $ref resolves', async () => {
    expect((await swaggerParserReport(document)).errors).toEqual([]);
  });

  it("has no error under Spectral's spectral:oas ruleset", async () => {
    const report = await spectralReport(document);
    printWarnings('Spectral spectral:oas', report.warnings);
    expect(report.errors).toEqual([]);
  });

  it("has no error under Redocly's recommended config", async () => {
    const report = await redoclyReport(document);
    printWarnings('Redocly recommended', report.warnings);
    expect(report.errors).toEqual([]);
  });

  it('gives every operation a unique operationId, a summary and a described tag', () => {
    const described = new Set((document.tags ?? []).filter((tag) => tag.description).map((tag) => tag.name));
    expect([...described].sort()).toEqual(apiTags.map((tag) => tag.name).sort());
    const all = operations();
    expect(all.length).toBeGreaterThan(100);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(all.length);
    expect(all.filter(({ operation }) => !operation.summary).map(({ key }) => key)).toEqual([]);
    const untagged = all.filter(
      ({ operation }) => !operation.tags?.length || operation.tags.some((t) => !described.has(t)),
    );
    expect(untagged.map(({ key }) => key)).toEqual([]);
    expect(document.paths['/api/v1/data_centers/{id}']?.get?.operationId).toBe('getDataCentersById');
  });

  it('documents the x-xm-store header on every store-scoped operation, and only there', () => {
    const withHeader = (operation: Operation) =>
      operation.parameters?.some((parameter) => parameter.in === 'header' && parameter.name === storeHeader) ?? false;
    const all = operations();
    const scoped = all.filter(({ operation }) => operation[storeScopeExtension]);
    expect(scoped.length).toBeGreaterThanOrEqual(15);
    expect(scoped.filter(({ operation }) => !withHeader(operation)).map(({ key }) => key)).toEqual([]);
    expect(
      all.filter(({ operation }) => !operation[storeScopeExtension] && withHeader(operation)).map(({ key }) => key),
    ).toEqual([]);
  });

  it('has one path per URL shape and no wildcard template', () => {
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => path.includes('{*}'))).toEqual([]);
    const shapes = paths.map((path) => path.replace(/\{[^}]+\}/g, '{}'));
    expect(shapes.filter((shape, index) => shapes.indexOf(shape) !== index)).toEqual([]);
    expect(paths).toContain('/api/v1/sync/{storeIds}/status');
    expect(paths).toContain('/cdn/{storeId}/{path}');
  });

  it('is spoken by the typed client: a sign-in (form body), a typed read, and a failure with its status', async () => {
    // openapi-fetch's requests answered by the app in-process.
    const fetch = async (request: Request) => {
      const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
      const url = new URL(request.url);
      const method = httpMethods.find((name) => name === request.method) ?? 'GET';
      const reply = await app.inject({
        method,
        url: `${url.pathname}${url.search}`,
        headers: Object.fromEntries(request.headers),
        ...(body ? { payload: body } : {}),
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(reply.headers))
        if (value !== undefined) headers.set(name, String(value));
      const empty = reply.statusCode === 204 || reply.rawPayload.length === 0;
      return new Response(empty ? null : new Uint8Array(reply.rawPayload), { status: reply.statusCode, headers });
    };
    let token: string | undefined;
    const api = createApiClient('http://localhost', { token: () => token, fetch });
    token = await passwordToken(api, 'admin@example.com', passwords.admin);
    const centres = await ok(api.GET('/api/v1/data_centers', { params: { query: { size: 5 } } }));
    const first = centres.content[0];
    expect(first?.id).toBeGreaterThan(0);
    const centre = await ok(api.GET('/api/v1/data_centers/{id}', { params: { path: { id: first?.id ?? 0 } } }));
    expect(centre.name).toBe(first?.name);
    const missing = ok(api.GET('/api/v1/data_centers/{id}', { params: { path: { id: 2_000_000 } } }));
    await expect(missing).rejects.toBeInstanceOf(ApiError);
    await expect(missing).rejects.toMatchObject({ status: 404, body: { status: 404, code: '4041-not-found' } });
  });

  it('is the document the typed client was generated from', async () => {
    const committed = await readFile(join(import.meta.dirname, '../../api-client/src/schema.d.ts'), 'utf8');
    const current = await schemaSource(document);
    expect(
      current === committed,
      'packages/api-client/src/schema.d.ts is stale: run `npm run generate -w @store-console/api-client` and commit it',
    ).toBe(true);
  });
});
