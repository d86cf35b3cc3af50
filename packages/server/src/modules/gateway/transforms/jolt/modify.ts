/**
 * JOLT modify-overwrite-beta / modify-default-beta / modify-define-beta: computes values in place with functions
 * (`=toUpper`, `=concat(@(1,a),'-',^ctx)`), references and literals (a port of JOLT's Modifier).
 */
import { type ChildSpec, type CompositeChildren, processInput, type Strategy, sortComputed } from './composite.js';
import {
  deepCopy,
  describe,
  getKey,
  hasKey,
  isMap,
  JoltSpecError,
  type JsonMap,
  type Opt,
  parseJavaInt,
  setKey,
  some,
} from './json.js';
import { matchElement } from './match.js';
import { buildEvaluators, firstAvailable, type ModifyEnv } from './modify-functions.js';
import { isStar, type PathElement, parseKey } from './path-element.js';
import { lastStep, type MatchedElement, matched, rawKey, type WalkedPath } from './walked-path.js';

export type OpMode = 'overwrite' | 'default' | 'define';
type ModifySpec = ChildSpec<ModifyEnv>;
type DataType = { kind: 'list'; maxIndex: number } | { kind: 'map' } | { kind: 'runtime' };

const PREFIXES: Record<string, OpMode> = { '+': 'overwrite', '~': 'default', _: 'define' };
const COMPUTED_ORDER = { array: 1, starRegex: 2, starDouble: 3, starSingle: 4, starAll: 5 } as const;

export function buildModify(spec: unknown, opMode: OpMode): (input: unknown, context: unknown) => unknown {
  if (!isMap(spec)) throw new JoltSpecError(`modify expects a spec that is an object, got ${describe(spec)}`);
  const root = composite('root', spec, opMode);
  return (input, context) => {
    const env: ModifyEnv = { context: { root: context ?? null } };
    const walked: WalkedPath = [{ treeRef: input, matched: matched('root') }];
    root.apply('root', some(input), walked, env);
    return input;
  };
}

/** `+key`, `~key`, `_key` choose the mode for one key; `key?` applies only when the key is there. */
function parseModifyKey(rawJsonKey: string, inherited: OpMode) {
  let key = rawJsonKey;
  const prefixMode = PREFIXES[key.charAt(0)];
  const opMode = prefixMode ?? inherited;
  const endsWithQuestion = key.length > 1 && key.endsWith('?');
  if (prefixMode) key = key.slice(1);
  const checkValue = endsWithQuestion && !key.endsWith('\\?');
  if (checkValue) key = key.slice(0, -1);
  const element = parseKey(key);
  if (!isStar(element) && element.kind !== 'literal' && element.kind !== 'array') {
    throw new JoltSpecError(`modify key "${rawJsonKey}" is not supported: use a name, a '*' pattern or an [index]`);
  }
  return { element, opMode, checkValue };
}

function children(spec: JsonMap, opMode: OpMode): (ModifySpec & { checkValue: boolean })[] {
  const result: (ModifySpec & { checkValue: boolean })[] = [];
  const seen = new Set<string>();
  for (const [rawLhs, rhs] of Object.entries(spec)) {
    for (const key of rawLhs.split('|')) {
      const child = isMap(rhs) && Object.keys(rhs).length > 0 ? composite(key, rhs, opMode) : leaf(key, rhs, opMode);
      if (seen.has(child.element.canonical)) throw new JoltSpecError(`modify has the key "${key}" twice at one level`);
      seen.add(child.element.canonical);
      result.push(child);
    }
  }
  return result;
}

/** The shared part of every modify spec: match the key, then skip absent values for `key?`. */
function withMatch(
  element: PathElement,
  checkValue: boolean,
  applyElement: (key: string, input: Opt, level: MatchedElement, walked: WalkedPath, env: ModifyEnv) => void,
): ModifySpec['apply'] {
  return (inputKey, input, walked, env) => {
    const level = matchElement(element, inputKey, walked);
    if (!level) return false;
    if (!checkValue || input.present) applyElement(inputKey, input, level, walked, env);
    return true;
  };
}

