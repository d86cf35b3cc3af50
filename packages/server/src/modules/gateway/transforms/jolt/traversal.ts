/**
 * A right-hand-side path (`a.&1.b[]`, `@(1,x)` sub-paths): evaluated against the walked path into keys, then
 * read from or written into a tree (a port of JOLT's PathEvaluatingTraversal and Traversr).
 */
import {
  ABSENT,
  getKey,
  hasKey,
  isMap,
  JoltSpecError,
  JoltTransformError,
  type JsonMap,
  type Opt,
  parseJavaInt,
  setKey,
  some,
} from './json.js';
import { evaluateElement } from './match.js';
import { type PathElement, parseKey } from './path-element.js';
import { fixLeadingBracketSugar, parseDotNotation } from './spec-string.js';
import type { WalkedPath } from './walked-path.js';

type StepKind = 'map' | 'array' | 'auto';

export interface Traversal {
  readonly canonical: string;
  read(tree: unknown, walked: WalkedPath): Opt;
  /** Shift's write: a second value at the same place turns it into an array of both. */
  write(data: unknown, tree: JsonMap, walked: WalkedPath): void;
}

/** Indexes can come from input keys (`[&1]`); a key such as "999999999" must not allocate a huge array. */
export const MAX_ARRAY_INDEX = 100_000;

const EVALUATABLE = new Set(['literal', 'amp', 'dollar', 'transpose', 'array']);

/** Reader for the path inside `@(n,path)`. */
export function transposeReader(subPath: string): Traversal {
  return buildTraversal(subPath);
}

/** Writer for a shift output path; everything is written under the "root" key of a holder map. */
export function shiftWriter(rhs: unknown): Traversal {
  if (typeof rhs !== 'string') {
    throw new JoltSpecError(`an output path should be a string or an array of strings, got ${JSON.stringify(rhs)}`);
  }
  return buildTraversal(rhs.trim() === '' ? 'root' : `root.${rhs}`);
}

export function buildTraversal(dotNotation: string): Traversal {
  if (
    (dotNotation.includes('*') && !dotNotation.includes('\\*')) ||
    (dotNotation.includes('$') && !dotNotation.includes('\\$'))
  ) {
    throw new JoltSpecError(`an output path can not contain '*' or '$': "${dotNotation}"`);
  }
  const elements: PathElement[] = [];
  if (dotNotation.trim() !== '') {
    for (const key of parseDotNotation(fixLeadingBracketSugar(dotNotation))) {
      const element = parseKey(key);
      if (element.kind === 'at') throw new JoltSpecError(`'.@.' is not valid in an output path: "${dotNotation}"`);
      if (!EVALUATABLE.has(element.kind))
        throw new JoltSpecError(`"${key}" is not valid in an output path "${dotNotation}"`);
      elements.push(element);
    }
  }
  const canonical = elements.map((element) => element.canonical).join('.');
  const evaluate = (walked: WalkedPath): Step[] | null => {
    if (elements.length === 0) return [{ kind: 'map', key: '' }];
    const steps: Step[] = [];
    for (const element of elements) {
      const key = evaluateElement(element, walked);
      if (key === null) return null;
      steps.push({ kind: stepKind(element), key });
    }
    return steps;
  };
  return {
    canonical,
    read(tree, walked) {
      const steps = evaluate(walked);
      return steps ? get(tree, steps) : ABSENT;
    },
    write(data, tree, walked) {
      const steps = evaluate(walked);
      if (steps) set(tree, steps, data);
    },
  };
}

function stepKind(element: PathElement): StepKind {
  if (element.canonical === '[]') return 'auto';
  return element.canonical.startsWith('[') && element.canonical.endsWith(']') ? 'array' : 'map';
}

function fits(kind: StepKind, tree: unknown): boolean {
  return kind === 'map' ? isMap(tree) : Array.isArray(tree);
}

function stepGet(kind: StepKind, tree: unknown, key: string): Opt {
  if (kind === 'auto') return ABSENT;
  if (Array.isArray(tree)) {
    const index = parseJavaInt(key) ?? Number.NaN;
    return index >= 0 && index < tree.length ? some(tree[index]) : ABSENT;
  }
  return isMap(tree) && hasKey(tree, key) ? some(getKey(tree, key)) : ABSENT;
}

function stepSet(kind: StepKind, tree: unknown, key: string, data: unknown): void {
  if (Array.isArray(tree)) {
    if (kind === 'auto') {
      tree.push(data);
      return;
    }
    const index = parseJavaInt(key) ?? 0;
    if (index > MAX_ARRAY_INDEX) {
      throw new JoltTransformError(`array index ${index} is above the limit of ${MAX_ARRAY_INDEX}`);
    }
    while (tree.length <= index) tree.push(null);
    tree[index] = data;
  } else if (isMap(tree)) {
    setKey(tree, key, data);
  }
}

interface Step {
  readonly kind: StepKind;
  readonly key: string;
}

function get(tree: unknown, steps: Step[]): Opt {
  let current = tree;
  for (const [index, { kind, key }] of steps.entries()) {
    if (current === null || current === undefined || !fits(kind, current)) return ABSENT;
    const found = stepGet(kind, current, key);
    if (index === steps.length - 1) return found;
    current = found.value;
  }
  return ABSENT;
}

function set(tree: unknown, steps: Step[], data: unknown): void {
  let current = tree;
  for (const [index, { kind, key }] of steps.entries()) {
    if (current === null || current === undefined || !fits(kind, current)) return;
    const existing = stepGet(kind, current, key);
    const next = steps[index + 1];
    if (!next) {
      if (!existing.present || existing.value === null) stepSet(kind, current, key, data);
      else if (Array.isArray(existing.value)) existing.value.push(data);
      else stepSet(kind, current, key, [existing.value, data]);
      return;
    }
    let sub = existing.value;
    if (sub === null) {
      sub = next.kind === 'map' ? {} : [];
      stepSet(kind, current, key, sub);
    }
    current = sub;
  }
}
