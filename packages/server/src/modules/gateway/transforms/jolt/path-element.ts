/**
 * The kinds of key JOLT specs use, parsed once (a port of JOLT's PathElementBuilder and path elements),
 * and the right-hand-side paths (`a.&1.b[]`, `@(1,x)` sub-paths) made of them: evaluated against the
 * walked path into keys, then read from or written into a tree (a port of JOLT's
 * PathEvaluatingTraversal and Traversr). One file because the grammar is recursive: an `@(1,x)` key
 * holds a path, and a path is made of keys.
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
import {
  countOf,
  fixLeadingBracketSugar,
  parseDotNotation,
  removeEscapeChars,
  removeEscapedValues,
} from './spec-string.js';
import type { WalkedPath } from './walked-path.js';

/** `&`, `&1`, `&(1,2)`, `$2`, `#1`: how many levels up, and which wildcard group there. */
export interface Reference {
  readonly pathIndex: number;
  readonly keyGroup: number;
}

export type ArrayIndex =
  | { kind: 'auto' }
  | { kind: 'explicit'; index: string }
  | { kind: 'reference'; ref: Reference }
  | { kind: 'hash'; ref: Reference }
  | { kind: 'transpose'; transpose: TransposeElement };

export interface TransposeElement {
  readonly kind: 'transpose';
  readonly raw: string;
  readonly canonical: string;
  readonly upLevel: number;
  readonly reader: Traversal | null;
}

export type PathElement =
  | { readonly kind: 'literal'; readonly raw: string; readonly canonical: string }
  | { readonly kind: 'at'; readonly raw: string; readonly canonical: '@' }
  | { readonly kind: 'starAll'; readonly raw: '*'; readonly canonical: '*' }
  | { readonly kind: 'starSingle'; readonly raw: string; readonly canonical: string; prefix: string; suffix: string }
  | {
      readonly kind: 'starDouble';
      readonly raw: string;
      readonly canonical: string;
      prefix: string;
      mid: string;
      suffix: string;
    }
  | { readonly kind: 'starRegex'; readonly raw: string; readonly canonical: string; readonly regex: RegExp }
  | { readonly kind: 'amp'; readonly raw: string; readonly canonical: string; readonly tokens: (string | Reference)[] }
  | { readonly kind: 'dollar'; readonly raw: string; readonly canonical: string; readonly ref: Reference }
  | { readonly kind: 'hash'; readonly raw: string; readonly canonical: string; readonly value: string }
  | { readonly kind: 'array'; readonly raw: string; readonly canonical: string; readonly index: ArrayIndex }
  | TransposeElement;

export type StarElement = Extract<PathElement, { kind: 'starAll' | 'starSingle' | 'starDouble' | 'starRegex' }>;

export function isStar(element: PathElement): element is StarElement {
  return element.kind.startsWith('star');
}

/** One key of a spec's left-hand side, or one segment of a right-hand-side path. */
export function parseKey(origKey: string): PathElement {
  const hasEscape = origKey.includes('\\');
  const inspect = hasEscape ? removeEscapedValues(origKey) : origKey;
  const key = hasEscape ? removeEscapeChars(origKey) : origKey;
  if (inspect === '@') return { kind: 'at', raw: key, canonical: '@' };
  if (inspect === '*') return { kind: 'starAll', raw: '*', canonical: '*' };
  if (inspect.startsWith('[')) return arrayElement(origKey, inspect, key);
  if (inspect.startsWith('@') || inspect.includes('@(')) return parseTranspose(origKey);
  if (inspect.includes('@')) throw new JoltSpecError(`key "${origKey}" can only have '@' at its start`);
  if (inspect.includes('$')) return { kind: 'dollar', raw: key, ...reference('$', key) };
  if (inspect.includes('[')) return arrayElement(origKey, inspect, key);
  if (inspect.includes('&')) {
    if (inspect.includes('*')) throw new JoltSpecError(`key "${origKey}" mixes '*' with '&'`);
    return ampElement(key);
  }
  if (inspect.includes('*')) return starElement(key);
  if (inspect.includes('#')) return hashElement(key);
  return { kind: 'literal', raw: key, canonical: key.replaceAll('.', '\\.') };
}

export function starElement(key: string): StarElement {
  if (key === '*') return { kind: 'starAll', raw: '*', canonical: '*' };
  const parts = key.split('*');
  const [prefix = '', mid = '', suffix = ''] = parts;
  if (parts.length === 2) return { kind: 'starSingle', raw: key, canonical: key, prefix, suffix: mid };
  if (parts.length === 3) return { kind: 'starDouble', raw: key, canonical: key, prefix, mid, suffix };
  const pattern = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('(.+?)');
  return { kind: 'starRegex', raw: key, canonical: key, regex: new RegExp(`^${pattern}$`) };
}

