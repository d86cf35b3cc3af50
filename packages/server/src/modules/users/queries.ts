import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { users } from './schema.ts';

/** How many operators belong to a data centre, in the caller's transaction (the data centre's delete locks it). */
export async function countOperatorsIn(db: DbOrTx, dataCentreId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.dataCentreId, dataCentreId));
  return row?.n ?? 0;
}

export type OperatorRow = typeof users.$inferSelect;

/** An operator's row by id, for modules that act on an operator the caller already names (auth, identity). */
export async function operatorRow(db: DbOrTx, id: number): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** An operator's row by username (lower case), for the password sign-in. */
export async function operatorByUsername(db: DbOrTx, username: string): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.username, username));
  return row;
}

/** Marks the operator's email verified, in the caller's transaction; undefined when the operator is gone. */
export async function markEmailVerified(db: DbOrTx, id: number): Promise<{ username: string } | undefined> {
  const [row] = await db
    .update(users)
    .set({ emailVerified: true })
    .where(eq(users.id, id))
    .returning({ username: users.username });
  return row;
}
