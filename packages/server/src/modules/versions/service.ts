import {
  type CreateVersion,
  createVersionSchema,
  type Page,
  type UpdateVersion,
  updateVersionSchema,
  type Version,
  type versionHistoryQuerySchema,
} from '@store-console/contract';
import { desc, eq, getTableColumns, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut } from '../../platform/audit-columns.ts';
import type { SignedIn } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { containsPattern, pagedRows } from '../../platform/lists.ts';
import { versions } from './schema.ts';

type Row = typeof versions.$inferSelect;

function toVersion(row: Row): Version {
  return {
    id: row.id,
    name: row.name,
    release: row.release.toISOString(),
    notes: row.notes,
    info: row.info,
    ...auditOut(row),
  };
}

const searchText = sql`(${versions.name} || ' ' || coalesce(${versions.notes}, '') || ' ' || coalesce(${versions.info}, ''))`;

export async function versionHistory(
  ctx: Context,
  query: z.output<typeof versionHistoryQuerySchema>,
): Promise<Page<Version>> {
  const where = query.search ? ilike(searchText, containsPattern(query.search)) : undefined;
  const paged = await pagedRows(ctx, {
    table: versions,
    columns: getTableColumns(versions),
    where,
    query,
    sortable: { name: versions.name, release: versions.release },
    id: versions.id,
  });
  return paged.page(paged.rows.map(toVersion));
}

/** Every version matching the search, newest release first (the collection GET). */
export async function searchVersions(ctx: Context, search: string | undefined): Promise<Version[]> {
  const rows = await ctx.db
    .select()
    .from(versions)
    .where(search ? ilike(searchText, containsPattern(search)) : undefined)
    .orderBy(desc(versions.release), desc(versions.id))
    .limit(500);
  return rows.map(toVersion);
}

/** The current version: the latest release. */
export async function currentVersion(ctx: Context): Promise<Version | null> {
  const [row] = await ctx.db.select().from(versions).orderBy(desc(versions.release), desc(versions.id)).limit(1);
  return row ? toVersion(row) : null;
}

export async function getVersion(ctx: Context, id: number): Promise<Version> {
  const [row] = await ctx.db.select().from(versions).where(eq(versions.id, id));
  if (!row) throw AppError.notFound(`Version ${id} not found`);
  return toVersion(row);
}

export async function createVersion(ctx: Context, caller: SignedIn, input: CreateVersion): Promise<Version> {
  const { release: _ignored, ...values } = createVersionSchema.parse(input);
  const [row] = await ctx.db
    .insert(versions)
    .values({ ...values, release: new Date(), createdBy: caller.username })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toVersion(row);
}

export async function updateVersion(ctx: Context, caller: SignedIn, input: UpdateVersion): Promise<Version> {
  const { id, release: _ignored, ...values } = updateVersionSchema.parse(input);
  const [row] = await ctx.db
    .update(versions)
    .set({ ...values, modifiedBy: caller.username, modifiedDate: new Date() })
    .where(eq(versions.id, id))
    .returning();
  if (!row) throw AppError.notFound(`Version ${id} not found`);
  return toVersion(row);
}

export async function deleteVersion(ctx: Context, id: number): Promise<void> {
  const deleted = await ctx.db.delete(versions).where(eq(versions.id, id)).returning({ id: versions.id });
  if (deleted.length === 0) throw AppError.notFound(`Version ${id} not found`);
}
