import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { users } from './schema.ts';

/** How many operators belong to a data centre, in the caller's transaction (the data centre's delete locks it). */
export async function countOperatorsIn(db: DbOrTx, dataCentreId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.dataCentreId, dataCentreId));
  return row?.n ?? 0;
}
