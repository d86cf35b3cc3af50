import { nextStoreActions, type Page, type Store, type storeListQuerySchema } from '@store-console/contract';
import {
  and,
  type Column,
  count,
  eq,
  exists,
  getTableColumns,
  getTableName,
  ilike,
  inArray,
  ne,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut } from '../../platform/audit-columns.ts';
import type { SignedIn } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { containsPattern, pagedRows, subqueryField } from '../../platform/lists.ts';
import type { StoreRef, StoreScope } from '../../platform/store-scope.ts';
import { dataCentresByIds } from '../data-centres/index.ts';
import { erpTypeIdsWithCode, erpTypesByIds, erpVersionsByIds } from '../erp-types/index.ts';
import { operatorSummaryJson } from '../users/index.ts';
import { storeDomains, storePartners, storeStatuses, stores } from './schema.ts';

export type StoreRow = typeof stores.$inferSelect;
/** The store scope every route naming a store goes through, resolving a whole store row. */
export type Scope = StoreScope<StoreRow>;

/** A PARTNER sees only stores they are a partner of; anything else is 404, as if it did not exist. */
function visibleTo(caller: SignedIn): SQL | undefined {
  if (caller.storeScope !== undefined) return eq(stores.id, caller.storeScope);
  if (caller.peer) return ne(stores.statusType, 'DELETED');
  if (caller.role === 'SUPER_ADMIN') return undefined;
  return exists(
    sql`(SELECT 1 FROM ${storePartners} WHERE ${storePartners.storeId} = ${stores.id} AND ${storePartners.userId} = ${caller.id})`,
  );
}

/**
 * What decides which stores `visibleTo` lets the caller see, as a name: callers with the same name see
 * the same rows (the list's kept pages are shared by it). Keep the two together.
 */
export function storeVisibility(caller: SignedIn): string {
  if (caller.storeScope !== undefined) return `store:${caller.storeScope}`;
  if (caller.peer) return 'peer';
  if (caller.role === 'SUPER_ADMIN') return 'all';
  return `partner:${caller.id}`;
}

/** Every table a page of stores reads: its rows, domains, partners (and their names), ERP types, data centres. */
export const storeListTables: readonly string[] = [
  ...[stores, storeDomains, storePartners].map((table) => getTableName(table)),
  // Other modules' tables, by name (a module reads only its own schema): partners' names, ERP types, data centres.
  'users',
  'erp_types',
  'erp_type_versions',
  'data_centres',
];

/**
 * For other modules' lists across stores (the gateway's logs): a condition on their store id column
 * keeping the stores the caller may see that are not deleted; undefined for a SUPER_ADMIN (all).
 */
export function visibleStoreIds(caller: SignedIn, storeId: SQL | Column): SQL | undefined {
  const visible = visibleTo(caller);
  if (!visible) return undefined;
  return sql`${storeId} IN (SELECT ${stores.id} FROM ${stores} WHERE ${and(visible, ne(stores.statusType, 'DELETED'))})`;
}

/** The store scope's lookup: the store the caller may see, in one query, or undefined. */
export async function findVisibleStore(ctx: Context, caller: SignedIn, ref: StoreRef): Promise<StoreRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(stores)
    .where(and(eq(stores.id, ref), visibleTo(caller)));
  return row;
}

type DomainJson = { name: string; protocol: string; isStaging: boolean; isPrimary: boolean };
type PartnerJson = { id: number; name: string; username: string };
type HistoryJson = { id: number; statusType: StoreRow['statusType']; createdBy: string | null; createdDate: string };

/**
 * A store's domains, partners and (for one store) status history, as JSON subqueries of the store's
 * own row: a page of stores is one query, never one more per table.
 */
const domainsJson = subqueryField(
  sql<DomainJson[]>`(SELECT coalesce(json_agg(json_build_object(
    'name', ${storeDomains.name}, 'protocol', ${storeDomains.protocol},
    'isStaging', ${storeDomains.isStaging}, 'isPrimary', ${storeDomains.isPrimary}
  ) ORDER BY ${storeDomains.position}, ${storeDomains.id}), '[]'::json)
  FROM ${storeDomains} WHERE ${storeDomains.storeId} = ${stores.id})`,
);
const partnersJson = subqueryField(
  sql<(PartnerJson | null)[]>`(SELECT coalesce(json_agg(
    ${operatorSummaryJson(storePartners.userId)} ORDER BY ${storePartners.userId}), '[]'::json)
  FROM ${storePartners} WHERE ${storePartners.storeId} = ${stores.id})`,
);
const historyJson = subqueryField(
  sql<HistoryJson[]>`(SELECT coalesce(json_agg(json_build_object(
    'id', ${storeStatuses.id}, 'statusType', ${storeStatuses.statusType},
    'createdBy', ${storeStatuses.createdBy}, 'createdDate', ${storeStatuses.createdDate}
  ) ORDER BY ${storeStatuses.id}), '[]'::json)
  FROM ${storeStatuses} WHERE ${storeStatuses.storeId} = ${stores.id})`,
);

