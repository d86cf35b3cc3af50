import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { type CompanyData, type Entity, type EntitySet, entitySets, type Row } from './data.ts';
import { ApiError, notFound, prepare, refreshOrderTotals, writableFields } from './entities.ts';
import { applyQuery, ODataError, parseQuery, selectFields } from './odata.ts';
import type { SimulatorStore } from './store.ts';
import { type SubscriptionService, subscriptionRequest } from './subscriptions.ts';

/**
 * Business Central API v2.0 under `/v2.0/{tenantId}/{environment}/api/v2.0/`: companies and their
 * entity sets with OData replies (context, etags, server-driven paging), creates, updates with
 * If-Match, deletes, and the subscriptions resource.
 */

export type ApiSettings = { tenantId: string; environments: string[]; pageSize: number };

type Segment = { name: string; key: string | null };
type Shaped = Record<string, unknown>;

export const etag = (row: Row) => `W/"${Buffer.from(`${row.data.id};${row.version}`).toString('base64')}"`;

function segments(path: string): Segment[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((raw) => {
      const part = decodeURIComponent(raw);
      const match = /^([A-Za-z$]+)(?:\((?:id=)?'?([^')]*)'?\))?$/.exec(part);
      if (!match?.[1]) throw new ApiError(400, 'BadRequest_NotFound', `The request URI is not valid: '${part}'.`);
      return { name: match[1], key: match[2] ?? null };
    });
}

function present(row: Row, select: string[] | null, company?: CompanyData, expand: string[] = []): Shaped {
  const shaped: Shaped = { '@odata.etag': etag(row), ...selectFields(row.data, select) };
  if (company && expand.includes('salesOrderLines')) {
    shaped.salesOrderLines = company.sets.salesOrderLines
      .filter((line) => line.data.documentId === row.data.id)
      .map((line) => present(line, null));
  }
  return shaped;
}

export function apiRoutes(
  app: FastifyInstance,
  store: SimulatorStore,
  settings: ApiSettings,
  subscriptions: SubscriptionService,
  bearer: preHandlerAsyncHookHandler,
) {
  app.route<{ Params: { tenantId: string; environment: string } }>({
    method: ['GET', 'POST', 'PATCH', 'DELETE'],
    url: '/v2.0/:tenantId/:environment/api/v2.0/*',
    preHandler: bearer,
    handler: async (request, reply) => {
      const { tenantId, environment } = request.params;
      if (tenantId !== settings.tenantId) throw new ApiError(404, 'Unknown', `Tenant '${tenantId}' was not found.`);
      if (!settings.environments.includes(environment)) {
        throw new ApiError(404, 'NoEnvironment', `Environment '${environment}' does not exist for this tenant.`);
      }
      const base = `${request.protocol}://${request.host}/v2.0/${tenantId}/${environment}/api/v2.0`;
      const [path = '', search = ''] = request.url.slice(request.url.indexOf('/api/v2.0/') + 10).split(/\?(.*)/s);
      const parts = segments(path);
      const query = new URLSearchParams(search);
      if (parts[0]?.name === 'subscriptions' && parts.length === 1) {
        return subscriptionRequest(subscriptions, request, reply, base, parts[0].key);
      }
      return entityRequest(store, settings, request, reply, { base, path, parts, query });
    },
  });
}

type Target = { base: string; path: string; parts: Segment[]; query: URLSearchParams };

