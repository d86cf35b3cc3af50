import type { TableDescription } from '@store-console/contract';
import type { Context } from '../../platform/context.ts';

/**
 * The tables and columns of a store's source (through its agent, or the gateway's Business Central
 * entities) and of its target schema. Used by the source routes, by Send Mappings' validation and by
 * the engine. SEAM: bodies written by the sync-sources helper.
 */
export async function describeSourceTables(_ctx: Context, _storeDbId: number): Promise<TableDescription[]> {
  throw new Error('not implemented');
}

export async function describeTargetTables(_ctx: Context, _storeDbId: number): Promise<TableDescription[]> {
  throw new Error('not implemented');
}
