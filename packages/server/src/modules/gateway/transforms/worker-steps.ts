import { autoConvert, formToJson, xmlToJson } from './auto.ts';
import { boundedJson } from './bounded-json.ts';
import { kindOf, parseJson } from './content-types.ts';
import { applyJolt } from './jolt/index.ts';
import { megabytes, renderHandlebars } from './templates.ts';
import { renderThymeleafText } from './thymeleaf-text.ts';

/**
 * The steps written in TypeScript that run inside a transform worker (sandbox-worker.mjs imports
 * this module): HANDLEBARS, THYMELEAF text, JOLT and AUTO, and the parsing of a template's model.
 * They are synchronous, so on the event loop a template writing one 1 MB value two hundred times, or
 * a JOLT spec copying it to thousands of places, held every other request for seconds; in a worker
 * the deadline ends them and `maxChars` stops their output as it grows.
 */
export type PlainTask =
  | { kind: 'handlebars'; template: string; input: string; inType: string; escapeHtml: boolean; maxChars: number }
  | { kind: 'thymeleaf-text'; template: string; input: string; inType: string; maxChars: number }
  | { kind: 'jolt'; spec: string; input: string; maxChars: number }
  | { kind: 'auto'; input: string; inType: string; outType: string; maxChars: number };

/** The model of a template: the input parsed by its content type (text stays text). */
export function modelOf(body: string, contentType: string): unknown {
  const kind = kindOf(contentType);
  if (kind === 'json') return parseJson(body);
  if (kind === 'xml') return xmlToJson(body);
  if (kind === 'form') return formToJson(body);
  return body;
}

/** THYMELEAF's model is an object: anything else is offered as `input`. */
export function thymeleafModel(body: string, contentType: string): Record<string, unknown> {
  const value = modelOf(body, contentType);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : { input: value };
}

function capped(output: string, maxChars: number): string {
  if (output.length > maxChars) throw new Error(`The output is larger than ${megabytes(maxChars)}`);
  return output;
}

export function runPlainStep(task: PlainTask): string {
  switch (task.kind) {
    case 'handlebars':
      return renderHandlebars(task.template, modelOf(task.input, task.inType), task.escapeHtml, task.maxChars);
    case 'thymeleaf-text':
      return renderThymeleafText(task.template, thymeleafModel(task.input, task.inType), task.maxChars);
    case 'jolt': {
      const spec = parseJson(task.spec, 'The JOLT spec');
      return boundedJson(applyJolt(spec, parseJson(task.input)) ?? null, task.maxChars);
    }
    case 'auto':
      return capped(autoConvert(task.input, task.inType, task.outType), task.maxChars);
  }
}
