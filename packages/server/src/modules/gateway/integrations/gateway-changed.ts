import { getTableName, type Table } from 'drizzle-orm';
import { tableChanged } from '../../../platform/cache-invalidation.ts';
import type { Context } from '../../../platform/context.ts';

/**
 * Announces, after its commit, a write to a table a resolved operation is made of: the resolved
 * operations' caches (resolved-cache.ts) drop their copies. Its own file so that every writer can
 * call it without importing the cache, which imports the resolver.
 */
export function gatewayChanged(ctx: Context, table: Table): Promise<void> {
  return tableChanged(ctx.pubsub, getTableName(table));
}
