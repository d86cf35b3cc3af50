/** JOLT's stock modify functions: strings, lists and values (a port of JOLT's Strings, Lists and Objects). */
import {
  argDrivenFunction,
  argDrivenSingleFunction,
  baseFunction,
  intValue,
  isInt,
  isString,
  type JoltFunction,
  listFunction,
  longValue,
  singleFunction,
  squashFunction,
  toNumber,
} from './function-kinds.js';
import { MATH_FUNCTIONS } from './functions-math.js';
import { ABSENT, isMap, javaSplit, javaString, type Opt, some } from './json.js';

/** Java's String.trim: strips characters up to U+0020 at both ends. */
function javaTrim(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 32) start++;
  while (end > start && text.charCodeAt(end - 1) <= 32) end--;
  return text.slice(start, end);
}

const stringFunction = (change: (text: string) => string): JoltFunction =>
  singleFunction((arg) => (typeof arg === 'string' ? some(change(arg)) : ABSENT));

function pad(left: boolean, source: string, args: unknown[]): Opt {
  const [width, filler] = args;
  if (!isInt(width) || typeof filler !== 'string') return ABSENT;
  if (width <= 0 || width > 500 || filler.length !== 1) return ABSENT;
  if (width <= source.length) return some(source);
  const padding = filler.repeat(width - source.length);
  return some(left ? padding + source : source + padding);
}

function join(separator: string, args: unknown[]): Opt {
  let out = '';
  args.forEach((arg, index) => {
    if (arg === null || arg === undefined) return;
    const text = javaString(arg);
    if (text === '') return;
    out += text;
    if (index < args.length - 1) out += separator;
  });
  return some(out);
}

function substring(args: unknown[]): Opt {
  const [text, start, end] = args;
  if (args.length !== 3 || typeof text !== 'string' || !isInt(start) || !isInt(end)) return ABSENT;
  if (start >= end || start < 0 || end < 1 || end > text.length) return ABSENT;
  return some(text.slice(start, end));
}

function toInteger(arg: unknown): Opt {
  const number = typeof arg === 'number' || typeof arg === 'string' ? toNumber(arg) : ABSENT;
  return number.present ? some(intValue(number.value as number)) : ABSENT;
}

function toLong(arg: unknown): Opt {
  const number = typeof arg === 'number' || typeof arg === 'string' ? toNumber(arg) : ABSENT;
  return number.present ? some(longValue(number.value as number)) : ABSENT;
}

function toBoolean(arg: unknown): Opt {
  if (typeof arg === 'boolean') return some(arg);
  if (typeof arg === 'string' && /^(true|false)$/i.test(arg)) return some(arg.toLowerCase() === 'true');
  return ABSENT;
}

function squashNulls(value: unknown, recursive: boolean): void {
  if (Array.isArray(value)) {
    for (let index = value.length - 1; index >= 0; index--) if (value[index] === null) value.splice(index, 1);
    if (recursive) for (const item of value) squashNulls(item, true);
  } else if (isMap(value)) {
    for (const [key, item] of Object.entries(value)) if (item === null) delete value[key];
    if (recursive) for (const item of Object.values(value)) squashNulls(item, true);
  }
}

function jsonEquals(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => jsonEquals(item, b[i]));
  if (isMap(a) && isMap(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && jsonEquals(a[key], b[key]))
    );
  }
  return a === b;
}

/** Java's Arrays.sort on mixed values fails, and so gives nothing. */
function sortList(args: unknown[]): Opt {
  if (args.every((arg) => typeof arg === 'string')) return some([...args].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  if (args.every((arg) => typeof arg === 'number')) return some([...args].sort((a, b) => a - b));
  if (args.every((arg) => typeof arg === 'boolean')) return some([...args].sort((a, b) => Number(a) - Number(b)));
  return args.length < 2 ? some([...args]) : ABSENT;
}

function size(args: unknown[]): Opt {
  if (args.length === 0) return ABSENT;
  if (args.length > 1) return some(args.length);
  const [arg] = args;
  if (Array.isArray(arg) || typeof arg === 'string') return some(arg.length);
  return isMap(arg) ? some(Object.keys(arg).length) : ABSENT;
}

const isIndex = (value: unknown): value is number => isInt(value);

export const FUNCTIONS: Readonly<Record<string, JoltFunction>> = {
  toLower: stringFunction((text) => text.toLowerCase()),
  toUpper: stringFunction((text) => text.toUpperCase()),
  trim: stringFunction(javaTrim),
  concat: listFunction((args) =>
    some(
      args
        .filter((arg) => arg !== null && arg !== undefined)
        .map(javaString)
        .join(''),
    ),
  ),
  join: argDrivenFunction(isString, null, join),
  split: argDrivenSingleFunction(isString, (separator, source) =>
    typeof source === 'string' ? some(javaSplit(source, new RegExp(separator))) : ABSENT,
  ),
  substring: listFunction(substring),
  leftPad: argDrivenFunction(isString, null, (source, args) => pad(true, source, args)),
  rightPad: argDrivenFunction(isString, null, (source, args) => pad(false, source, args)),
  ...MATH_FUNCTIONS,
  toInteger: singleFunction(toInteger),
  toDouble: singleFunction((arg) => (typeof arg === 'number' || typeof arg === 'string' ? toNumber(arg) : ABSENT)),
  toLong: singleFunction(toLong),
  toBoolean: singleFunction(toBoolean),
  toString: singleFunction((arg) => some(javaString(arg))),
  size,
  squashNulls: squashFunction((arg) => {
    squashNulls(arg, false);
    return some(arg);
  }),
  recursivelySquashNulls: squashFunction((arg) => {
    squashNulls(arg, true);
    return some(arg);
  }),
  squashDuplicates: squashFunction((arg) =>
    some(
      Array.isArray(arg)
        ? arg.filter((item, index) => arg.findIndex((other) => jsonEquals(item, other)) === index)
        : arg,
    ),
  ),
  noop: () => ABSENT,
  isPresent: (args) => (args.length === 0 ? ABSENT : some(args[0])),
  notNull: (args) => (args.length === 0 || args[0] === null || args[0] === undefined ? ABSENT : some(args[0])),
  isNull: (args) => (args.length === 0 || (args[0] !== null && args[0] !== undefined) ? ABSENT : some(null)),
  firstElement: listFunction((args) => (args.length > 0 ? some(args[0]) : ABSENT)),
  lastElement: listFunction((args) => (args.length > 0 ? some(args[args.length - 1]) : ABSENT)),
  elementAt: argDrivenFunction(isIndex, null, (index, args) =>
    index >= 0 && args.length > index ? some(args[index]) : ABSENT,
  ),
  toList: baseFunction(
    (arg) => some([arg]),
    (args) => some(args),
  ),
  sort: baseFunction((arg) => some(arg), sortList),
};

export function findFunction(name: string): JoltFunction | null {
  return Object.hasOwn(FUNCTIONS, name) ? (FUNCTIONS[name] ?? null) : null;
}
