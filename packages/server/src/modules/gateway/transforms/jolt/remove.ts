/** JOLT remove: deletes the keys the spec names, wildcards included (a port of JOLT's Removr). */
import { describe, getKey, isMap, JoltSpecError, type JsonMap, parseJavaInt } from './json.js';
import { starMatches } from './match.js';
import { isStar, type PathElement, starElement } from './path-element.js';

interface RemoveSpec {
  readonly element: PathElement;
  /** Null for a leaf: the matched keys are removed. */
  readonly children: readonly RemoveSpec[] | null;
}

export function buildRemove(spec: unknown): (input: unknown) => unknown {
  if (!isMap(spec)) throw new JoltSpecError(`remove expects a spec that is an object, got ${describe(spec)}`);
  const root = parseChildren(spec);
  return (input) => {
    processChildren(root, input);
    return input;
  };
}

function parseChildren(spec: JsonMap): RemoveSpec[] {
  return Object.entries(spec).flatMap(([rawKey, rhs]) =>
    rawKey.split('|').map((key) => {
      const element: PathElement = key.includes('*') ? starElement(key) : { kind: 'literal', raw: key, canonical: key };
      if (isMap(rhs)) return { element, children: parseChildren(rhs) };
      if (typeof rhs === 'string' && rhs.trim() === '') return { element, children: null };
      throw new JoltSpecError(
        `remove key "${key}" should have "" or an object as its value, got ${JSON.stringify(rhs)}`,
      );
    }),
  );
}

function literalIndex(element: PathElement): number | null {
  const index = element.kind === 'literal' ? parseJavaInt(element.raw) : null;
  return index !== null && index >= 0 ? index : null;
}

function processChildren(children: readonly RemoveSpec[], input: unknown): void {
  if (Array.isArray(input)) {
    const remove = new Set<number>();
    for (const child of children) for (const index of applyToList(child, input)) remove.add(index);
    for (const index of [...remove].sort((a, b) => b - a)) input.splice(index, 1);
  } else if (isMap(input)) {
    const remove = children.flatMap((child) => applyToMap(child, input));
    for (const key of remove) delete input[key];
  }
}

/** Keys of this map to remove (leaf), after removing inside the matched values (composite). */
function applyToMap(spec: RemoveSpec, map: JsonMap): string[] {
  const { element } = spec;
  const matching = isStar(element)
    ? Object.keys(map).filter((key) => starMatches(element, key))
    : Object.hasOwn(map, element.raw)
      ? [element.raw]
      : [];
  if (!spec.children) return matching;
  for (const key of matching) processChildren(spec.children, getKey(map, key));
  return [];
}

function applyToList(spec: RemoveSpec, list: unknown[]): number[] {
  const { element } = spec;
  const index = literalIndex(element);
  const matching =
    element.kind === 'starAll' ? list.map((_, at) => at) : index !== null && index < list.length ? [index] : [];
  if (!spec.children) return matching;
  for (const at of matching) processChildren(spec.children, list[at]);
  return [];
}
