import type {
  CreateDataCentre,
  DataCentre,
  dataCentreListQuerySchema,
  Page,
  UpdateDataCentre,
} from '@store-console/contract';
import { createDataCentreSchema, updateDataCentreSchema } from '@store-console/contract';
import { and, count, eq, getTableColumns, getTableName, ilike, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut } from '../../platform/audit-columns.ts';
import type { SignedIn } from '../../platform/auth-guard.ts';
import { tableChanged } from '../../platform/cache-invalidation.ts';
import type { Context } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { runHooks } from '../../platform/hooks.ts';
import { containsPattern, isUniqueViolation, pagedRows } from '../../platform/lists.ts';
import { dataCentres } from './schema.ts';

type Row = typeof dataCentres.$inferSelect;

/** Every replica's cached data centres are dropped after a committed change (platform/cache-invalidation.ts). */
const changed = (ctx: Context) => tableChanged(ctx.pubsub, getTableName(dataCentres));
type ListQuery = z.output<typeof dataCentreListQuerySchema>;

function toDataCentre(row: Row): DataCentre {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    countryCode: row.countryCode,
    region: row.region,
    dbInstance: row.dbInstance,
    dbHost: row.dbHost,
    dnsRecordSet: row.dnsRecordSet,
    endpoint: row.endpoint,
    ...auditOut(row),
  };
}

/** The same expression the trigram index is built on, so a search uses the index. */
const searchText = sql`(${dataCentres.code} || ' ' || ${dataCentres.name} || ' ' || ${dataCentres.region} || ' ' || ${dataCentres.countryCode})`;

/** A PARTNER sees only their own data centre: what the header's (disabled) switcher shows. */
function visibleTo(caller: SignedIn): SQL | undefined {
  if (caller.role === 'SUPER_ADMIN') return undefined;
  return eq(dataCentres.id, caller.dataCentreId ?? -1);
}

export async function listDataCentres(ctx: Context, caller: SignedIn, query: ListQuery): Promise<Page<DataCentre>> {
  const where = and(visibleTo(caller), query.search ? ilike(searchText, containsPattern(query.search)) : undefined);
  const paged = await pagedRows(ctx, {
    table: dataCentres,
    columns: getTableColumns(dataCentres),
    where,
    query,
    sortable: {
      code: dataCentres.code,
      name: dataCentres.name,
      countryCode: dataCentres.countryCode,
      region: dataCentres.region,
    },
    id: dataCentres.id,
  });
  return paged.page(paged.rows.map(toDataCentre));
}

export async function getDataCentre(ctx: Context, caller: SignedIn, id: number): Promise<DataCentre> {
  const [row] = await ctx.db
    .select()
    .from(dataCentres)
    .where(and(eq(dataCentres.id, id), visibleTo(caller)));
  if (!row) throw AppError.notFound(`Data center ${id} not found`);
  return toDataCentre(row);
}

export async function createDataCentre(ctx: Context, caller: SignedIn, input: CreateDataCentre): Promise<DataCentre> {
  const values = createDataCentreSchema.parse(input);
  try {
    const [row] = await ctx.db
      .insert(dataCentres)
      .values({ ...values, createdBy: caller.username })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await changed(ctx);
    return toDataCentre(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(`A data center with code ${values.code} already exists`);
    throw error;
  }
}

export async function updateDataCentre(ctx: Context, caller: SignedIn, input: UpdateDataCentre): Promise<DataCentre> {
  const { id, code, ...values } = updateDataCentreSchema.parse(input);
  const [existing] = await ctx.db.select().from(dataCentres).where(eq(dataCentres.id, id));
  if (!existing) throw AppError.notFound(`Data center ${id} not found`);
  if (code !== undefined && code.trim() !== existing.code) {
    throw AppError.badRequest('The code of a data center cannot be changed', [
      { path: 'code', message: 'The code cannot be changed' },
    ]);
  }
  const [row] = await ctx.db
    .update(dataCentres)
    .set({ ...values, modifiedBy: caller.username, modifiedDate: new Date() })
    .where(eq(dataCentres.id, id))
    .returning();
  if (!row) throw AppError.notFound(`Data center ${id} not found`);
  await changed(ctx);
  return toDataCentre(row);
}

/** Refused (409) while operators or stores still belong to the data centre. */
export async function deleteDataCentre(ctx: Context, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(dataCentres).where(eq(dataCentres.id, id)).for('update');
    if (!existing) throw AppError.notFound(`Data center ${id} not found`);
    // The operators' and the stores' modules say what still belongs to it, in that order.
    for (const refusal of await runHooks(ctx, 'dataCentreInUse', tx, existing)) {
      if (refusal) throw AppError.conflict(refusal);
    }
    await tx.delete(dataCentres).where(eq(dataCentres.id, id));
  });
  await changed(ctx);
}

export async function countDataCentres(ctx: Context) {
  const [total] = await ctx.db.select({ n: count() }).from(dataCentres);
  const byRegion = await ctx.db
    .select({ key: dataCentres.region, count: count() })
    .from(dataCentres)
    .groupBy(dataCentres.region)
    .orderBy(dataCentres.region);
  const byCountry = await ctx.db
    .select({ key: dataCentres.countryCode, count: count() })
    .from(dataCentres)
    .groupBy(dataCentres.countryCode)
    .orderBy(dataCentres.countryCode);
  return { total: total?.n ?? 0, byRegion, byCountry };
}
