import type { Operator } from '@store-console/contract';
import { count, eq } from 'drizzle-orm';
import { auditOut } from '../../platform/audit-columns.ts';
import type { SignedIn } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { users } from './schema.ts';

type UserRow = typeof users.$inferSelect;

export function toOperator(row: UserRow): Operator {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    phone: row.phone,
    role: row.role,
    dataCentre: row.dataCentreId === null ? null : { id: row.dataCentreId },
    statusType: row.statusType as Operator['statusType'],
    logs: row.logs,
    isSuperAdmin: row.role === 'SUPER_ADMIN',
    ...auditOut(row),
  };
}

/** A PARTNER reads only their own operator record. */
export async function getOperator(ctx: Context, caller: SignedIn, id: number): Promise<Operator> {
  if (caller.role !== 'SUPER_ADMIN' && caller.id !== id)
    throw AppError.forbidden('You can only read your own operator record');
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  if (!row) throw AppError.notFound(`Operator ${id} not found`);
  return toOperator(row);
}

/** Inserts a settled operator directly (demo seed and tests); the console's create goes through jobs. */
export async function insertOperator(
  ctx: Context,
  input: {
    name: string;
    username: string;
    password: string;
    role: UserRow['role'];
    dataCentreId: number | null;
    phone?: string;
  },
): Promise<Operator> {
  const [row] = await ctx.db
    .insert(users)
    .values({
      name: input.name,
      username: input.username.trim().toLowerCase(),
      passwordHash: await hashPassword(input.password),
      phone: input.phone ?? null,
      role: input.role,
      dataCentreId: input.dataCentreId,
      statusType: 'CREATED',
      emailVerified: true,
      logs: [{ logType: 'INFO', text: 'Operator created by the demo seed', timestamp: new Date().toISOString() }],
      createdBy: 'system',
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toOperator(row);
}

export async function countOperators(ctx: Context) {
  const byRole = await ctx.db
    .select({ key: users.role, count: count() })
    .from(users)
    .groupBy(users.role)
    .orderBy(users.role);
  return { total: byRole.reduce((sum, entry) => sum + entry.count, 0), byRole };
}
