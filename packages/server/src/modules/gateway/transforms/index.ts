import { createHash } from 'node:crypto';
import type { Transform } from '@store-console/contract';
import type { Payload, RunTransforms, TransformRun, TransformStepResult } from '../types.ts';
import { autoConvert, formToJson, xmlToJson } from './auto.ts';
import { boundedJson } from './bounded-json.ts';
import { kindOf, parseJson, resolveContentType } from './content-types.ts';
import { applyJolt } from './jolt/index.ts';
import { runInWorker } from './pool.ts';
import { isMarkupTemplate, renderHandlebars, renderThymeleafText } from './templates.ts';

export { closeTransforms } from './pool.ts';

/** The sandbox's limits (GATEWAY.md): a JAVASCRIPT step's deadline and memory, an XSLT step's time. */
export const transformLimits = {
  javascriptDeadlineMs: 100,
  javascriptMemoryBytes: 32 * 1024 * 1024,
  /** Past the deadline QuickJS interrupts itself; past this grace the worker thread is terminated. */
  javascriptGraceMs: 100,
  /** Compiling a stylesheet the first time takes up to ~1 s on a busy machine. */
  xsltMs: 5000,
  thymeleafMs: 2000,
  /** The most characters a JOLT step's JSON may have (a spec can copy one value to many places). */
  joltOutputChars: 16 * 1024 * 1024,
};

type StepOutput = { output: string; contentType: string };

/** The model of a template or script: the input parsed by its content type (text stays text). */
function modelOf(body: string, contentType: string): unknown {
  const kind = kindOf(contentType);
  if (kind === 'json') return parseJson(body);
  if (kind === 'xml') return xmlToJson(body);
  if (kind === 'form') return formToJson(body);
  return body;
}

function unwrap(reply: Awaited<ReturnType<typeof runInWorker>>): string {
  if (!reply.ok) throw new Error(reply.error);
  return reply.output;
}

/**
 * JAVASCRIPT: the script is a single expression or the body of `function (input, contentType)`;
 * its value is the output (a string as it is, anything else as JSON). `input` is the parsed JSON
 * when the input is JSON, else the text. Runs in QuickJS in a worker: no I/O, a deadline, a memory cap.
 */
async function javascript(step: Transform, body: string, inType: string): Promise<StepOutput> {
  const deadlineMs = transformLimits.javascriptDeadlineMs;
  const reply = await runInWorker(
    {
      kind: 'javascript',
      script: step.value,
      input: body,
      inputIsJson: kindOf(inType) === 'json',
      contentType: inType,
      deadlineMs,
      memoryBytes: transformLimits.javascriptMemoryBytes,
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

async function xslt(step: Transform, body: string, inType: string): Promise<StepOutput> {
  if (kindOf(inType) !== 'xml') throw new Error(`XSLT needs XML input, not ${inType} (add an AUTO step before it)`);
  const key = createHash('sha256').update(step.value).digest('hex');
  const sef = stylesheets.get(key);
  const reply = await runInWorker(
    { kind: 'xslt', stylesheet: sef ? '' : step.value, sef, input: body },
    transformLimits.xsltMs,
    `The stylesheet ran longer than ${transformLimits.xsltMs} ms`,
  );
  if (reply.ok && reply.sef) {
    if (stylesheets.size >= maxStylesheets) stylesheets.delete(stylesheets.keys().next().value ?? '');
    stylesheets.set(key, reply.sef);
  }
  return { output: unwrap(reply), contentType: resolveContentType(step.outputContentType, inType) };
}

async function thymeleaf(step: Transform, body: string, inType: string): Promise<StepOutput> {
  const value = modelOf(body, inType);
  const model = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : { input: value };
  const contentType = resolveContentType(step.outputContentType, inType);
  if (!isMarkupTemplate(step.value)) return { output: renderThymeleafText(step.value, model), contentType };
  const reply = await runInWorker(
    { kind: 'thymeleaf', template: step.value, model: { ...model } },
    transformLimits.thymeleafMs,
    `The template ran longer than ${transformLimits.thymeleafMs} ms`,
  );
  return { output: unwrap(reply), contentType };
}

async function runStep(step: Transform, input: Payload): Promise<StepOutput> {
  const inType = resolveContentType(step.inputContentType, input.contentType);
  switch (step.type) {
    case 'RAW':
      return { output: input.body, contentType: resolveContentType(step.outputContentType, inType) };
    case 'AUTO': {
      const outType = resolveContentType(step.outputContentType, inType);
      return { output: autoConvert(input.body, inType, outType), contentType: outType };
    }
    case 'JAVASCRIPT':
      return javascript(step, input.body, inType);
    case 'XSLT':
      return xslt(step, input.body, inType);
    case 'JOLT': {
      const spec = parseJson(step.value, 'The JOLT spec');
      const output = boundedJson(applyJolt(spec, parseJson(input.body)) ?? null, transformLimits.joltOutputChars);
      return { output, contentType: resolveContentType(step.outputContentType, 'application/json') };
    }
    case 'THYMELEAF':
      return thymeleaf(step, input.body, inType);
    case 'HANDLEBARS': {
      const contentType = resolveContentType(step.outputContentType, inType);
      const output = renderHandlebars(step.value, modelOf(input.body, inType), kindOf(contentType) === 'xml');
      return { output, contentType };
    }
  }
}

/**
 * Runs the steps in order, each on the previous step's output. A failing step stops the run: the
 * result says which step (numbered from 1, as `index` is) and why, with every step that ran.
 */
export const runTransforms: RunTransforms = async (transforms, input) => {
  const steps: TransformStepResult[] = [];
  let current: Payload = input;
  for (const [i, step] of transforms.entries()) {
    const index = i + 1;
    const started = performance.now();
    try {
      const { output, contentType } = await runStep(step, current);
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
      const reason = error instanceof Error ? error.message : String(error);
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
