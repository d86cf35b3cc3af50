import type { ExchangeDetail, GatewayLog, GatewayLogPage } from '@store-console/contract';
import { and, desc, eq, like, type SQL, sql } from 'drizzle-orm';
import type { SignedIn } from '../../../platform/auth-guard.ts';
import type { Context } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { containsPattern } from '../../../platform/lists.ts';
import { visibleStoreIds } from '../../stores/index.ts';
import { gatewayIntegrations, gatewayExchanges as x } from '../schema.ts';

/** Which exchanges a log shows: one store's (already scoped) or the caller's visible stores', narrowed. */
export type ExchangeFilter = {
  /** A store the store scope resolved; without it, every store the caller may see. */
  storeId?: number;
  integrationName?: string | undefined;
  operationName?: string | undefined;
  /** Exchanges of integrations of this catalogue interface (or level of it). */
  catalogue?: { provider: string; product?: string; version?: string; interface?: string; operation?: string };
  searchTerm?: string | undefined;
};

export type LogPaging = { page: number; size: number };

/** The exchange's integration (as it is now) belongs to the catalogue level. */
function ofCatalogue(level: NonNullable<ExchangeFilter['catalogue']>): SQL {
  const i = gatewayIntegrations;
  const parts = [
    sql`${i.provider} = ${level.provider}`,
    level.product === undefined ? undefined : sql`${i.product} = ${level.product}`,
    level.version === undefined ? undefined : sql`${i.version} = ${level.version}`,
    level.interface === undefined ? undefined : sql`${i.interface} = ${level.interface}`,
  ].filter((part): part is SQL => part !== undefined);
  return sql`EXISTS (SELECT 1 FROM ${i} WHERE ${i.storeId} = ${x.storeId} AND ${i.name} = ${x.integrationName}
    AND ${sql.join(parts, sql` AND `)})`;
}

function logOf(row: {
  id: number;
  createdOn: Date;
  requestedOn: Date | null;
  correlationId: string;
  integrationName: string;
  operationName: string;
  statusCode: number | null;
}): GatewayLog {
  return {
    id: row.id,
    createdOn: row.createdOn.toISOString(),
    requestedOn: row.requestedOn?.toISOString() ?? null,
    correlationId: row.correlationId,
    integrationShortName: row.integrationName,
    operationShortName: row.operationName,
    responseStatusCode: row.statusCode,
  };
}

/**
 * A page of exchanges, newest first. One row more than the page is read to know whether another
 * page follows: no count (a day of exchanges can be millions of rows).
 */
export async function listExchanges(
  ctx: Context,
  caller: SignedIn,
  filter: ExchangeFilter,
  paging: LogPaging,
): Promise<GatewayLogPage> {
  const term = filter.searchTerm?.trim().toLowerCase();
  const operation = filter.catalogue?.operation ?? filter.operationName;
  const where = and(
    filter.storeId === undefined ? visibleStoreIds(caller, x.storeId) : eq(x.storeId, filter.storeId),
    filter.integrationName ? eq(x.integrationName, filter.integrationName) : undefined,
    operation ? eq(x.operationName, operation) : undefined,
    filter.catalogue ? ofCatalogue(filter.catalogue) : undefined,
    term ? like(x.search, containsPattern(term)) : undefined,
  );
  const rows = await ctx.db
    .select({
      id: x.id,
      createdOn: x.createdOn,
      requestedOn: x.requestedOn,
      correlationId: x.correlationId,
      integrationName: x.integrationName,
      operationName: x.operationName,
      statusCode: x.statusCode,
    })
    .from(x)
    .where(where)
    .orderBy(desc(x.createdOn), desc(x.id))
    .limit(paging.size + 1)
    .offset((paging.page - 1) * paging.size);
  const hasNextPage = rows.length > paging.size;
  return {
    messages: rows.slice(0, paging.size).map(logOf),
    page: paging.page,
    pageSize: paging.size,
    nextPage: hasNextPage ? paging.page + 1 : null,
    hasNextPage,
  };
}

/** The store an exchange belongs to, for the store scope (`via`): one indexed lookup. */
export function storeOfExchange(id: number): SQL {
  return sql`(SELECT ${x.storeId} FROM ${x} WHERE ${x.id} = ${id} LIMIT 1)`;
}

/** One exchange's four views; the store scope already resolved its store. */
export async function exchangeDetail(ctx: Context, storeId: number, id: number): Promise<ExchangeDetail> {
  const [row] = await ctx.db
    .select()
    .from(x)
    .where(and(eq(x.id, id), eq(x.storeId, storeId)))
    .limit(1);
  if (!row) throw AppError.notFound(`Exchange ${id} not found`);
  return {
    ...logOf(row),
    storeId: row.storeId,
    durationMs: row.durationMs,
    upstreamMs: row.upstreamMs,
    error: row.error,
    path: row.path,
    parameters: row.parameters,
    body: row.body,
    request: row.request,
    received: row.received,
    response: row.response,
  };
}
