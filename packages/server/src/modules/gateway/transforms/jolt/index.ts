/**
 * JOLT (https://github.com/bazaarvoice/jolt) in TypeScript: shift, default, remove, sort, cardinality and the
 * modify operations, alone or chained. Checked against JOLT's own fixtures (./fixtures, see jolt.conformance.test.ts).
 */
import { buildCardinality } from './cardinality.js';
import { buildDefault } from './default.js';
import { deepCopy, describe, isMap, JoltSpecError } from './json.js';
import { buildModify } from './modify.js';
import { buildRemove } from './remove.js';
import { buildShift } from './shift.js';
import { sortJson } from './sort.js';

export { JoltSpecError, JoltTransformError } from './json.js';

type Operation = (input: unknown, context: unknown) => unknown;

const OPERATIONS: Record<string, (spec: unknown) => Operation> = {
  shift: (spec) => buildShift(spec),
  default: (spec) => buildDefault(spec),
  remove: (spec) => buildRemove(spec),
  sort: () => sortJson,
  cardinality: (spec) => buildCardinality(spec),
  'modify-overwrite-beta': (spec) => buildModify(spec, 'overwrite'),
  'modify-default-beta': (spec) => buildModify(spec, 'default'),
  'modify-define-beta': (spec) => buildModify(spec, 'define'),
};

/** Builds every step first (so a bad spec fails before any data moves), then runs them in order. */
export function compileJolt(spec: unknown): (input: unknown, context?: unknown) => unknown {
  const entries = Array.isArray(spec) ? spec : [spec];
  const steps = entries.map((entry, index) => compileEntry(entry, Array.isArray(spec) ? index : null));
  return (input, context = {}) => steps.reduce((data, step) => step(data, context), deepCopy(input));
}

/** Built runners by spec text: the gateway applies the same few specs on every request. */
const compiledBySpec = new Map<string, (input: unknown, context?: unknown) => unknown>();
const MAX_CACHED_SPECS = 200;

/** `spec` is a chain `[{operation, spec}, …]` or a single `{operation, spec}`; the input is never modified. */
export function applyJolt(spec: unknown, input: unknown, context?: unknown): unknown {
  const key = JSON.stringify(spec) ?? 'undefined';
  let run = compiledBySpec.get(key);
  if (!run) {
    run = compileJolt(spec);
    if (compiledBySpec.size >= MAX_CACHED_SPECS) {
      const oldest = compiledBySpec.keys().next().value;
      if (oldest !== undefined) compiledBySpec.delete(oldest);
    }
    compiledBySpec.set(key, run);
  }
  return run(input, context);
}

function compileEntry(entry: unknown, index: number | null): Operation {
  const where = index === null ? '' : ` (step ${index + 1})`;
  if (!isMap(entry)) throw new JoltSpecError(`expected {"operation": …, "spec": …}${where}, got ${describe(entry)}`);
  const operation = entry.operation;
  if (typeof operation !== 'string' || operation.trim() === '') {
    throw new JoltSpecError(`"operation" should be a non-empty string${where}`);
  }
  const build = Object.hasOwn(OPERATIONS, operation) ? OPERATIONS[operation] : undefined;
  if (!build) {
    throw new JoltSpecError(
      `unknown operation "${operation}"${where}; use one of ${Object.keys(OPERATIONS).join(', ')}`,
    );
  }
  if (operation !== 'sort' && !Object.hasOwn(entry, 'spec')) {
    throw new JoltSpecError(`operation "${operation}" needs a "spec"${where}`);
  }
  try {
    return build(entry.spec);
  } catch (error) {
    if (error instanceof JoltSpecError && where) error.message = `${error.message}${where}`;
    throw error;
  }
}
