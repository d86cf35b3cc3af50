import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import {
  buildVersion,
  clientScopeDescriptions,
  errorResponseSchema,
  filterNodeSchema,
  productName,
  storeHeader,
} from '@store-console/contract';
import type { FastifySchema } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { securitySchemeNames } from './auth-guard.ts';
import { storeScopeExtension } from './store-scope.ts';

/**
 * Schemas the document names as components instead of inlining them: the recursive filter tree
 * (which cannot be inlined: without a name its `$ref` pointed at nothing), and the one error
 * shape every route answers with.
 */
const namedSchemas = z.registry<{ id: string }>();
namedSchemas.add(filterNodeSchema, { id: 'FilterNode' });
namedSchemas.add(errorResponseSchema, { id: 'ErrorResponse' });

/** Every tag an operation may carry, described once; the document's test refuses any other. */
export const apiTags = [
  { name: 'auth', description: 'Tokens: the console’s password grant, client credentials, refresh and revocation' },
  { name: 'identity', description: 'Sign-in with a second factor, e-mail verification and recovery codes' },
  { name: 'operators', description: 'The people who use the console: SUPER_ADMINs and partners' },
  { name: 'data centres', description: 'Where stores run; a partner sees the data centres they belong to' },
  { name: 'configuration', description: 'Settings the console reads at start' },
  { name: 'dashboard', description: 'Counts and agent health for the home screen' },
  { name: 'ERP types', description: 'The ERP systems a store can connect to' },
  { name: 'versions', description: 'Released versions of the store software and their history' },
  { name: 'stores', description: 'Stores: creation, status, and their details' },
  { name: 'client credentials', description: 'Client credentials a program uses to get a store-scoped token' },
  { name: 'CDN', description: 'A store’s public files: upload (signed in) and download (anyone)' },
  { name: 'CDN statistics', description: 'A store’s CDN usage and size over time' },
  { name: 'backups', description: 'A store’s backups: list, take, download, restore and delete' },
  { name: 'environments', description: 'Peer installations (other environments) this one can read stores from' },
  { name: 'gateway catalogue', description: 'The gateway’s providers, products, versions, interfaces and operations' },
  { name: 'gateway integrations', description: 'A store’s integrations: which interfaces it uses, and how' },
  { name: 'gateway', description: 'Running integration operations, transform previews and the gateway’s logs' },
  { name: 'sync', description: 'A store’s sync sources: the ERP tables it reads' },
  { name: 'sync mappings', description: 'How source columns map onto the store’s fields' },
  { name: 'sync filters', description: 'Which rows of a table are synchronised: expressions and their trees' },
  { name: 'sync schedule', description: 'When a source synchronises, and its past runs' },
  { name: 'sync settings', description: 'A store’s sync connection settings' },
  { name: 'sync requests', description: 'Sync requests: their stages, uploads, stops and restarts' },
  { name: 'sync status', description: 'A store’s sync health, alone or for many stores at once' },
  { name: 'sync webhooks', description: 'Business Central subscriptions and the notifications they send' },
  { name: 'operations', description: 'Probes for the platform: liveness and readiness' },
] as const;

/**
 * A stable, unique operationId from the method and the documented path: `GET
 * /api/v1/data_centers/{id}` is `getDataCentersById`. Derived, so every new route has one without
 * anyone writing it; a route may still set its own in its schema.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/v1(?=\/|$)/, '')
    .split('/')
    .flatMap((segment) => {
      const parameter = /^\{([^}]+)\}(.*)$/.exec(segment);
      if (parameter) return ['by', parameter[1] ?? '', ...(parameter[2] ?? '').split(/[^A-Za-z0-9]+/)];
      return segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  const capital = (word: string) => `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`;
  return `${method.toLowerCase()}${words.map(capital).join('')}`;
}

type JsonObjectSchema = { type: 'object'; properties: Record<string, unknown>; required?: string[] };

function objectSchema(value: unknown): JsonObjectSchema {
  if (typeof value === 'object' && value !== null && 'properties' in value) {
    const properties = value.properties;
    const required = 'required' in value && Array.isArray(value.required) ? value.required.map(String) : [];
    if (typeof properties === 'object' && properties !== null) {
      return { type: 'object', properties: { ...properties }, required };
    }
  }
  return { type: 'object', properties: {}, required: [] };
}

const storeHeaderParameter = {
  type: 'string',
  description:
    'The store’s code (storeId, e.g. "S000001"), optional. When sent it must name the store the route names: ' +
    '400 otherwise (403 for a client token). A program can send it to make sure it acts on the store it means.',
  examples: ['S000001'],
};

/** The path parameters of a fastify url, with a wildcard `*` named `path`. */
function pathParameters(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)|\*$/g)].map((match) => match[1] ?? 'path');
}

const zodTransform = createJsonSchemaTransform({ schemaRegistry: namedSchemas });

