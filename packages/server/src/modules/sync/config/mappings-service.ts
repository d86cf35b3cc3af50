import { checkConverter, type Mapping, type newMappingSchema } from '@store-console/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SignedIn } from '../../../platform/auth-guard.ts';
import type { Context } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { erpTypeCode } from '../../erp-types/index.ts';
import type { StoreRow } from '../../stores/index.ts';
import { syncMappingSets, syncMappings } from '../schema.ts';
import { defaultMappings } from './default-mappings.ts';

/** A store keeps at most this many overrides (a mapping is a few dozen rows; this bounds a runaway client). */
export const maxOverridesPerStore = 1000;

const overridePrefix = 'override:';
type OverrideRow = typeof syncMappings.$inferSelect;

/** The row an override replaces: same target column of the same target row group. */
export function mappingKey(m: Pick<Mapping, 'targetTable' | 'targetColumn' | 'rowGroup'>): string {
  return JSON.stringify([m.targetTable, m.targetColumn, m.rowGroup ?? null]);
}

function overrideOut(row: OverrideRow): Mapping {
  return {
    id: `${overridePrefix}${row.id}`,
    sourceTable: row.sourceTable,
    sourceColumn: row.sourceColumn,
    targetTable: row.targetTable,
    targetColumn: row.targetColumn,
    defaultValue: row.defaultValue,
    rowGroup: row.rowGroup,
    converter: row.converter,
    isOverride: true,
  };
}

/**
 * Defaults with overrides applied: an override takes the place of the default of the same
 * (targetTable, targetColumn, rowGroup); overrides that replace nothing follow, oldest first.
 */
export function applyOverrides(defaults: readonly Mapping[], overrides: readonly Mapping[]): Mapping[] {
  const byKey = new Map(overrides.map((o) => [mappingKey(o), o]));
  const used = new Set<string>();
  const merged = defaults.map((d) => {
    const key = mappingKey(d);
    const override = byKey.get(key);
    if (!override) return d;
    used.add(key);
    return override;
  });
  return [...merged, ...overrides.filter((o) => !used.has(mappingKey(o)))];
}

/** What the mappings need of the store its caller resolved (no second read of it). */
export type MappedStore = Pick<StoreRow, 'id' | 'erpTypeId'>;

async function storeErpCode(ctx: Context, store: MappedStore): Promise<string> {
  return (await erpTypeCode(ctx, store.erpTypeId)) ?? '';
}

async function overridesOf(ctx: Context, storeDbId: number): Promise<Mapping[]> {
  const rows = await ctx.db
    .select()
    .from(syncMappings)
    .where(eq(syncMappings.storeId, storeDbId))
    .orderBy(asc(syncMappings.id));
  return rows.map(overrideOut);
}

/**
 * The mapping the store's requests use if it were sent now: its ERP type's defaults with its
 * overrides (GET /{storeId}/mapping, Send Mappings, the engine's preview).
 */
export async function effectiveMappings(ctx: Context, store: MappedStore): Promise<Mapping[]> {
  const [code, overrides] = await Promise.all([storeErpCode(ctx, store), overridesOf(ctx, store.id)]);
  return applyOverrides(defaultMappings(code), overrides);
}

const blankToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

type NewMapping = z.output<typeof newMappingSchema>;

/** Checks one new override (already through the contract's schema); the message names the row when several are sent. */
function validated(parsed: NewMapping, index: number, many: boolean) {
  const where = many ? `Mapping ${index + 1}: ` : '';
  for (const field of ['sourceTable', 'sourceColumn', 'targetTable', 'targetColumn'] as const) {
    // Table and column names travel to the agent and into SQL identifiers: no control characters.
    if ([...parsed[field]].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) {
      const message = 'Invalid character';
      throw AppError.badRequest(`${where}${field}: ${message}`, [{ path: `${index}.${field}`, message }]);
    }
  }
  const converter = blankToNull(parsed.converter);
  if (converter) {
    const problem = checkConverter(converter);
    if (problem) {
      throw AppError.badRequest(`${where}${problem}`, [{ path: `${index}.converter`, message: problem }]);
    }
  }
  return {
    sourceTable: parsed.sourceTable.trim(),
    sourceColumn: parsed.sourceColumn.trim(),
    targetTable: parsed.targetTable.trim(),
    targetColumn: parsed.targetColumn.trim(),
    // A default value may be meaningful whitespace-free text only; blank means none.
    defaultValue: blankToNull(parsed.defaultValue),
    rowGroup: blankToNull(parsed.rowGroup),
    converter,
  };
}

/**
 * POST /{storeId}/mapping: adds overrides. An override replaces an earlier override of the same
 * target column and row group (the newer one wins, the older is removed in the same transaction).
 */
export async function createOverrides(
  ctx: Context,
  caller: SignedIn,
  store: StoreRow,
  inputs: NewMapping[],
): Promise<Mapping[]> {
  const values = inputs.map((input, index) => validated(input, index, inputs.length > 1));
  const keys = values.map(mappingKey);
  if (new Set(keys).size !== keys.length) {
    throw AppError.badRequest('Two of these mappings fill the same target column of the same row group');
  }
  const rows = await ctx.db.transaction(async (tx) => {
    // Serialises concurrent creates of one store (the count and the replacement stay true).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sync-mappings:${store.id}`}))`);
    const existing = await tx.select().from(syncMappings).where(eq(syncMappings.storeId, store.id));
    const replaced = existing.filter((row) => keys.includes(mappingKey(row))).map((row) => row.id);
    const [current] = await tx.select({ n: count() }).from(syncMappings).where(eq(syncMappings.storeId, store.id));
    if ((current?.n ?? 0) - replaced.length + values.length > maxOverridesPerStore) {
      throw AppError.conflict(`A store may have at most ${maxOverridesPerStore} mapping overrides`);
    }
    if (replaced.length > 0) {
      await tx.delete(syncMappings).where(and(eq(syncMappings.storeId, store.id), inArray(syncMappings.id, replaced)));
    }
    return tx
      .insert(syncMappings)
      .values(values.map((v) => ({ ...v, storeId: store.id, createdBy: caller.username })))
      .returning();
  });
  return rows.map(overrideOut);
}

/** DELETE /{storeId}/mapping/{mappingId}: overrides only (a default → 409), unknown → 404. */
export async function deleteOverride(ctx: Context, store: StoreRow, mappingId: string): Promise<void> {
  if (mappingId.startsWith('default:')) {
    throw AppError.conflict('A default mapping cannot be deleted; add an override for its target column to change it');
  }
  const match = /^override:([1-9]\d{0,9})$/.exec(mappingId);
  const id = match ? Number(match[1]) : Number.NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw AppError.notFound(`Mapping ${mappingId} not found`);
  const deleted = await ctx.db
    .delete(syncMappings)
    .where(and(eq(syncMappings.id, id), eq(syncMappings.storeId, store.id)))
    .returning({ id: syncMappings.id });
  if (deleted.length === 0) throw AppError.notFound(`Mapping ${mappingId} not found`);
}

/**
 * The mapping a request loads with: the one Send Mappings made current, else (never sent) the
 * effective mapping as it stands, so a store on its ERP type's defaults loads without a send.
 */
export async function requestMappings(
  ctx: Context,
  store: MappedStore,
): Promise<{ mappings: Mapping[]; sentAt: Date | null }> {
  const [sent] = await ctx.db.select().from(syncMappingSets).where(eq(syncMappingSets.storeId, store.id));
  if (sent) return { mappings: sent.mappings, sentAt: sent.sentAt };
  return { mappings: await effectiveMappings(ctx, store), sentAt: null };
}
