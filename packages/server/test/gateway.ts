import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer, type ServerOptions } from 'node:https';
import type { AddressInfo } from 'node:net';
import {
  type CapturePolicy,
  capturePolicySchema,
  type OperationDefinition,
  operationDefinitionSchema,
} from '@store-console/contract';
import type { GatewayDeps } from '../src/modules/gateway/index.ts';
import type { StoredConnection, StoredSecrets } from '../src/modules/gateway/schema.ts';
import type { ResolvedOperation, RunTransforms } from '../src/modules/gateway/types.ts';
import { AppError } from '../src/platform/errors.ts';

/** Test support for execution: local upstreams and hand-built resolved operations. */

export type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
export type Handler = (seen: Seen, response: ServerResponse) => void | Promise<void>;

export type Upstream = { url: string; seen: Seen[]; close(): Promise<void> };

export async function startUpstream(handler: Handler, tls?: ServerOptions): Promise<Upstream> {
  const seen: Seen[] = [];
  const listener = (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(entry);
      void Promise.resolve(handler(entry, response)).catch(() => response.destroy());
    });
  };
  const server = tls ? createHttpsServer(tls, listener) : createHttpServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

let nextIntegrationId = 1000;

export type Fixture = {
  name?: string;
  uri: string;
  definition?: Partial<{ interfaceType: 'HTTP' | 'SOAP'; request: object; response: object }>;
  connection?: Partial<StoredConnection>;
  secrets?: StoredSecrets & { settings?: Record<string, string> };
  settings?: {
    catalogue?: Record<string, string>;
    gateway?: Record<string, string>;
    integration?: Record<string, string>;
    override?: Record<string, string>;
  };
  capture?: Partial<CapturePolicy>;
  enabled?: { gateway?: boolean; integration?: boolean; operation?: boolean };
  operation?: string;
  id?: number;
};

/** A resolved operation as the integrations service would give it (its settings in layers). */
export function resolvedOf(
  store: ResolvedOperation['store'],
  fixture: Fixture,
): ResolvedOperation & {
  layers: NonNullable<Fixture['settings']>;
} {
  const definition: OperationDefinition = operationDefinitionSchema.parse(fixture.definition ?? {});
  const parts = { provider: 'Test', product: 'Upstream', version: '1', interface: 'HTTP' };
  const layers = fixture.settings ?? {};
  const operation = {
    name: fixture.operation ?? 'call',
    enabled: fixture.enabled?.operation ?? true,
    override: false,
    ref: { ...parts, operation: fixture.operation ?? 'call' },
    definition,
    settings: { ...layers.catalogue, ...layers.override },
    catalogueSettings: layers.catalogue ?? {},
    overrideSettings: layers.override ?? {},
  };
  return {
    layers,
    store,
    gateway: { enabled: fixture.enabled?.gateway ?? true, settings: layers.gateway ?? {} },
    integration: {
      id: fixture.id ?? nextIntegrationId++,
      name: fixture.name ?? 'Upstream',
      enabled: fixture.enabled?.integration ?? true,
      parts,
      connection: {
        type: 'HTTP',
        uri: fixture.uri,
        authType: 'NONE',
        username: null,
        accessOperation: null,
        refreshOperation: null,
        clientCertificate: null,
        trustCertificate: null,
        ...fixture.connection,
      },
      secrets: fixture.secrets ?? {},
      // As the integrations service gives them: secret settings opened among the others.
      settings: { ...layers.integration, ...fixture.secrets?.settings },
      capture: capturePolicySchema.parse(fixture.capture ?? {}),
    },
    operation,
  };
}

/**
 * Stand-in transforms for execution's own tests (the real ones are tested with their module): RAW
 * passes through, UPPER (a JAVASCRIPT step whose value is "upper") upper-cases, "fail" fails.
 */
export const fakeTransforms: RunTransforms = async (transforms, input) => {
  let output = input;
  const steps = [];
  for (const [i, transform] of transforms.entries()) {
    const index = i + 1;
    if (transform.value === 'fail') {
      steps.push({
        index,
        type: transform.type,
        description: transform.description,
        output: null,
        contentType: '',
        durationMs: 0,
        error: 'boom',
      });
      return { ok: false, steps, failedStep: index, error: 'boom' };
    }
    const body = transform.value === 'upper' ? output.body.toUpperCase() : output.body;
    output = { body, contentType: transform.outputContentType };
    steps.push({
      index,
      type: transform.type,
      description: transform.description,
      output: body,
      contentType: output.contentType,
      durationMs: 0,
      error: null,
    });
  }
  return { ok: true, output, steps };
};

/** Execution's seams over a table of resolved operations (by `integration/operation` and by ref). */
export function fakeDeps(operations: Map<string, ReturnType<typeof resolvedOf>>): GatewayDeps {
  const tokens = new Map<number, { token: string; expiresAt: Date }>();
  const find = (key: string) => {
    const found = operations.get(key);
    if (!found) throw AppError.notFound(`${key} not found`);
    return found;
  };
  return {
    resolveOperation: async (_ctx, _store, integration, operation) => find(`${integration}/${operation}`),
    resolveOperationRef: async (_ctx, _store, ref) => find(`${ref.interface}/${ref.operation}`),
    placeholderValues: (resolved) => {
      const layers =
        [...operations.values()].find(
          (r) => r.integration.id === resolved.integration.id && r.operation.name === resolved.operation.name,
        )?.layers ?? {};
      return { ...layers.catalogue, ...layers.gateway, ...resolved.integration.settings, ...layers.override };
    },
    runTransforms: fakeTransforms,
    readTokenCache: async (_ctx, id) => {
      const cached = tokens.get(id);
      return cached && cached.expiresAt.getTime() > Date.now() + 30_000 ? cached : null;
    },
    saveTokenCache: async (_ctx, id, token, expiresAt) => {
      tokens.set(id, { token, expiresAt });
    },
    clearTokenCache: async (_ctx, id) => {
      tokens.delete(id);
    },
  };
}
