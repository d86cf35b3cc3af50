import type { ErpType, erpTypeListQuerySchema, Page } from '@store-console/contract';
import { eq, getTableColumns, getTableName } from 'drizzle-orm';
import type { z } from 'zod';
import { tableChanged } from '../../platform/cache-invalidation.ts';
import type { Context } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { pagedRows } from '../../platform/lists.ts';
import { versionsOfErpTypes } from './queries.ts';
import { erpTypes, erpTypeVersions } from './schema.ts';

/** The ERPs the product supports, seeded by a migration-independent step at start-up. */
export const supportedErpTypes = [
  {
    name: 'Sage X3',
    code: 'Sage_X3',
    versions: ['V6.5', 'V7', 'V8', 'V9', 'V10', 'V11', 'V12'],
  },
  { name: 'Sage 300', code: 'Sage_300', versions: ['2021', '2022', '2023'] },
  { name: 'Microsoft Dynamics 365 Business Central', code: 'MS_Dynamics_BC', versions: ['Wave 1 2021'] },
] as const;

/** Inserts the supported ERP types and versions that are missing; safe on every start. */
export async function ensureErpTypes(ctx: Context): Promise<void> {
  for (const erp of supportedErpTypes) {
    const [row] = await ctx.db
      .insert(erpTypes)
      .values({ name: erp.name, code: erp.code })
      .onConflictDoUpdate({ target: erpTypes.code, set: { name: erp.name } })
      .returning();
    if (!row) continue;
    await ctx.db
      .insert(erpTypeVersions)
      .values(erp.versions.map((name, position) => ({ erpTypeId: row.id, name, position })))
      .onConflictDoNothing();
  }
  // A replica of a newer version may have added some: the others' cached copies go.
  await tableChanged(ctx.pubsub, getTableName(erpTypes));
}

async function withVersions(ctx: Context, rows: (typeof erpTypes.$inferSelect)[]): Promise<ErpType[]> {
  if (rows.length === 0) return [];
  const versionsOf = await versionsOfErpTypes(
    ctx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    erpTypeVersions: (versionsOf.get(row.id) ?? []).map((v) => ({ id: v.id, name: v.name })),
  }));
}

export async function listErpTypes(
  ctx: Context,
  query: z.output<typeof erpTypeListQuerySchema>,
): Promise<Page<ErpType>> {
  const paged = await pagedRows(ctx, {
    table: erpTypes,
    columns: getTableColumns(erpTypes),
    query,
    sortable: { name: erpTypes.name, code: erpTypes.code },
    id: erpTypes.id,
  });
  return paged.page(await withVersions(ctx, paged.rows));
}

export async function getErpType(ctx: Context, id: number): Promise<ErpType> {
  const rows = await ctx.db.select().from(erpTypes).where(eq(erpTypes.id, id));
  const [erp] = await withVersions(ctx, rows);
  if (!erp) throw AppError.notFound(`ERP type ${id} not found`);
  return erp;
}