/** What a page of stores reads: the row without what only the server uses, and the links. */
const { searchText: _searchText, failedAction: _failedAction, ...shownColumns } = getTableColumns(stores);
const listColumns = { ...shownColumns, domains: domainsJson, partners: partnersJson };

type StoreWithLinks = Omit<StoreRow, 'searchText' | 'failedAction'> & {
  domains: DomainJson[];
  partners: (PartnerJson | null)[];
  history?: HistoryJson[];
};

/** The stores as the API shows them; ERP types and data centres come from memory (see their queries.ts). */
async function hydrate(ctx: Context, rows: StoreWithLinks[]): Promise<Store[]> {
  if (rows.length === 0) return [];
  const [erps, versions, centres] = await Promise.all([
    erpTypesByIds(
      ctx,
      rows.map((r) => r.erpTypeId),
    ),
    erpVersionsByIds(
      ctx,
      rows.map((r) => r.erpTypeVersionId),
    ),
    dataCentresByIds(
      ctx,
      rows.map((r) => r.dataCentreId),
    ),
  ]);
  return rows.map((row) => {
    const own = row.domains;
    const erp = erps.find((e) => e.id === row.erpTypeId);
    const version = versions.find((v) => v.id === row.erpTypeVersionId);
    const centre = centres.find((c) => c.id === row.dataCentreId);
    const status = row.statusType;
    return {
      id: row.id,
      storeId: row.storeId,
      name: row.name,
      originName: row.originName,
      domains: own.map((d) => ({ name: d.name, protocol: d.protocol, isStaging: d.isStaging, isPrimary: d.isPrimary })),
      stgDomain: own.find((d) => d.isStaging)?.name ?? '',
      primaryDomain: own.find((d) => d.isPrimary)?.name ?? null,
      erpType: { id: row.erpTypeId, code: erp?.code ?? '', name: erp?.name ?? '' },
      erpTypeVersion: { id: row.erpTypeVersionId, name: version?.name ?? '' },
      contactName: row.contactName,
      contactEmail: row.contactEmail,
      contactPhone: row.contactPhone,
      partnerUsers: row.partners.flatMap((p) => (p ? [{ id: p.id, name: p.name, username: p.username }] : [])),
      storeType: row.storeType,
      storeStatus: { statusType: status, nextStatusTypes: nextStoreActions(status) },
      storeStatuses: (row.history ?? []).map((h) => ({
        id: h.id,
        statusType: h.statusType,
        createdBy: h.createdBy,
        createdDate: new Date(h.createdDate).toISOString(),
      })),
      databaseSize: row.databaseSize,
      databaseInstanceName: row.databaseInstanceName,
      cdnSize: row.cdnSize,
      syncVersion: row.syncVersion,
      orderIntegrationVersion: row.orderIntegrationVersion,
      dataCentre: { id: row.dataCentreId, endpoint: centre?.endpoint ?? null, timeZone: centre?.timeZone ?? 'UTC' },
      // In the contract's order (jsonb keeps its keys sorted its own way).
      logs: row.logs.map((l) => ({ logType: l.logType, text: l.text, timestamp: l.timestamp })),
      ...auditOut(row),
    };
  });
}

