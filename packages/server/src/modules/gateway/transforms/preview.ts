import type { TransformPreviewResult, transformPreviewSchema } from '@store-console/contract';
import type { z } from 'zod';
import type { SignedIn } from '../../../platform/auth-guard.ts';
import type { Context } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { hit } from '../../../platform/throttle.ts';
import type { TransformLogger } from '../types.ts';
import { runTransforms, transformLimits } from './index.ts';

/** Previews per operator and minute: generous for a person at the playground, not for a script. */
export const previewLimit = { limit: 120, windowSeconds: 60 };

/** Runs the same code as execution on the operator's sample; the steps' results are the answer. */
export async function previewTransforms(
  ctx: Context,
  caller: SignedIn,
  request: z.infer<typeof transformPreviewSchema>,
  log?: TransformLogger,
): Promise<TransformPreviewResult> {
  if ((await hit(ctx, `transform-preview:${caller.id}`, previewLimit)).refused) {
    throw AppError.rateLimited('Too many transform previews. Try again in a minute.');
  }
  // An operator's previews take their own share of the transform workers, apart from every store's.
  const run = await runTransforms(
    request.transforms,
    { body: request.input, contentType: request.inputContentType },
    { share: `preview:${caller.id}`, log, totalOutputChars: transformLimits.previewOutputChars },
  );
  if (run.ok) {
    return {
      steps: run.steps,
      output: run.output.body,
      contentType: run.output.contentType,
      failedStep: null,
      error: null,
    };
  }
  return { steps: run.steps, output: null, contentType: null, failedStep: run.failedStep, error: run.error };
}