/**
 * The route schemas' zod turned into JSON Schema (fastify-type-provider-zod), then what the spec
 * tools need and the routes do not say: the `x-xm-store` header on store-scoped
 * routes (the store scope marks them), and the wildcard `*` named `{path}` (`{*}` is no valid
 * path template). Documentation only: validation still uses the routes' own zod schemas.
 */
const transform: FastifyDynamicSwaggerOptions['transform'] = (document) => {
  const { schema = {}, url } = zodTransform(document);
  if ('hide' in schema && schema.hide) return { schema, url };
  const documented: FastifySchema & Record<string, unknown> = { ...schema };
  const names = pathParameters(url);
  if (names.length > 0) {
    const params = objectSchema(documented.params);
    if ('*' in params.properties) {
      params.properties.path = params.properties['*'];
      delete params.properties['*'];
    }
    for (const name of names) {
      params.properties[name] ??= {
        type: 'string',
        ...(name === 'path' ? { description: 'The rest of the path: a file’s path, slashes included' } : {}),
      };
    }
    params.required = names;
    documented.params = params;
  }
  if (documented[storeScopeExtension]) {
    const headers = objectSchema(documented.headers);
    headers.properties[storeHeader] = storeHeaderParameter;
    documented.headers = headers;
  }
  return { schema: documented, url: url.replace(/\*$/, ':path') };
};

const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every object of the document, depth first (one shared by two places is visited twice). */
function* objectsOf(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const entry of value) yield* objectsOf(entry);
  else if (isRecord(value)) {
    yield value;
    for (const entry of Object.values(value)) yield* objectsOf(entry);
  }
}

/**
 * A fixed-length tuple is `prefixItems` with `items: false` (JSON Schema 2020-12); with `maxItems`
 * equal to the prefix's length nothing is past the prefix, so `items` may be any schema: the
 * prefix's items keep the spec tools that require `items` beside `type: array` satisfied.
 */
function fixedTupleItems(schema: Record<string, unknown>): void {
  const prefix = schema.prefixItems;
  if (!Array.isArray(prefix) || schema.items !== false || schema.maxItems !== prefix.length) return;
  schema.items = prefix.every((item) => JSON.stringify(item) === JSON.stringify(prefix[0]))
    ? prefix[0]
    : { anyOf: prefix };
}

const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: namedSchemas });

/**
 * The whole document: the named components (inputs and outputs), an operationId on every
 * operation, and only the components something refers to (an output-only schema has no input twin).
 */
const transformObject: FastifyDynamicSwaggerOptions['transformObject'] = (documentObject) => {
  const document = zodTransformObject(documentObject);
  if (!('paths' in document) || !isRecord(document.paths)) return document;
  for (const [path, item] of Object.entries(document.paths)) {
    if (!isRecord(item)) continue;
    for (const method of httpMethods) {
      const operation = item[method];
      // A copy: the methods of one route (gateway execute) share one operation object.
      if (isRecord(operation)) item[method] = { operationId: operationIdOf(method, path), ...operation };
    }
  }
  for (const schema of objectsOf(document)) fixedTupleItems(schema);
  const components = 'components' in document && isRecord(document.components) ? document.components : {};
  const schemas = components.schemas;
  if (isRecord(schemas)) {
    const text = JSON.stringify({ ...document, components: { ...components, schemas: {} } });
    const referenced = new Set<string>();
    const pending = Object.keys(schemas).filter((name) => text.includes(`"#/components/schemas/${name}"`));
    while (pending.length > 0) {
      const name = pending.pop() ?? '';
      if (referenced.has(name)) continue;
      referenced.add(name);
      const own = JSON.stringify(schemas[name]);
      pending.push(...Object.keys(schemas).filter((other) => own.includes(`"#/components/schemas/${other}"`)));
    }
    for (const name of Object.keys(schemas)) if (!referenced.has(name)) delete schemas[name];
  }
  return document;
};

const scopes = Object.fromEntries(Object.entries(clientScopeDescriptions));

/** The options of @fastify/swagger: the whole document but its paths. */
export function openApiOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${productName} API`,
        version: buildVersion,
        description:
          'The API of the Store Console: the console itself speaks it, and so can programs holding a store’s ' +
          'client credential. Errors have one shape (ErrorResponse) whatever the status.',
      },
      servers: [{ url: '/', description: 'This installation' }],
      tags: apiTags.map((tag) => ({ ...tag })),
      components: {
        securitySchemes: {
          [securitySchemeNames.console]: {
            type: 'oauth2',
            description: 'An operator of the console: the password grant (a second factor may follow, see identity)',
            flows: { password: { tokenUrl: '/api/v1/token', refreshUrl: '/api/v1/token', scopes: {} } },
          },
          [securitySchemeNames.program]: {
            type: 'oauth2',
            description:
              'A program acting for one store (or a peer installation): client credentials, sent as HTTP Basic ' +
              'or in the form. The token reaches its store only, and only what its scopes grant.',
            flows: { clientCredentials: { tokenUrl: '/api/v1/oauth2/token', scopes } },
          },
        },
      },
      security: [{ [securitySchemeNames.console]: [] }],
    },
    transform,
    transformObject,
  };
}
