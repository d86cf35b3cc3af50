import { eq } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import type { Context } from '../../platform/context.ts';
import { sendVerificationEmail } from '../identity/email-verification.ts';
import { appendLog, logLine } from './lifecycle.ts';
import { users } from './schema.ts';

export const operatorQueue = 'operators.lifecycle';
export const operatorDeadLetterQueue = 'operators.lifecycle.failed';

export type OperatorJob = { operatorId: number; action: 'create' | 'update' | 'delete'; requestedBy: string };

type QueueTuning = { expireInSeconds?: number; retryDelay?: number; retryLimit?: number };

async function createOperatorQueues(ctx: Context, options: QueueTuning) {
  await ctx.jobs.createQueue(operatorDeadLetterQueue);
  const settings = {
    retryLimit: options.retryLimit ?? 3,
    retryDelay: options.retryDelay ?? 2,
    retryBackoff: (options.retryDelay ?? 2) > 0,
    expireInSeconds: options.expireInSeconds ?? 120,
    deadLetter: operatorDeadLetterQueue,
  };
  await ctx.jobs.createQueue(operatorQueue, settings);
  // An existing queue keeps the settings it was created with unless told otherwise.
  await ctx.jobs.updateQueue(operatorQueue, settings);
}

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

/** Queues always exist (requests enqueue into them); workers run where `work` is true. */
export async function registerOperatorJobs(ctx: Context, options: { work: boolean } & QueueTuning) {
  await createOperatorQueues(ctx, options);
  if (!options.work) return;
  await ctx.jobs.work<OperatorJob>(operatorQueue, { pollingIntervalSeconds: 0.5 }, async (jobs: Job<OperatorJob>[]) => {
    for (const job of jobs) await runOperatorJob(ctx, job.data);
  });
  await ctx.jobs.work<OperatorJob>(
    operatorDeadLetterQueue,
    { pollingIntervalSeconds: 0.5 },
    async (jobs: Job<OperatorJob>[]) => {
      for (const job of jobs) await markFailed(ctx, job.data);
    },
  );
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
