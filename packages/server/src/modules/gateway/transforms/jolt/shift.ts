/** JOLT shift: copies data from the input tree into a new output tree, driven by the spec (a port of Shiftr). */
import {
  type ChildSpec,
  type CompositeChildren,
  processInput,
  type Strategy,
  shiftStrategy,
  sortComputed,
} from './composite.js';
import { describe, isMap, JoltSpecError, type JsonMap, type Opt, some } from './json.js';
import { matchElement, transposeData } from './match.js';
import { type PathElement, parseKey, shiftWriter, type Traversal } from './path-element.js';
import { lastStep, matched, rawKey, type WalkedPath } from './walked-path.js';

type ShiftSpec = ChildSpec<JsonMap>;

const COMPUTED_ORDER = { amp: 1, starRegex: 2, starDouble: 3, starSingle: 4, starAll: 5 } as const;
const SPECIAL_KINDS = new Set(['at', 'hash', 'dollar', 'transpose']);

const MATCHABLE = new Set([
  'literal',
  'at',
  'starAll',
  'starSingle',
  'starDouble',
  'starRegex',
  'amp',
  'dollar',
  'hash',
  'array',
  'transpose',
]);

export function buildShift(spec: unknown): (input: unknown) => unknown {
  if (!isMap(spec)) throw new JoltSpecError(`shift expects a spec that is an object, got ${describe(spec)}`);
  const root = composite('root', spec);
  return (input) => {
    const output: JsonMap = {};
    const walked: WalkedPath = [{ treeRef: input, matched: matched('root') }];
    root.apply('root', some(input), walked, output);
    return output.root ?? null;
  };
}

function lhsElement(key: string): PathElement {
  const element = parseKey(key);
  if (!MATCHABLE.has(element.kind)) throw new JoltSpecError(`shift key "${key}" is not a valid input key`);
  return element;
}

/** Children of a spec level; `a|b` is one child per alternative. */
function children(spec: JsonMap): ShiftSpec[] {
  const result: ShiftSpec[] = [];
  const seen = new Set<string>();
  for (const [rawLhs, rhs] of Object.entries(spec)) {
    for (const key of rawLhs.split('|')) {
      const child = isMap(rhs) ? composite(key, rhs) : leaf(key, rhs);
      if (seen.has(child.element.canonical)) {
        throw new JoltSpecError(`shift has the key "${child.element.canonical}" twice at one level`);
      }
      seen.add(child.element.canonical);
      result.push(child);
    }
  }
  return result;
}

function composite(key: string, spec: JsonMap): ShiftSpec {
  const element = lhsElement(key);
  if (element.kind === 'at') throw new JoltSpecError(`shift key "@" can not have children (under "${key}")`);
  if (element.kind === 'dollar') throw new JoltSpecError(`shift key "${key}" ('$') can not have children`);
  const all = children(spec);
  if (all.length === 0) throw new JoltSpecError(`shift key "${key}" has an empty {} as its value`);
  const special: ShiftSpec[] = [];
  const literals = new Map<string, ShiftSpec>();
  const computed: ShiftSpec[] = [];
  for (const child of all) {
    if (child.element.kind === 'literal') literals.set(child.element.raw, child);
    else if (SPECIAL_KINDS.has(child.element.kind)) special.push(child);
    else computed.push(child);
  }
  sortComputed(computed, COMPUTED_ORDER);
  const kids: CompositeChildren<JsonMap> = { literals, computed };
  const strategy: Strategy = shiftStrategy(kids);
  return {
    element,
    apply(inputKey, input, walked, output) {
      const level = matchElement(element, inputKey, walked);
      if (!level) return false;
      let data: Opt = input;
      if (element.kind === 'transpose') {
        data = transposeData(element, walked);
        if (!data.present) return false;
      }
      walked.push({ treeRef: data.value, matched: level });
      for (const child of special) child.apply(inputKey, data, walked, output);
      processInput(strategy, kids, data, walked, output);
      walked.pop();
      lastStep(walked).matched.hashCount++;
      return true;
    },
  };
}

function leaf(key: string, rhs: unknown): ShiftSpec {
  const element = lhsElement(key);
  let writers: Traversal[];
  if (typeof rhs === 'string') writers = [shiftWriter(rhs)];
  else if (Array.isArray(rhs)) writers = rhs.map(shiftWriter);
  else if (rhs === null) writers = [];
  else
    throw new JoltSpecError(`shift key "${key}" should have an object, a string or an array of strings as its value`);
  return {
    element,
    apply(inputKey, input, walked, output) {
      const level = matchElement(element, inputKey, walked);
      if (!level) return false;
      let data: unknown;
      let realChild = false;
      if (element.kind === 'dollar' || element.kind === 'hash') data = rawKey(level);
      else if (element.kind === 'at') data = input.value;
      else if (element.kind === 'transpose') {
        const found = transposeData(element, walked);
        if (!found.present) return false;
        data = found.value;
      } else {
        data = input.value;
        realChild = true;
      }
      walked.push({ treeRef: input.value, matched: level });
      for (const writer of writers) writer.write(data, output, walked);
      walked.pop();
      if (realChild) lastStep(walked).matched.hashCount++;
      return realChild;
    },
  };
}
