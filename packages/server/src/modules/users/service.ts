import {
  type CreateOperatorRequest,
  createOperatorRequestSchema,
  errorCodes,
  identityMessages,
  messages,
  type Operator,
  type operatorListQuerySchema,
  type Page,
  type UpdateOperator,
  updateOperatorSchema,
} from '@store-console/contract';
import { and, count, eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut } from '../../platform/audit-columns.ts';
import type { SignedIn } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { runHooks } from '../../platform/hooks.ts';
import { containsPattern, isUniqueViolation, pagedRows } from '../../platform/lists.ts';
import { logLine } from '../../platform/logs.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { hit, resetHits } from '../../platform/throttle.ts';
import { dataCentreRow } from '../data-centres/index.ts';
import { appendLog, revokeSessions, transitionOperator } from './lifecycle.ts';
import { users } from './schema.ts';
import { operatorsChanged } from './session-lookup.ts';

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
    role: UserRow['role'];
    dataCentreId: number | null;
    phone?: string;
  } & ({ password: string } | { passwordHash: string }),
): Promise<Operator> {
  const [row] = await ctx.db
    .insert(users)
    .values({
      name: input.name,
      username: input.username.trim().toLowerCase(),
      passwordHash: 'passwordHash' in input ? input.passwordHash : await hashPassword(input.password),
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

/** A PARTNER sees only their own operator record. */
function visibleTo(caller: SignedIn): SQL | undefined {
  return caller.role === 'SUPER_ADMIN' ? undefined : eq(users.id, caller.id);
}

export async function listOperators(
  ctx: Context,
  caller: SignedIn,
  query: z.output<typeof operatorListQuerySchema>,
): Promise<Page<Operator>> {
  const search = query.search
    ? or(
        ilike(users.name, containsPattern(query.search)),
        ilike(users.username, containsPattern(query.search)),
        ilike(users.phone, containsPattern(query.search)),
      )
    : undefined;
  const where = and(visibleTo(caller), search);
  const paged = await pagedRows(ctx, {
    table: users,
    columns: getTableColumns(users),
    where,
    query,
    sortable: {
      name: users.name,
      username: users.username,
      role: users.role,
      phone: users.phone,
      statusType: users.statusType,
    },
    id: users.id,
  });
  return paged.page(paged.rows.map(toOperator));
}

/** The store partner picker: every PARTNER for a SUPER_ADMIN; a PARTNER gets only themselves. */
export async function listPartners(ctx: Context, caller: SignedIn): Promise<Operator[]> {
  const rows = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.role, 'PARTNER'), visibleTo(caller)))
    .orderBy(users.name, users.id);
  return rows.map(toOperator);
}

async function assertDataCentre(ctx: Context, id: number | null) {
  if (id === null) return;
  const dc = await dataCentreRow(ctx, id);
  if (!dc) throw AppError.badRequest('Unknown data center', [{ path: 'dataCentre', message: 'Unknown data center' }]);
}

function conflictOnUsername(error: unknown, username: string): never {
  if (isUniqueViolation(error)) throw AppError.conflict(`An operator with username ${username} already exists`);
  throw error;
}

/** SUPER_ADMIN only (route guard). The row appears at once as CREATING; the job provisions the identity. */
export async function createOperator(ctx: Context, caller: SignedIn, input: CreateOperatorRequest): Promise<Operator> {
  const values = createOperatorRequestSchema.parse(input);
  await assertDataCentre(ctx, values.dataCentre?.id ?? null);
  const passwordHash = await hashPassword(values.password);
  const row = await ctx.db
    .transaction(async (tx) => {
      const [inserted] = await tx
        .insert(users)
        .values({
          name: values.name,
          username: values.username,
          passwordHash,
          phone: values.phone,
          role: values.role,
          dataCentreId: values.dataCentre?.id ?? null,
          statusType: 'CREATING',
          logs: [],
          createdBy: caller.username,
        })
        .returning();
      if (!inserted) throw new Error('insert returned no row');
      const job = { operatorId: inserted.id, action: 'create', requestedBy: caller.username } as const;
      await transitionOperator(tx, ctx.jobs, job, `Creation requested by ${caller.username}`);
      const [fresh] = await tx.select().from(users).where(eq(users.id, inserted.id));
      return fresh ?? inserted;
    })
    .catch((error: unknown) => conflictOnUsername(error, values.username));
  return toOperator(row);
}

/**
 * Changing one's own username or password proves it is really them, not a stolen access token:
 * the current password, and a second-factor code when one is enrolled (403 otherwise).
 */
