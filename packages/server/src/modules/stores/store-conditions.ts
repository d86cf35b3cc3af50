import { closedStoreStatuses } from '@store-console/contract';
import { type Column, notInArray, type SQL, sql } from 'drizzle-orm';
import { dataCentreTimeZone } from '../data-centres/index.ts';
import { stores } from './schema.ts';

/*
 * SQL of the stores table for other modules' queries (the sync's scheduler, agent probe and status),
 * so that their one query stays one query while only this module reads its table.
 */

/** A condition on a store id expression: the store is on SYNC_2 and not closed (the stores the sync serves). */
export function storeSyncsOnSync2(storeId: SQL | Column): SQL {
  return sql`EXISTS (SELECT 1 FROM ${stores} WHERE ${stores.id} = ${storeId} AND ${stores.syncVersion} = 'SYNC_2'
    AND ${notInArray(stores.statusType, [...closedStoreStatuses])})`;
}

/** The time zone of the data centre of the store an id expression names. */
export function storeTimeZone(storeId: SQL | Column): SQL<string> {
  return sql<string>`(SELECT ${dataCentreTimeZone(stores.dataCentreId)} FROM ${stores} WHERE ${stores.id} = ${storeId})`;
}

/**
 * A subquery (to select FROM, with an alias) of the ids among `idArray` (a PostgreSQL int array
 * literal) of stores that are not deleted: one column, `id`.
 */
export function storeIdsNotDeleted(idArray: string): SQL {
  return sql`(SELECT ${stores.id} AS id FROM ${stores}
    WHERE ${stores.id} = ANY(${idArray}::int[]) AND ${stores.statusType} <> 'DELETED')`;
}
