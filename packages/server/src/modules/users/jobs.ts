import { isWaiting, operatorStatusTypes } from '@store-console/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { runHooks } from '../../platform/hooks.ts';
import { enqueue, hasLiveJob, type QueueTuning, registerLifecycleQueue } from '../../platform/jobs.ts';
import { logLine } from '../../platform/logs.ts';
import { appendLog, type OperatorJob, operatorInFlight, operatorQueue } from './lifecycle.ts';
import { users } from './schema.ts';
import { operatorsChanged } from './session-lookup.ts';

/**
 * The identity side of an operator change. Each action is idempotent: a retry after a crash
 * between steps finds the work already done and only finishes it.
 */
export async function runOperatorJob(ctx: Context, job: OperatorJob): Promise<void> {
  const [operator] = await ctx.db.select().from(users).where(eq(users.id, job.operatorId));
  if (!operator) return; // deleted meanwhile: nothing left to do
  if (job.action === 'create') {
    if (operator.statusType !== 'CREATING') return;
    await appendLog(ctx.db, operator.id, logLine('Identity provisioned: password set, sign-in enabled'));
    // The identity module sends the verification email.
    for (const line of await runHooks(ctx, 'operatorProvisioned', ctx, operator)) {
      if (line) await appendLog(ctx.db, operator.id, logLine(line));
    }
    await appendLog(ctx.db, operator.id, logLine('Operator created'), 'CREATED');
    return;
  }
  if (job.action === 'update') {
    if (operator.statusType !== 'UPDATING') return;
    await ctx.sendMail({
      to: operator.username,
      subject: 'Your Store Console account was updated',
      text: `Hello ${operator.name},\n\nyour operator account was updated by ${job.requestedBy}.\nRole: ${operator.role}\n`,
    });
    await appendLog(ctx.db, operator.id, logLine('Identity updated'), 'UPDATED');
    return;
  }
  // delete: sessions were revoked when the deletion was requested; now remove the identity.
  await ctx.db.delete(users).where(eq(users.id, operator.id));
  await operatorsChanged(ctx);
}

export async function registerOperatorJobs(ctx: Context, tuning: { work: boolean } & QueueTuning) {
  await registerLifecycleQueue<OperatorJob>(ctx.jobs, {
    name: operatorQueue,
    expireInSeconds: 120,
    tuning,
    run: (data) => runOperatorJob(ctx, data),
    failed: (data) => markFailed(ctx, data),
  });
}

/** A job that exhausted its retries: the operator goes FAILED with the reason, never stays waiting. */
export async function markFailed(ctx: Context, job: OperatorJob) {
  await appendLog(
    ctx.db,
    job.operatorId,
    logLine(`${job.action} failed after retries; edit the operator to try again`, 'ERROR'),
    'FAILED',
  );
}

/**
 * The sweeper's share for operators: an operator in an in-flight status with no live job gets its
 * action's job again (each is idempotent), with a log line. Returns how many it resumed.
 */
export async function sweepOperators(ctx: Context): Promise<number> {
  const waiting = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.statusType, operatorStatusTypes.filter(isWaiting)));
  let resumed = 0;
  for (const { id } of waiting) {
    const done = await ctx.db.transaction(async (tx) => {
      const [operator] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      const action = (Object.keys(operatorInFlight) as OperatorJob['action'][]).find(
        (a) => operatorInFlight[a] === operator?.statusType,
      );
      if (!operator || !action || (await hasLiveJob(tx, ctx.jobs, { operatorId: operator.id }))) return false;
      await appendLog(
        tx,
        operator.id,
        logLine(`${operator.statusType} had no job in flight (lost); ${action} resumed`),
      );
      await enqueue<OperatorJob>(tx, ctx.jobs, operatorQueue, {
        operatorId: operator.id,
        action,
        requestedBy: 'system',
      });
      return true;
    });
    if (done) resumed++;
  }
  return resumed;
}
