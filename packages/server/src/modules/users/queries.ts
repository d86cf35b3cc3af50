import { and, type Column, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
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

/** Name and username of operators by id, one query for a whole page of stores' partners. */
export async function operatorSummaries(
  db: DbOrTx,
  ids: number[],
): Promise<{ id: number; name: string; username: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, username: users.username })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
}

/**
 * An operator's id, name and username as a JSON subquery on another module's row (a store's partner
 * link), so a page of stores reads its partners in the same query.
 */
export function operatorSummaryJson(userId: Column): SQL {
  return sql`(SELECT json_build_object('id', ${users.id}, 'name', ${users.name}, 'username', ${users.username}) FROM ${users} WHERE ${users.id} = ${userId})`;
}

/** Which of these ids are operators with role PARTNER. */
export async function partnerIdsAmong(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.role, 'PARTNER')));
  return rows.map((row) => row.id);
}

/** Why a data centre cannot be deleted while operators belong to it (platform/hooks.ts dataCentreInUse). */
export async function operatorsInDataCentre(db: DbOrTx, centre: { id: number; name: string }) {
  const operators = await countOperatorsIn(db, centre.id);
  return operators > 0
    ? `Data center ${centre.name} still has ${operators} operator(s); move or delete them first`
    : undefined;
}