function arrayElement(origKey: string, inspect: string, key: string): PathElement {
  if (countOf(inspect, '[') !== 1 || countOf(inspect, ']') !== 1) {
    throw new JoltSpecError(`key "${origKey}" has too many [] references`);
  }
  if (!key.startsWith('[') || !key.endsWith(']')) throw new JoltSpecError(`invalid array key "${origKey}"`);
  if (key.length === 2) return { kind: 'array', raw: key, canonical: '[]', index: { kind: 'auto' } };
  const meat = key.slice(1, -1);
  if (meat[0] === '&') {
    const ref = reference('&', meat);
    return { kind: 'array', raw: key, canonical: `[${ref.canonical}]`, index: { kind: 'reference', ref: ref.ref } };
  }
  if (meat[0] === '#') {
    const ref = hashReference(meat);
    return { kind: 'array', raw: key, canonical: `[#${ref.pathIndex}]`, index: { kind: 'hash', ref } };
  }
  if (meat[0] === '@') {
    const transpose = parseTranspose(meat);
    return { kind: 'array', raw: key, canonical: `[${transpose.canonical}]`, index: { kind: 'transpose', transpose } };
  }
  const index = parseJavaInt(meat);
  if (index === null || index < 0) throw new JoltSpecError(`bad explicit array index "${meat}" in key "${origKey}"`);
  return { kind: 'array', raw: key, canonical: `[${meat}]`, index: { kind: 'explicit', index: meat } };
}

function reference(token: '&' | '$', text: string): { ref: Reference; canonical: string } {
  const meat = text.slice(1);
  let pathIndex = 0;
  let keyGroup = 0;
  if (meat.length >= 3 && meat.startsWith('(') && meat.endsWith(')')) {
    const [first = '', second, ...more] = meat.slice(1, -1).split(',');
    if (more.length > 0) throw new JoltSpecError(`invalid reference "${text}"`);
    pathIndex = referenceNumber(first, text);
    if (second !== undefined) keyGroup = referenceNumber(second, text);
  } else if (meat.length > 0) {
    pathIndex = referenceNumber(meat, text);
  }
  return { ref: { pathIndex, keyGroup }, canonical: `${token}(${pathIndex},${keyGroup})` };
}

function referenceNumber(text: string, whole: string): number {
  const value = parseJavaInt(text.trim());
  if (value === null) throw new JoltSpecError(`unable to parse reference "${whole}"`);
  if (value < 0) throw new JoltSpecError(`reference "${whole}" can not be negative`);
  return value;
}

function hashReference(text: string): Reference {
  return { pathIndex: text.length > 1 ? referenceNumber(text.slice(1), text) : 0, keyGroup: 0 };
}

function ampElement(key: string): PathElement {
  const tokens: (string | Reference)[] = [];
  let canonical = '';
  let literal = '';
  let index = 0;
  while (index < key.length) {
    const c = key[index];
    if (c === '&') {
      if (literal.length > 0) {
        tokens.push(literal);
        canonical += literal;
        literal = '';
      }
      let end = index + 1;
      while (end < key.length && /[\d(),]/.test(key.charAt(end))) end++;
      const ref = reference('&', key.slice(index, end));
      tokens.push(ref.ref);
      canonical += ref.canonical;
      index = end;
    } else {
      literal += c;
      index++;
    }
  }
  if (literal.length > 0) {
    tokens.push(literal);
    canonical += literal;
  }
  return { kind: 'amp', raw: key, canonical, tokens };
}

function hashElement(key: string): PathElement {
  if (!key.startsWith('#')) throw new JoltSpecError(`key "${key}" should start with '#'`);
  if (key.length <= 1) throw new JoltSpecError(`key "${key}" is too short`);
  let value = key.slice(1);
  if (key[1] === '(') {
    if (!key.endsWith(')')) throw new JoltSpecError(`key "${key}" has mismatched parentheses`);
    value = key.slice(2, -1);
  }
  return { kind: 'hash', raw: key, canonical: `#(${value})`, value };
}

/** `@`, `@name`, `@1`, `@(1,path.to.value)`: reads data relative to where the traversal is. */
export function parseTranspose(key: string): TransposeElement {
  if (key.length < 2) throw new JoltSpecError(`'@' key "${key}" is too short`);
  if (key[0] !== '@') throw new JoltSpecError(`'@' key "${key}" must start with '@'`);
  let meat = key.slice(1);
  if (meat.includes('@')) throw new JoltSpecError(`'@' key "${key}" can not contain a nested '@'`);
  if (meat.includes('*') || meat.includes('[]')) {
    throw new JoltSpecError(`'@' key "${key}" can not contain the wildcards * and []`);
  }
  if (meat.startsWith('(')) {
    if (!meat.endsWith(')')) throw new JoltSpecError(`'@' key "${key}" is missing its ')'`);
    meat = meat.slice(1, -1);
  }
  let upLevel = 0;
  let subPath: string | null = meat;
  const numbered = /^(\d+)(?:,(.*))?$/s.exec(meat);
  if (/^\d/.test(meat)) {
    if (!numbered) throw new JoltSpecError(`'@' key "${key}" has a non-numeric level`);
    upLevel = Number(numbered[1]);
    subPath = numbered[2] ?? null;
  }
  if (!subPath) return { kind: 'transpose', raw: key, canonical: `@(${upLevel},)`, upLevel, reader: null };
  const reader = transposeReader(subPath);
  return { kind: 'transpose', raw: key, canonical: `@(${upLevel},${reader.canonical})`, upLevel, reader };
}

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
