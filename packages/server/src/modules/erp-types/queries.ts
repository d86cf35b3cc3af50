import { eq } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { erpTypes } from './schema.ts';

/** The code of an ERP type by id (a store's follow-up steps depend on it), or undefined. */
export async function erpTypeCode(ctx: Context, id: number): Promise<string | undefined> {
  const [row] = await ctx.db.select({ code: erpTypes.code }).from(erpTypes).where(eq(erpTypes.id, id));
  return row?.code;
}
