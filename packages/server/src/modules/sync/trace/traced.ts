import type { TraceMessage } from '@store-console/contract';
import type { Context } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { publishTrace } from './trace-hub.ts';

type Details = { table?: string; fields?: TraceMessage['fields'] };

/**
 * Runs one of the sync module's calls (an agent probe, a preview, sending mappings) with a trace of
 * it: a traceStage when it starts, then a traceStage with its duration or a traceError with the
 * failure's message. Publishing is not awaited, so the call never waits for diagnostics.
 */
export async function traced<T>(
  ctx: Context,
  storeDbId: number,
  stage: string,
  details: Details,
  run: () => Promise<T>,
): Promise<T> {
  const started = Date.now();
  void publishTrace(ctx, storeDbId, { type: 'traceStage', stage, ...details });
  try {
    const result = await run();
    void publishTrace(ctx, storeDbId, {
      type: 'traceStage',
      stage,
      ...details,
      fields: { ...details.fields, outcome: 'done', ms: Date.now() - started },
    });
    return result;
  } catch (error) {
    void publishTrace(ctx, storeDbId, {
      type: 'traceError',
      stage,
      ...details,
      // What the caller is told (the one error shape), never an internal failure's text.
      error: error instanceof AppError ? error.message : 'Internal error',
    });
    throw error;
  }
}
