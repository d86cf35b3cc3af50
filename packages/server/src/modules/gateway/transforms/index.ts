import { createHash } from 'node:crypto';
import type { Transform } from '@store-console/contract';
import { AppError } from '../../../platform/errors.ts';
import type { Payload, RunTransforms, TransformLogger, TransformRun, TransformStepResult } from '../types.ts';
import { kindOf, resolveContentType } from './content-types.ts';
import { runInWorker, type WorkerReply, type WorkerTask } from './pool.ts';
import { isMarkupTemplate, megabytes } from './templates.ts';
import { logTransformMessages } from './transform-log.ts';
import type { PlainTask } from './worker-steps.ts';

export { closeTransforms } from './pool.ts';

/**
 * The sandbox's limits (docs/decisions/0053): each step's time in a worker, a JAVASCRIPT step's memory, and
 * the most characters any step's output may have (counted while it is written where the engine
 * lets us: templates, XSLT's serializer, JOLT's JSON; checked before it leaves the worker otherwise).
 */
export const transformLimits = {
  javascriptDeadlineMs: 100,
  javascriptMemoryBytes: 32 * 1024 * 1024,
  /** Past the deadline QuickJS interrupts itself; past this grace the worker thread is terminated. */
  javascriptGraceMs: 100,
  /** Compiling a stylesheet the first time takes up to ~1 s on a busy machine. */
  xsltMs: 5000,
  thymeleafMs: 2000,
  /**
   * HANDLEBARS, THYMELEAF text and JOLT (their own counters stop loops and copies sooner); parsing a
   * 2 MB XML model took ~2 s on a busy 2-core machine.
   */
  templateMs: 5000,
  /** AUTO is linear in its input (≤ 10 MB from an upstream): XML of 2 MB to JSON took ~2.5 s busy. */
  autoMs: 10_000,
  outputChars: 16 * 1024 * 1024,
  /** Every step's output of a preview together: the playground replies with each of them. */
  previewOutputChars: 32 * 1024 * 1024,
  /** A step's failure reason as replied and logged (a script's own error text can be any size). */
  reasonChars: 2000,
};

type StepOutput = { output: string; contentType: string };
type StepContext = { share: string; log: TransformLogger | undefined; index: number; type: string };

async function inWorker(ctx: StepContext, task: WorkerTask, limitMs: number, overrun: string): Promise<WorkerReply> {
  const reply = await runInWorker(ctx.share, task, limitMs, overrun);
  logTransformMessages(ctx.log, ctx.share, ctx, reply.messages ?? [], reply.droppedMessages ?? 0);
  return reply;
}

function unwrap(reply: WorkerReply): string {
  if (!reply.ok) throw new Error(reply.error);
  return reply.output;
}

/**
 * JAVASCRIPT: the script is a single expression or the body of `function (input, contentType)`;
 * its value is the output (a string as it is, anything else as JSON). `input` is the parsed JSON
 * when the input is JSON, else the text. Runs in QuickJS in a worker: no I/O, a deadline, a memory cap.
 */
async function javascript(ctx: StepContext, step: Transform, body: string, inType: string): Promise<StepOutput> {
  const deadlineMs = transformLimits.javascriptDeadlineMs;
  const reply = await inWorker(
    ctx,
    {
      kind: 'javascript',
      script: step.value,
      input: body,
      inputIsJson: kindOf(inType) === 'json',
      contentType: inType,
      deadlineMs,
      memoryBytes: transformLimits.javascriptMemoryBytes,
      maxChars: transformLimits.outputChars,
    },
    deadlineMs + transformLimits.javascriptGraceMs,
    `The script ran longer than ${deadlineMs} ms`,
  );
  const output = unwrap(reply);
  const json = reply.ok && reply.json === true;
  const fallback = json && step.outputContentType === '*/*' ? 'application/json' : inType;
  return { output, contentType: resolveContentType(step.outputContentType, fallback) };
}

/** Compiled stylesheets (SEF) by the stylesheet's hash, shared by every worker. */
const stylesheets = new Map<string, string>();
const maxStylesheets = 100;

async function xslt(ctx: StepContext, step: Transform, body: string, inType: string): Promise<StepOutput> {
  if (kindOf(inType) !== 'xml') throw new Error(`XSLT needs XML input, not ${inType} (add an AUTO step before it)`);
  const key = createHash('sha256').update(step.value).digest('hex');
  const sef = stylesheets.get(key);
  const reply = await inWorker(
    ctx,
    { kind: 'xslt', stylesheet: sef ? '' : step.value, sef, input: body, maxChars: transformLimits.outputChars },
    transformLimits.xsltMs,
    `The stylesheet ran longer than ${transformLimits.xsltMs} ms`,
  );
  if (reply.ok && reply.sef) {
    if (stylesheets.size >= maxStylesheets) stylesheets.delete(stylesheets.keys().next().value ?? '');
    stylesheets.set(key, reply.sef);
  }
  return { output: unwrap(reply), contentType: resolveContentType(step.outputContentType, inType) };
}