export async function listStores(
  ctx: Context,
  caller: SignedIn,
  /** null: every data centre (the environment-wide list other installations read). */
  dataCentreId: number | null,
  query: z.output<typeof storeListQuerySchema>,
): Promise<Page<Store>> {
  const erpFilter = query.erp ? inArray(stores.erpTypeId, erpTypeIdsWithCode(query.erp)) : undefined;
  const fuzzy = query.fuzzyString ?? query.search;
  const where = and(
    dataCentreId === null ? undefined : eq(stores.dataCentreId, dataCentreId),
    visibleTo(caller),
    fuzzy ? ilike(stores.searchText, containsPattern(fuzzy.toLowerCase())) : undefined,
    // Deleted stores stay out of the list (and of the header's total) unless the filter asks for them.
    query.status ? eq(stores.statusType, query.status) : ne(stores.statusType, 'DELETED'),
    query.type ? eq(stores.storeType, query.type) : undefined,
    erpFilter,
  );
  const paged = await pagedRows(ctx, {
    table: stores,
    columns: listColumns,
    where,
    query,
    sortable: {
      name: stores.name,
      storeId: stores.storeId,
      storeType: stores.storeType,
      statusType: stores.statusType,
      databaseSize: stores.databaseSize,
      cdnSize: stores.cdnSize,
    },
    id: stores.id,
  });
  return paged.page(await hydrate(ctx, paged.rows));
}

/** The store as the API shows it, with its domains, partners and status history (one query, by id). */
export async function storeReply(ctx: Context, row: StoreRow): Promise<Store> {
  const [links] = await ctx.db
    .select({ domains: domainsJson, partners: partnersJson, history: historyJson })
    .from(stores)
    .where(eq(stores.id, row.id));
  const [store] = await hydrate(ctx, [{ ...row, domains: [], partners: [], ...links }]);
  if (!store) throw new Error(`store ${row.id} did not hydrate`);
  return store;
}

/** A store by database id, for whoever already knows it may (the client-credentials grant). */
export async function storeRow(ctx: Context, id: number): Promise<StoreRow | undefined> {
  const [row] = await ctx.db.select().from(stores).where(eq(stores.id, id));
  return row;
}

/** The store's current row (after a command changed it), as the API shows it. */
export async function reloadStore(ctx: Context, id: number): Promise<Store> {
  const row = await storeRow(ctx, id);
  if (!row) throw new Error(`store ${id} vanished`);
  return storeReply(ctx, row);
}

export async function isNameTaken(ctx: Context, name: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: stores.id })
    .from(stores)
    .where(sql`lower(${stores.name}) = lower(${name.trim()})`);
  return Boolean(row);
}

export async function storeTypeCount(ctx: Context, caller: SignedIn, dataCentreId: number) {
  return ctx.db
    .select({ storeType: stores.storeType, count: count() })
    .from(stores)
    .where(and(eq(stores.dataCentreId, dataCentreId), visibleTo(caller), ne(stores.statusType, 'DELETED')))
    .groupBy(stores.storeType)
    .orderBy(stores.storeType);
}

/** A store by its public id (the CDN download path names it), whatever its status. */
export async function storeByPublicId(ctx: Context, storeId: string): Promise<StoreRow | undefined> {
  const [row] = await ctx.db.select().from(stores).where(eq(stores.storeId, storeId));
  return row;
}

/** Stores whose files still exist (not being deleted or deleted): the CDN size job measures these. */
export async function storesWithFiles(ctx: Context): Promise<Pick<StoreRow, 'id' | 'storeId'>[]> {
  return ctx.db
    .select({ id: stores.id, storeId: stores.storeId })
    .from(stores)
    .where(notInArray(stores.statusType, ['DELETING', 'DELETED']));
}

/** How many stores a data centre hosts, in the caller's transaction (the data centre's delete locks it). */
export async function countStoresIn(db: DbOrTx, dataCentreId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(stores).where(eq(stores.dataCentreId, dataCentreId));
  return row?.n ?? 0;
}

/** Of these stores, the ones the caller sees and that are not deleted (the gateway's list of stores). */
export async function visibleLiveStoresAmong(
  ctx: Context,
  caller: SignedIn,
  ids: number[],
): Promise<Pick<StoreRow, 'id' | 'storeId' | 'name'>[]> {
  if (ids.length === 0) return [];
  return ctx.db
    .select({ id: stores.id, storeId: stores.storeId, name: stores.name })
    .from(stores)
    .where(and(inArray(stores.id, ids), ne(stores.statusType, 'DELETED'), visibleTo(caller)))
    .orderBy(stores.name, stores.id);
}

/** Why a data centre cannot be deleted while it hosts stores (platform/hooks.ts dataCentreInUse). */
export async function storesInDataCentre(db: DbOrTx, centre: { id: number; name: string }) {
  const hosted = await countStoresIn(db, centre.id);
  return hosted > 0
    ? `Data center ${centre.name} still hosts ${hosted} store(s); move or delete them first`
    : undefined;
}