async function entityRequest(
  store: SimulatorStore,
  settings: ApiSettings,
  request: FastifyRequest,
  reply: FastifyReply,
  { base, path, parts, query }: Target,
) {
  const [first, second, third, fourth] = parts;
  const invalid = () => new ApiError(404, 'BadRequest_NotFound', `The request URI '${path}' is not valid.`);
  if (first?.name !== 'companies' || parts.length > 4) throw invalid();
  const options = parseQuery(query);
  if (!first.key) {
    if (request.method !== 'GET' || parts.length > 1)
      throw new ApiError(405, 'BadRequest_MethodNotAllowed', 'Not allowed.');
    const rows = store.companies.map((c): Row => ({ data: c.company, version: 1 }));
    return collection(reply, rows, { base, context: 'companies', query, settings, options });
  }
  const company = store.company(first.key);
  if (!company) throw notFound('companies', first.key);
  if (!second) {
    if (request.method !== 'GET') throw new ApiError(405, 'BadRequest_MethodNotAllowed', 'Not allowed.');
    return {
      '@odata.context': `${base}/$metadata#companies/$entity`,
      ...present({ data: company.company, version: 1 }, options.select),
    };
  }
  const set = entitySets.find((s) => s === second.name);
  if (!set) throw invalid();
  // salesOrders(id)/salesOrderLines[(id)]: the lines of one order.
  let lineSet: { documentId: string; key: string | null } | null = null;
  if (third) {
    if (set !== 'salesOrders' || !second.key || third.name !== 'salesOrderLines' || fourth) throw invalid();
    if (!company.sets.salesOrders.some((o) => o.data.id === second.key)) throw notFound('salesOrders', second.key);
    lineSet = { documentId: second.key, key: third.key };
  }
  const target: EntitySet = lineSet ? 'salesOrderLines' : set;
  const key = lineSet ? lineSet.key : second.key;
  const rows = lineSet
    ? company.sets.salesOrderLines.filter((l) => l.data.documentId === lineSet.documentId)
    : company.sets[target];
  const context = `companies(${company.company.id})/${lineSet ? `salesOrders(${lineSet.documentId})/salesOrderLines` : set}`;
  const expand = target === 'salesOrders' ? options.expand : [];
  if (options.expand.some((e) => e !== 'salesOrderLines' || target !== 'salesOrders')) {
    throw new ODataError(`Could not find a navigation property named '${options.expand.join(',')}'.`);
  }

  if (!key) {
    if (request.method === 'GET') {
      return collection(reply, rows, { base, context, query, settings, options, company, expand });
    }
    if (request.method !== 'POST') throw new ApiError(405, 'BadRequest_MethodNotAllowed', 'Not allowed.');
    const lines = target === 'salesOrders' ? nestedLines(request.body) : [];
    const fields = writableFields(target, request.body, target === 'salesOrders' ? ['salesOrderLines'] : []);
    if (lineSet) fields.documentId = lineSet.documentId;
    const row = store.insert(company, target, prepare(company, target, fields, null));
    if (target === 'salesOrders' && lines.length > 0) {
      // Deep insert: the order's lines in the same request.
      for (const line of lines) {
        const lineFields = { ...writableFields('salesOrderLines', line), documentId: row.data.id };
        store.insert(company, 'salesOrderLines', prepare(company, 'salesOrderLines', lineFields, null));
      }
      refreshOrderTotals(store, company, row.data.id ?? null);
    }
    if (target === 'salesOrderLines') refreshOrderTotals(store, company, row.data.documentId ?? null);
    reply.code(201).header('location', `${base}/${context}(${row.data.id})`);
    return { '@odata.context': `${base}/$metadata#${context}/$entity`, ...present(row, null, company, expand) };
  }

  const row = rows.find((r) => r.data.id === key);
  if (!row) throw notFound(target, key);
  if (request.method === 'GET') {
    return {
      '@odata.context': `${base}/$metadata#${context}/$entity`,
      ...present(row, options.select, company, expand),
    };
  }
  const ifMatch = request.headers['if-match'];
  if (ifMatch && ifMatch !== '*' && ifMatch !== etag(row)) {
    throw new ApiError(412, 'Request_EntityChanged', 'Another user has already changed the record.');
  }
  if (request.method === 'PATCH') {
    const fields = writableFields(target, request.body);
    if (target === 'salesOrderLines') delete fields.documentId;
    store.update(company, target, row, prepare(company, target, fields, row));
    if (target === 'salesOrderLines') refreshOrderTotals(store, company, row.data.documentId ?? null);
    return { '@odata.context': `${base}/$metadata#${context}/$entity`, ...present(row, null, company, expand) };
  }
  if (request.method === 'DELETE') {
    store.remove(company, target, row);
    if (target === 'salesOrders') {
      for (const line of company.sets.salesOrderLines.filter((l) => l.data.documentId === row.data.id)) {
        store.remove(company, 'salesOrderLines', line);
      }
    }
    if (target === 'salesOrderLines') refreshOrderTotals(store, company, row.data.documentId ?? null);
    return reply.code(204).send();
  }
  throw new ApiError(405, 'BadRequest_MethodNotAllowed', 'Not allowed.');
}

function nestedLines(body: unknown): unknown[] {
  if (typeof body !== 'object' || body === null || !('salesOrderLines' in body)) return [];
  const lines = body.salesOrderLines;
  if (!Array.isArray(lines)) throw new ApiError(400, 'BadRequest', "'salesOrderLines' must be an array.");
  return lines;
}

type CollectionOptions = {
  base: string;
  context: string;
  query: URLSearchParams;
  settings: ApiSettings;
  options: ReturnType<typeof parseQuery>;
  company?: CompanyData;
  expand?: string[];
};

function collection(reply: FastifyReply, rows: Row[], c: CollectionOptions) {
  // Prefer: odata.maxpagesize asks for smaller pages than the server's own.
  const preferred = /odata\.maxpagesize=(\d+)/.exec(String(reply.request.headers.prefer ?? ''))?.[1];
  const pageSize = preferred ? Math.max(1, Math.min(Number(preferred), c.settings.pageSize)) : c.settings.pageSize;
  if (preferred) reply.header('preference-applied', `odata.maxpagesize=${pageSize}`);
  const byData = new Map(rows.map((row) => [row.data, row]));
  const { page, total, next } = applyQuery(
    rows.map((row) => row.data),
    c.options,
    pageSize,
  );
  const body: Shaped = { '@odata.context': `${c.base}/$metadata#${c.context}` };
  if (c.options.count) body['@odata.count'] = total;
  body.value = page.map((data: Entity) => present(byData.get(data) as Row, c.options.select, c.company, c.expand));
  if (next) {
    const params = [...c.query.entries()].filter(([name]) => name !== '$skip' && name !== '$top');
    params.push(['$skip', String(next.skip)]);
    if (next.top !== null) params.push(['$top', String(next.top)]);
    const search = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
    body['@odata.nextLink'] = `${c.base}/${c.context}?${search}`;
  }
  return body;
}
