import { eq } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { type QueueTuning, registerLifecycleQueue } from '../../platform/jobs.ts';
import { logLine } from '../../platform/logs.ts';
import { sendVerificationEmail } from '../identity/email-verification.ts';
import { appendLog, type OperatorJob, operatorQueue } from './lifecycle.ts';
import { users } from './schema.ts';

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
    await sendVerificationEmail(ctx, operator.id);
    await appendLog(ctx.db, operator.id, logLine(`Verification email sent to ${operator.username}`));
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