async function thymeleaf(ctx: StepContext, step: Transform, body: string, inType: string): Promise<StepOutput> {
  const contentType = resolveContentType(step.outputContentType, inType);
  const maxChars = transformLimits.outputChars;
  if (!isMarkupTemplate(step.value)) {
    const task: PlainTask = { kind: 'thymeleaf-text', template: step.value, input: body, inType, maxChars };
    return { output: await plain(ctx, task), contentType };
  }
  const reply = await inWorker(
    ctx,
    { kind: 'thymeleaf', template: step.value, input: body, inType, maxChars },
    transformLimits.thymeleafMs,
    `The template ran longer than ${transformLimits.thymeleafMs} ms`,
  );
  return { output: unwrap(reply), contentType };
}

/** HANDLEBARS, THYMELEAF text, JOLT and AUTO: synchronous TypeScript, run in a worker all the same. */
async function plain(ctx: StepContext, step: PlainTask): Promise<string> {
  const limit = step.kind === 'auto' ? transformLimits.autoMs : transformLimits.templateMs;
  const reply = await inWorker(
    ctx,
    { kind: 'plain', step, maxChars: step.maxChars },
    limit,
    `The step ran longer than ${limit} ms`,
  );
  return unwrap(reply);
}

async function runStep(ctx: StepContext, step: Transform, input: Payload): Promise<StepOutput> {
  const inType = resolveContentType(step.inputContentType, input.contentType);
  const maxChars = transformLimits.outputChars;
  switch (step.type) {
    case 'RAW':
      return { output: input.body, contentType: resolveContentType(step.outputContentType, inType) };
    case 'AUTO': {
      const outType = resolveContentType(step.outputContentType, inType);
      const from = kindOf(inType);
      const to = kindOf(outType);
      // Within a family, or to text, the body is passed on as it is: no work to move off the loop.
      if (from === to || to === 'text') return { output: input.body, contentType: outType };
      return {
        output: await plain(ctx, { kind: 'auto', input: input.body, inType, outType, maxChars }),
        contentType: outType,
      };
    }
    case 'JAVASCRIPT':
      return javascript(ctx, step, input.body, inType);
    case 'XSLT':
      return xslt(ctx, step, input.body, inType);
    case 'JOLT': {
      const output = await plain(ctx, { kind: 'jolt', spec: step.value, input: input.body, maxChars });
      return { output, contentType: resolveContentType(step.outputContentType, 'application/json') };
    }
    case 'THYMELEAF':
      return thymeleaf(ctx, step, input.body, inType);
    case 'HANDLEBARS': {
      const contentType = resolveContentType(step.outputContentType, inType);
      const task: PlainTask = {
        kind: 'handlebars',
        template: step.value,
        input: input.body,
        inType,
        escapeHtml: kindOf(contentType) === 'xml',
        maxChars,
      };
      return { output: await plain(ctx, task), contentType };
    }
  }
}

function reasonOf(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  const max = transformLimits.reasonChars;
  return reason.length > max ? `${reason.slice(0, max)}…` : reason;
}

/**
 * Runs the steps in order, each on the previous step's output. A failing step stops the run: the
 * result says which step (numbered from 1, as `index` is) and why, with every step that ran.
 */
export const runTransforms: RunTransforms = async (transforms, input, options) => {
  const share = options?.share ?? 'default';
  const steps: TransformStepResult[] = [];
  let current: Payload = input;
  let written = 0;
  for (const [i, step] of transforms.entries()) {
    const index = i + 1;
    const started = performance.now();
    try {
      const ctx = { share, log: options?.log, index, type: step.type };
      const { output, contentType } = await runStep(ctx, step, current);
      written += output.length;
      const budget = options?.totalOutputChars;
      if (budget !== undefined && written > budget) {
        throw new Error(`The steps' outputs together are larger than ${megabytes(budget)}`);
      }
      steps.push({
        index,
        type: step.type,
        description: step.description,
        output,
        contentType,
        durationMs: elapsed(started),
        error: null,
      });
      current = { body: output, contentType };
    } catch (error) {
      // The workers being busy with the caller's own earlier work is a 429, not the step's failure.
      if (error instanceof AppError) throw error;
      const reason = reasonOf(error);
      steps.push({
        index,
        type: step.type,
        description: step.description,
        output: null,
        contentType: resolveContentType(step.outputContentType, current.contentType),
        durationMs: elapsed(started),
        error: reason,
      });
      const run: TransformRun = {
        ok: false,
        steps,
        failedStep: index,
        error: `Step ${index} (${step.type}) failed: ${reason}`,
      };
      return run;
    }
  }
  return { ok: true, output: current, steps };
};

function elapsed(since: number): number {
  return Math.round((performance.now() - since) * 100) / 100;
}
