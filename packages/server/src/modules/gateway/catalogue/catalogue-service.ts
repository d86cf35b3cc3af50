import type { InterfaceParts, OperationRef, saveCatalogueLevelSchema } from '@store-console/contract';
import { and, asc, eq, getTableName, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { SignedIn } from '../../../platform/auth-guard.ts';
import { tableChanged } from '../../../platform/cache-invalidation.ts';
import type { Context } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { tableCache } from '../../../platform/table-cache.ts';
import { gatewayCatalogue } from '../schema.ts';
import {
  buildTree,
  type CataloguePath,
  type CatalogueRow,
  depthOf,
  flatten,
  levelNames,
  nodeAt,
  pathTitle,
  rowKey,
} from './catalogue-tree.ts';

type SaveLevel = z.output<typeof saveCatalogueLevelSchema>;

/**
 * The catalogue is small and read on every execution: kept in memory per database, dropped on any
 * replica's change (platform/table-cache.ts).
 */
const cache = tableCache(getTableName(gatewayCatalogue), async (ctx) => {
  const rows = await ctx.db.select().from(gatewayCatalogue).orderBy(asc(gatewayCatalogue.id));
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return { rows, byKey, tree: buildTree(rows) };
});

const keyOf = (path: CataloguePath) => JSON.stringify(rowKey(path));
const changed = (ctx: Context) => tableChanged(ctx.pubsub, getTableName(gatewayCatalogue));

/** Called once at start: every replica drops its copy when any replica changes the catalogue. */
export function watchGatewayCatalogue(ctx: Context) {
  return cache.watch(ctx);
}

export async function readCatalogue(ctx: Context, detailed: boolean) {
  const { tree } = await cache.get(ctx);
  return detailed ? flatten(tree) : tree;
}

export async function readLevel(ctx: Context, path: CataloguePath) {
  const node = nodeAt((await cache.get(ctx)).tree, path);
  if (!node) throw AppError.notFound(`${pathTitle(path)} not found in the catalogue`);
  return node;
}

function whereLevel(path: CataloguePath, andBelow: boolean): SQL | undefined {
  const key = rowKey(path);
  const depth = depthOf(path);
  return and(
    ...levelNames.map((level, index) =>
      index < depth || !andBelow ? eq(gatewayCatalogue[level], key[level]) : undefined,
    ),
  );
}

/**
 * Upserts a level's settings (an operation's also its definition), creating the missing parent
 * levels with no settings. A new operation needs a definition; only operations have one.
 */
export async function saveLevel(ctx: Context, caller: SignedIn, path: CataloguePath, input: SaveLevel) {
  const isOperation = path.operation !== undefined;
  if (!isOperation && input.definition) {
    throw AppError.badRequest('Only an operation has a definition', [
      { path: 'definition', message: 'Only an operation has a definition' },
    ]);
  }
  await ctx.db.transaction(async (tx) => {
    const depth = depthOf(path);
    for (let level = 1; level < depth; level++) {
      const parent = Object.fromEntries(levelNames.slice(0, level).map((name) => [name, path[name]]));
      await tx
        .insert(gatewayCatalogue)
        .values({ ...rowKey({ provider: path.provider, ...parent }), settings: {}, createdBy: caller.username })
        .onConflictDoNothing();
    }
    const [existing] = await tx.select().from(gatewayCatalogue).where(whereLevel(path, false)).for('update');
    if (isOperation && !existing && !input.definition) {
      throw AppError.badRequest('A new operation needs its definition', [{ path: 'definition', message: 'Required' }]);
    }
    if (existing) {
      await tx
        .update(gatewayCatalogue)
        .set({
          settings: input.settings,
          ...(input.definition ? { definition: input.definition } : {}),
          modifiedBy: caller.username,
          modifiedDate: new Date(),
        })
        .where(eq(gatewayCatalogue.id, existing.id));
    } else {
      await tx.insert(gatewayCatalogue).values({
        ...rowKey(path),
        settings: input.settings,
        definition: input.definition ?? null,
        createdBy: caller.username,
      });
    }
  });
  await changed(ctx);
  return readLevel(ctx, path);
}

/** Deletes a level and everything under it; 404 when the level is not there. */
export async function deleteLevel(ctx: Context, path: CataloguePath): Promise<void> {
  const deleted = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: gatewayCatalogue.id })
      .from(gatewayCatalogue)
      .where(whereLevel(path, false));
    if (!existing) return false;
    await tx.delete(gatewayCatalogue).where(whereLevel(path, true));
    return true;
  });
  if (!deleted) throw AppError.notFound(`${pathTitle(path)} not found in the catalogue`);
  await changed(ctx);
}

// ---- For integrations and execution --------------------------------------------------------------

export async function interfaceExists(ctx: Context, parts: InterfaceParts): Promise<boolean> {
  return (await cache.get(ctx)).byKey.has(keyOf(parts));
}

/** A catalogue operation's definition, or undefined. */
export async function catalogueOperation(ctx: Context, ref: OperationRef): Promise<CatalogueRow | undefined> {
  const row = (await cache.get(ctx)).byKey.get(keyOf(ref));
  return row?.definition ? row : undefined;
}

export async function catalogueOperationNames(ctx: Context, parts: InterfaceParts): Promise<string[]> {
  const node = nodeAt((await cache.get(ctx)).tree, parts);
  return node && 'operations' in node ? node.operations.map((o) => o.operation) : [];
}

/** The settings of every catalogue level down to `ref` (provider first), most specific last. */
export async function catalogueSettings(
  ctx: Context,
  ref: InterfaceParts & { operation?: string },
): Promise<Record<string, string>[]> {
  const { byKey } = await cache.get(ctx);
  return levelNames.flatMap((_level, index) => {
    if (index === 4 && ref.operation === undefined) return [];
    const path = Object.fromEntries(levelNames.slice(0, index + 1).map((name) => [name, ref[name]]));
    const row = byKey.get(keyOf({ provider: ref.provider, ...path }));
    return row ? [row.settings] : [];
  });
}
