/** How a composite spec level visits its input: literal children first or not, wildcards in order (JOLT's ExecutionStrategy). */
import { ABSENT, isMap, javaString, type Opt, parseJavaInt, some } from './json.js';
import { starMatches } from './match.js';
import { isStar, type PathElement } from './path-element.js';
import { lastStep, type WalkedPath } from './walked-path.js';

export interface ChildSpec<E> {
  readonly element: PathElement;
  /** True when this child took the key, so later wildcards do not see it. */
  apply(key: string, input: Opt, walked: WalkedPath, env: E): boolean;
}

export interface CompositeChildren<E> {
  readonly literals: ReadonlyMap<string, ChildSpec<E>>;
  readonly computed: readonly ChildSpec<E>[];
}

export type Strategy =
  | 'availableLiterals'
  | 'allLiterals'
  | 'computed'
  | 'conflict'
  | 'availableLiteralsWithComputed'
  | 'allLiteralsWithComputed';

/** Orders wildcard children: by kind (the operation's order), then longer keys first, then alphabetically. */
export function sortComputed<E>(computed: ChildSpec<E>[], order: Partial<Record<PathElement['kind'], number>>): void {
  computed.sort((a, b) => {
    const byKind = (order[a.element.kind] ?? 99) - (order[b.element.kind] ?? 99);
    if (byKind !== 0) return byKind;
    const ac = a.element.canonical;
    const bc = b.element.canonical;
    if (ac.length !== bc.length) return bc.length - ac.length;
    return ac < bc ? -1 : ac > bc ? 1 : 0;
  });
}

/** Literal children alone, wildcards alone, both without overlap, or a conflict where literals win key by key. */
export function shiftStrategy<E>(children: CompositeChildren<E>): Strategy {
  if (children.computed.length === 0) return 'availableLiterals';
  if (children.literals.size === 0) return 'computed';
  for (const child of children.computed) {
    const element = child.element;
    if (!isStar(element)) return 'conflict';
    for (const literal of children.literals.keys()) if (starMatches(element, literal)) return 'conflict';
  }
  return 'availableLiteralsWithComputed';
}

export function processInput<E>(
  strategy: Strategy,
  children: CompositeChildren<E>,
  input: Opt,
  walked: WalkedPath,
  env: E,
): void {
  const value = input.value;
  if (isMap(value)) processMap(strategy, children, value, walked, env);
  else if (Array.isArray(value)) processList(strategy, children, value, walked, env);
  else if (value !== null) processScalar(strategy, children, javaString(value), walked, env);
}

function processMap<E>(
  strategy: Strategy,
  c: CompositeChildren<E>,
  map: Record<string, unknown>,
  walked: WalkedPath,
  env: E,
): void {
  const has = (key: string) => Object.hasOwn(map, key);
  if (strategy === 'availableLiterals' || strategy === 'availableLiteralsWithComputed') {
    for (const [key, child] of c.literals) if (has(key)) child.apply(key, some(map[key]), walked, env);
  }
  if (strategy === 'allLiterals' || strategy === 'allLiteralsWithComputed') {
    for (const [key, child] of c.literals) child.apply(key, has(key) ? some(map[key]) : ABSENT, walked, env);
  }
  if (strategy === 'computed' || strategy.endsWith('WithComputed')) {
    for (const [key, value] of Object.entries(map)) applyComputed(c.computed, key, some(value), walked, env);
  }
  if (strategy === 'conflict') {
    for (const [key, value] of Object.entries(map)) applyLiteralOrComputed(c, key, some(value), walked, env);
  }
}

function processList<E>(
  strategy: Strategy,
  c: CompositeChildren<E>,
  list: unknown[],
  walked: WalkedPath,
  env: E,
): void {
  const origSize = lastStep(walked).matched.origSize;
  const element = (index: number): Opt => {
    const item = list[index];
    return item === null && origSize !== undefined && index >= origSize ? ABSENT : some(item);
  };
  if (strategy === 'availableLiterals' || strategy === 'availableLiteralsWithComputed') {
    for (const [key, child] of c.literals) {
      const index = parseJavaInt(key);
      if (index !== null && index >= 0 && index < list.length) child.apply(key, element(index), walked, env);
    }
  }
  if (strategy === 'allLiterals' || strategy === 'allLiteralsWithComputed') {
    for (const [key, child] of c.literals) {
      const index = parseJavaInt(key);
      child.apply(key, index !== null && index >= 0 && index < list.length ? element(index) : ABSENT, walked, env);
    }
  }
  if (strategy === 'computed' || strategy.endsWith('WithComputed')) {
    for (let index = 0; index < list.length; index++)
      applyComputed(c.computed, String(index), element(index), walked, env);
  }
  if (strategy === 'conflict') {
    for (let index = 0; index < list.length; index++)
      applyLiteralOrComputed(c, String(index), element(index), walked, env);
  }
}

function processScalar<E>(
  strategy: Strategy,
  c: CompositeChildren<E>,
  scalar: string,
  walked: WalkedPath,
  env: E,
): void {
  if (strategy !== 'computed' && strategy !== 'conflict') c.literals.get(scalar)?.apply(scalar, ABSENT, walked, env);
  if (strategy === 'computed' || strategy.endsWith('WithComputed'))
    applyComputed(c.computed, scalar, ABSENT, walked, env);
  if (strategy === 'conflict') applyLiteralOrComputed(c, scalar, ABSENT, walked, env);
}

function applyLiteralOrComputed<E>(c: CompositeChildren<E>, key: string, input: Opt, walked: WalkedPath, env: E): void {
  const literal = c.literals.get(key);
  if (literal) literal.apply(key, input, walked, env);
  else applyComputed(c.computed, key, input, walked, env);
}

function applyComputed<E>(
  computed: readonly ChildSpec<E>[],
  key: string,
  input: Opt,
  walked: WalkedPath,
  env: E,
): void {
  for (const child of computed) if (child.apply(key, input, walked, env)) break;
}
