import type { OperatorStatusType } from '@store-console/contract';
import { eq, sql } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import type { DbOrTx, Tx } from '../../platform/db.ts';
import { runHooks } from '../../platform/hooks.ts';
import { enqueue, type Jobs } from '../../platform/jobs.ts';
import { type LogLine, logLine } from '../../platform/logs.ts';
import { users } from './schema.ts';

export const operatorQueue = 'operators.lifecycle';

export type OperatorJob = { operatorId: number; action: 'create' | 'update' | 'delete'; requestedBy: string };

/** The status an operator shows while each action's job is in flight. */
export const operatorInFlight = { create: 'CREATING', update: 'UPDATING', delete: 'DELETING' } as const;

/**
 * Moves an operator into the action's in-flight status with a log line and sends its job, in the
 * caller's transaction: all of it commits together or not at all.
 */
export async function transitionOperator(tx: Tx, jobs: Jobs, job: OperatorJob, text: string): Promise<void> {
  await appendLog(tx, job.operatorId, logLine(text), operatorInFlight[job.action]);
  await enqueue(tx, jobs, operatorQueue, job);
}

/** Appends one step to the operator's logs, optionally moving its status, in one statement. */
export async function appendLog(db: DbOrTx, userId: number, entry: LogLine, statusType?: OperatorStatusType) {
  await db
    .update(users)
    .set({
      logs: sql`${users.logs} || ${JSON.stringify([entry])}::jsonb`,
      ...(statusType ? { statusType } : {}),
    })
    .where(eq(users.id, userId));
}

/** Ends every session of the operator at once: access tokens by session version, refresh tokens by revocation. */
export async function revokeSessions(ctx: Pick<Context, 'hooks'>, db: DbOrTx, userId: number) {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
  // The refresh tokens are the auth module's.
  await runHooks(ctx, 'operatorSessionsEnded', db, userId);
}
