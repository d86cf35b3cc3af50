import type { Factor } from '@store-console/contract';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { userFactors } from './schema.ts';

export async function hasSecondFactor(ctx: Context, userId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(userFactors)
    .where(and(eq(userFactors.userId, userId), isNotNull(userFactors.verifiedAt)));
  return (row?.n ?? 0) > 0;
}

export async function verifiedFactors(ctx: Context, userId: number): Promise<(typeof userFactors.$inferSelect)[]> {
  return ctx.db
    .select()
    .from(userFactors)
    .where(and(eq(userFactors.userId, userId), isNotNull(userFactors.verifiedAt)))
    .orderBy(userFactors.id);
}

export function toFactor(row: typeof userFactors.$inferSelect): Factor {
  return {
    id: row.id,
    type: row.type,
    hint: row.type === 'SMS' ? `•••• ${(row.phone ?? '').replace(/\D/g, '').slice(-4)}` : 'Authenticator app',
  };
}