async function assertReauthenticated(
  ctx: Context,
  existing: typeof users.$inferSelect,
  values: { currentPassword: string | null; secondFactorCode: string | null },
  address: string,
) {
  const { windowSeconds } = ctx.config.signIn;
  const limit = ctx.config.signIn.maxFailuresPerAccountAndAddress ?? 5;
  const attempt = await hit(ctx, `reauth:${existing.id}`, { limit, windowSeconds });
  if (attempt.refused) throw AppError.rateLimited('Too many wrong passwords. Try again later.');
  if (!values.currentPassword || !(await verifyPassword(existing.passwordHash, values.currentPassword))) {
    throw new AppError(403, errorCodes.wrongPassword, messages.wrongPassword, 'CURRENT_PASSWORD_REQUIRED', [
      { path: 'currentPassword', message: values.currentPassword ? messages.wrongPassword : 'Required' },
    ]);
  }
  if ((await runHooks(ctx, 'hasSecondFactor', ctx, existing.id)).some(Boolean)) {
    const code = values.secondFactorCode;
    if (!code || !(await runHooks(ctx, 'proveSecondFactor', ctx, existing.id, code, address)).some(Boolean)) {
      throw new AppError(403, errorCodes.forbidden, identityMessages.invalidCode, 'SECOND_FACTOR_REQUIRED', [
        { path: 'secondFactorCode', message: code ? identityMessages.invalidCode : 'Required' },
      ]);
    }
  }
  await resetHits(ctx, `reauth:${existing.id}`);
}

/**
 * SUPER_ADMIN updates anyone; a PARTNER only themselves, with role and data centre fixed.
 * A demotion or a new password ends the operator's sessions at once.
 */
export async function updateOperator(
  ctx: Context,
  caller: SignedIn,
  input: UpdateOperator,
  address = 'unknown',
): Promise<Operator> {
  const values = updateOperatorSchema.parse(input);
  const [existing] = await ctx.db.select().from(users).where(eq(users.id, values.id));
  if (!existing || (caller.role !== 'SUPER_ADMIN' && existing.id !== caller.id)) {
    if (existing && caller.role !== 'SUPER_ADMIN')
      throw AppError.forbidden('You can only edit your own operator record');
    throw AppError.notFound(`Operator ${values.id} not found`);
  }
  if (existing.statusType === 'CREATING' || existing.statusType === 'DELETING') {
    throw AppError.conflict(
      `Operator ${existing.username} is ${existing.statusType.toLowerCase()}; wait until it settles`,
    );
  }
  const dataCentreId = values.dataCentre?.id ?? null;
  if (caller.role !== 'SUPER_ADMIN' && (values.role !== existing.role || dataCentreId !== existing.dataCentreId)) {
    throw AppError.forbidden('A partner cannot change their role or data center');
  }
  await assertDataCentre(ctx, dataCentreId);
  if (existing.id === caller.id && (values.password || values.username !== existing.username)) {
    await assertReauthenticated(ctx, existing, values, address);
  }
  const passwordHash = values.password ? await hashPassword(values.password) : null;
  const demoted = existing.role === 'SUPER_ADMIN' && values.role !== 'SUPER_ADMIN';
  const row = await ctx.db
    .transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({
          name: values.name,
          username: values.username,
          phone: values.phone,
          role: values.role,
          dataCentreId,
          ...(passwordHash ? { passwordHash } : {}),
          modifiedBy: caller.username,
          modifiedDate: new Date(),
        })
        .where(eq(users.id, existing.id))
        .returning();
      const job = { operatorId: existing.id, action: 'update', requestedBy: caller.username } as const;
      await transitionOperator(tx, ctx.jobs, job, `Update requested by ${caller.username}`);
      if (demoted || passwordHash || values.username !== existing.username) {
        await revokeSessions(ctx, tx, existing.id);
        await appendLog(tx, existing.id, logLine('All sessions revoked'));
      }
      if (!updated) return undefined;
      // The operator as this write left it (UPDATING): its job may start and finish before the reply.
      const [fresh] = await tx.select().from(users).where(eq(users.id, updated.id));
      return fresh ?? updated;
    })
    .catch((error: unknown) => conflictOnUsername(error, values.username));
  // Role, data centre and username are what every request's sign-in check reads; sessions may have ended.
  await operatorsChanged(ctx);
  if (!row) throw AppError.notFound(`Operator ${values.id} not found`);
  return toOperator(row);
}

/** SUPER_ADMIN only (route guard); sessions end at once, the job removes the identity. */
export async function deleteOperator(ctx: Context, caller: SignedIn, id: number): Promise<void> {
  if (id === caller.id) throw AppError.conflict('You cannot delete your own operator record');
  await ctx.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!existing) throw AppError.notFound(`Operator ${id} not found`);
    if (existing.statusType === 'DELETING') return;
    await transitionOperator(
      tx,
      ctx.jobs,
      { operatorId: id, action: 'delete', requestedBy: caller.username },
      `Deletion requested by ${caller.username}`,
    );
    await revokeSessions(ctx, tx, id);
  });
  await operatorsChanged(ctx);
}