function composite(key: string, spec: JsonMap, inherited: OpMode): ModifySpec & { checkValue: boolean } {
  const { element, opMode, checkValue } = parseModifyKey(key, inherited);
  const literals = new Map<string, ModifySpec>();
  const computed: ModifySpec[] = [];
  let maxIndex = -1;
  let mapAt: string | null = null;
  let arrayAt: string | null = null;
  for (const child of children(spec, opMode)) {
    const childElement = child.element;
    if (childElement.kind === 'literal') {
      mapAt = childElement.canonical;
      literals.set(childElement.raw, child);
    } else if (childElement.kind === 'array') {
      arrayAt = childElement.canonical;
      if (childElement.index.kind !== 'explicit') {
        throw new JoltSpecError(
          `modify key "${childElement.raw}" under "${key}": only explicit [index] keys are supported`,
        );
      }
      const index = Number(childElement.index.index);
      if (!child.checkValue) maxIndex = Math.max(maxIndex, index);
      literals.set(String(index), child);
    } else {
      if (childElement.kind !== 'starAll') mapAt = childElement.canonical;
      computed.push(child);
    }
    if (mapAt !== null && arrayAt !== null) {
      throw new JoltSpecError(`modify key "${key}" mixes array indexes and map keys: ${mapAt} and ${arrayAt}`);
    }
  }
  const dataType: DataType =
    arrayAt !== null ? { kind: 'list', maxIndex } : mapAt !== null ? { kind: 'map' } : { kind: 'runtime' };
  sortComputed(computed, COMPUTED_ORDER);
  const kids: CompositeChildren<ModifyEnv> = { literals, computed };
  let strategy: Strategy = 'allLiteralsWithComputed';
  if (computed.length === 0) strategy = 'allLiterals';
  else if (literals.size === 0) strategy = 'computed';
  else if (opMode === 'define' && dataType.kind === 'list') strategy = 'conflict';

  const apply = withMatch(element, checkValue, (inputKey, inputOpt, level, walked, env) => {
    let input = inputOpt.value;
    let data = inputOpt;
    if (!isCompatible(dataType, input)) return;
    if (input === null) {
      input = create(dataType, inputKey, walked, opMode);
      if (input !== null) data = some(input);
    }
    let here = level;
    if (Array.isArray(input)) {
      const origSize = input.length;
      if (dataType.kind === 'list') while (input.length <= dataType.maxIndex) input.push(null);
      here = matched(rawKey(level), [], origSize);
    }
    walked.push({ treeRef: input, matched: here });
    processInput(strategy, kids, data, walked, env);
    walked.pop();
  });
  return { element, checkValue, apply };
}

function leaf(key: string, rhs: unknown, inherited: OpMode): ModifySpec & { checkValue: boolean } {
  const { element, opMode, checkValue } = parseModifyKey(key, inherited);
  const evaluators = buildEvaluators(rhs);
  const apply = withMatch(element, checkValue, (_inputKey, input, level, walked, env) => {
    const parent = lastStep(walked).treeRef;
    walked.push({ treeRef: input.value, matched: level });
    const value = firstAvailable(evaluators, input, walked, env);
    if (value.present) setData(parent, level, deepCopy(value.value), opMode);
    walked.pop();
  });
  return { element, checkValue, apply };
}

function isCompatible(dataType: DataType, input: unknown): boolean {
  if (dataType.kind === 'list') return input === null || Array.isArray(input);
  if (dataType.kind === 'map') return input === null || isMap(input);
  return input !== null;
}

function applicableToMap(opMode: OpMode, map: JsonMap, key: string): boolean {
  if (opMode === 'default') return getKey(map, key) === null || getKey(map, key) === undefined;
  if (opMode === 'define') return !hasKey(map, key);
  return true;
}

function applicableToList(opMode: OpMode, list: unknown[], index: number, origSize: number | undefined): boolean {
  if (index < 0 || index >= list.length || origSize === undefined || origSize < 0) return false;
  if (opMode === 'default') return list[index] === null;
  if (opMode === 'define') return index >= origSize && list[index] === null;
  return true;
}

/** A missing map or list the spec's children need, when the mode lets this key be written. */
function create(dataType: DataType, key: string, walked: WalkedPath, opMode: OpMode): unknown {
  const step = lastStep(walked);
  const parent = step.treeRef;
  const value = dataType.kind === 'list' ? [] : {};
  if (isMap(parent) && applicableToMap(opMode, parent, key)) {
    setKey(parent, key, value);
    return value;
  }
  const index = parseJavaInt(key) ?? -1;
  if (Array.isArray(parent) && applicableToList(opMode, parent, index, step.matched.origSize)) {
    parent[index] = value;
    return value;
  }
  return null;
}

function setData(parent: unknown, level: MatchedElement, value: unknown, opMode: OpMode): void {
  if (isMap(parent)) {
    if (applicableToMap(opMode, parent, rawKey(level))) setKey(parent, rawKey(level), value);
  } else if (Array.isArray(parent) && level.origSize !== undefined) {
    const index = parseJavaInt(rawKey(level)) ?? -1;
    if (applicableToList(opMode, parent, index, level.origSize)) parent[index] = value;
  }
}
