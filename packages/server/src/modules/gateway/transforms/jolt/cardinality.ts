/** JOLT cardinality: makes values single (ONE) or arrays (MANY) in place (a port of JOLT's CardinalityTransform). */
import { sortComputed } from './composite.js';
import { deleteKey, describe, isMap, JoltSpecError, type JsonMap, javaString, setKey } from './json.js';
import { matchElement } from './match.js';
import { type PathElement, starElement } from './path-element.js';
import type { WalkedPath } from './walked-path.js';

interface CardinalitySpec {
  readonly element: PathElement;
  /** True when this spec took the key, so later wildcards do not see it. */
  apply(key: string, input: unknown, walked: WalkedPath, parent: unknown): boolean;
  /** Leaves only: applies ONE or MANY to the value and returns the new value. */
  adjust?: (key: string, input: unknown, parent: unknown) => unknown;
}

export function buildCardinality(spec: unknown): (input: unknown) => unknown {
  if (!isMap(spec)) throw new JoltSpecError(`cardinality expects a spec that is an object, got ${describe(spec)}`);
  const root = composite('root', spec);
  return (input) => {
    const holder: JsonMap = { root: input };
    root.apply('root', input, [], holder);
    return holder.root;
  };
}

function lhsElement(key: string): PathElement {
  if (key.includes('@')) {
    if (key !== '@') throw new JoltSpecError(`cardinality key "${key}" can only be a single '@'`);
    return { kind: 'at', raw: key, canonical: '@' };
  }
  if (key.includes('*')) return starElement(key);
  return { kind: 'literal', raw: key, canonical: key.replaceAll('.', '\\.') };
}

function composite(key: string, spec: JsonMap): CardinalitySpec {
  const element = lhsElement(key);
  if (element.kind === 'at') throw new JoltSpecError('cardinality key "@" can not have children');
  const literals = new Map<string, CardinalitySpec>();
  const computed: CardinalitySpec[] = [];
  const seen = new Set<string>();
  let special: CardinalitySpec['adjust'];
  for (const [childKey, rhs] of Object.entries(spec)) {
    const child = isMap(rhs) ? composite(childKey, rhs) : leaf(childKey, rhs);
    if (seen.has(child.element.canonical)) throw new JoltSpecError(`cardinality has the key "${childKey}" twice`);
    seen.add(child.element.canonical);
    // JOLT also files wildcard children under their raw key, so an input key "*" matches "*" literally.
    literals.set(child.element.raw, child);
    if (child.element.kind === 'at') {
      if (!child.adjust) throw new JoltSpecError('cardinality key "@" can not have children');
      special = child.adjust;
    } else if (child.element.kind !== 'literal') {
      computed.push(child);
    }
  }
  if (seen.size === 0) throw new JoltSpecError(`cardinality key "${key}" has an empty {} as its value`);
  sortComputed(computed, { starAll: 2, starSingle: 2, starDouble: 2, starRegex: 2 });
  const applyKey = (subKey: string, subInput: unknown, walked: WalkedPath, container: unknown) => {
    const literal = literals.get(subKey);
    if (literal) literal.apply(subKey, subInput, walked, container);
    else for (const child of computed) if (child.apply(subKey, subInput, walked, container)) break;
  };
  return {
    element,
    apply(inputKey, input, walked, parent) {
      const level = matchElement(element, inputKey, walked);
      if (!level) return false;
      walked.push({ treeRef: input, matched: level });
      let data = input;
      if (special) data = special(inputKey, data, parent);
      if (isMap(data)) {
        for (const [subKey, subInput] of Object.entries(data)) applyKey(subKey, subInput, walked, data);
      } else if (Array.isArray(data)) {
        for (let index = 0; index < data.length; index++) applyKey(String(index), data[index], walked, data);
      } else if (data !== null && data !== undefined) {
        applyKey(javaString(data), null, walked, javaString(data));
      }
      walked.pop();
      return true;
    },
  };
}

function leaf(key: string, rhs: unknown): CardinalitySpec {
  const element = lhsElement(key);
  if (rhs !== 'ONE' && rhs !== 'MANY') {
    throw new JoltSpecError(
      `cardinality key "${key}" should have "ONE" or "MANY" as its value, got ${JSON.stringify(rhs)}`,
    );
  }
  const adjust = (inputKey: string, input: unknown, parent: unknown): unknown => {
    let result: unknown = null;
    if (rhs === 'MANY') {
      if (Array.isArray(input)) result = input;
      else if (input === null || input === undefined) result = [];
      else result = [removeFrom(parent, inputKey)];
      putInto(parent, inputKey, result);
    } else if (Array.isArray(input)) {
      result = input.length > 0 ? input[0] : null;
      putInto(parent, inputKey, result);
    } else {
      result = null;
    }
    return result;
  };
  return {
    element,
    adjust,
    apply(inputKey: string, input: unknown, walked: WalkedPath, parent: unknown): boolean {
      if (!matchElement(element, inputKey, walked)) return false;
      adjust(inputKey, input, parent);
      return true;
    },
  };
}

function removeFrom(parent: unknown, key: string): unknown {
  if (isMap(parent)) return deleteKey(parent, key);
  if (Array.isArray(parent)) return parent[Number(key)];
  return null;
}

function putInto(parent: unknown, key: string, value: unknown): void {
  if (isMap(parent)) setKey(parent, key, value);
  else if (Array.isArray(parent)) parent[Number(key)] = value;
}
