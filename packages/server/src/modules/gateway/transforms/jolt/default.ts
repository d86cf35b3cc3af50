/** JOLT default: fills in values that are missing or null, never overwriting data (a port of JOLT's Defaultr). */
import {
  deepCopy,
  describe,
  getKey,
  isMap,
  JoltSpecError,
  JoltTransformError,
  type JsonMap,
  parseJavaInt,
  setKey,
} from './json.js';

type Op = 'literal' | 'or' | 'star';

interface Key {
  readonly op: Op;
  readonly rawKey: string;
  readonly keyStrings: readonly string[];
  /** A spec key ending in `[]`: its value is an array. */
  readonly isArrayOutput: boolean;
  readonly isArrayChild: boolean;
  /** Sorted: literals first, then alternatives (fewer first), then `*`. */
  readonly children: readonly Key[] | null;
  readonly literalValue: unknown;
  readonly outputArraySize: number;
}

const OP_ORDER: Record<Op, number> = { literal: 0, or: 1, star: 2 };

export function buildDefault(spec: unknown): (input: unknown) => unknown {
  if (!isMap(spec)) throw new JoltSpecError(`default expects a spec that is an object, got ${describe(spec)}`);
  const mapRoot = parseKey('root', spec, false);
  // The same spec applied to a top-level array only works when every key is an index or '*'.
  let arrayRoot: Key | null = null;
  try {
    arrayRoot = parseKey('root[]', spec, false);
  } catch {
    arrayRoot = null;
  }
  return (input) => {
    const data = input ?? {};
    if (Array.isArray(data)) {
      if (!arrayRoot) throw new JoltTransformError('this default spec can not handle input that is a top-level array');
      applyChildren(arrayRoot, data);
    } else {
      applyChildren(mapRoot, data);
    }
    return data;
  };
}

function parseKey(rawJsonKey: string, spec: unknown, isArrayChild: boolean): Key {
  const isArrayOutput = rawJsonKey.endsWith('[]');
  const rawKey = isArrayOutput ? rawJsonKey.replaceAll('[]', '') : rawJsonKey;
  let op: Op = 'literal';
  if (rawKey.includes('*')) {
    if (rawKey !== '*') throw new JoltSpecError(`default key "${rawKey}" is invalid: a key with '*' can only be '*'`);
    op = 'star';
  } else if (rawKey.includes('|')) {
    op = 'or';
  }
  const keyStrings = op === 'or' ? rawKey.split('|') : op === 'literal' ? [rawKey] : [];
  if (isArrayChild) {
    for (const key of keyStrings) {
      if (parseJavaInt(key) === null)
        throw new JoltSpecError(`default key "${key}" under an array key should be an index`);
    }
  }
  let children: Key[] | null = null;
  let outputArraySize = -1;
  if (isMap(spec)) {
    children = Object.entries(spec).map(([key, value]) => parseKey(key, value, isArrayOutput));
    children.sort((a, b) => {
      const byOp = OP_ORDER[a.op] - OP_ORDER[b.op];
      if (byOp !== 0 || a.op !== 'or') return byOp;
      const byCount = a.keyStrings.length - b.keyStrings.length;
      return byCount !== 0 ? byCount : a.rawKey < b.rawKey ? -1 : a.rawKey > b.rawKey ? 1 : 0;
    });
    if (isArrayOutput) {
      for (const child of children) {
        const index = child.op === 'literal' ? (parseJavaInt(child.rawKey) ?? -1) : -1;
        outputArraySize = Math.max(outputArraySize, index);
      }
    }
  }
  return {
    op,
    rawKey,
    keyStrings,
    isArrayOutput,
    isArrayChild,
    children,
    literalValue: children ? null : spec,
    outputArraySize,
  };
}

function applyChildren(key: Key, defaultee: unknown): void {
  if (key.isArrayOutput && Array.isArray(defaultee)) {
    while (defaultee.length < key.outputArraySize + 1) defaultee.push(null);
  }
  for (const child of key.children ?? []) applyChild(child, defaultee);
}

function applyChild(key: Key, container: unknown): void {
  if (key.isArrayChild) {
    if (!Array.isArray(container)) return;
    const indexes =
      key.op === 'star'
        ? container.map((_, index) => index)
        : key.keyStrings
            .map((text) => parseJavaInt(text) ?? -1)
            .filter((index) => index >= 0 && index < container.length);
    for (const index of indexes) {
      container[index] = applyValue(key, container[index]);
    }
  } else if (isMap(container)) {
    const keys =
      key.op === 'star'
        ? Object.keys(container)
        : key.op === 'or'
          ? key.keyStrings.filter((text) => Object.hasOwn(container, text))
          : key.keyStrings;
    for (const text of keys) setKey(container, text, applyValue(key, getKey(container, text)));
  }
}

/** The value to keep at a place: the existing one (with its children defaulted) or a copy of the default. */
function applyValue(key: Key, existing: unknown): unknown {
  if (!key.children) return existing === null || existing === undefined ? deepCopy(key.literalValue) : existing;
  const value: unknown = existing ?? (key.isArrayOutput ? [] : ({} as JsonMap));
  applyChildren(key, value);
  return value;
}
