/**
 * The shapes of JOLT's modify functions: how each kind spreads its arguments (a port of JOLT's Function).
 * A function returns ABSENT when it has no value, and the key is then left as it was.
 */
import { ABSENT, type Opt, some } from './json.js';

export type JoltFunction = (args: unknown[]) => Opt;

/** Java's number classes, as JOLT's functions tell them apart; a whole JSON number counts as an Integer or Long. */
export const isInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= -2147483648 && value <= 2147483647;
export const isLong = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && !isInt(value);
export const isDouble = (value: unknown): value is number => typeof value === 'number' && !Number.isInteger(value);

/** One argument is the value (a list goes to `list`), several are a list. */
export function baseFunction(single: (arg: unknown) => Opt, list: (args: unknown[]) => Opt): JoltFunction {
  return (args) => {
    if (args.length === 0) return ABSENT;
    if (args.length > 1) return list(args);
    const [arg] = args;
    if (Array.isArray(arg)) return arg.length === 0 ? ABSENT : list(arg);
    return arg === null || arg === undefined ? ABSENT : single(arg);
  };
}

/** Applies to one value, or to each element of a list (keeping the ones it can not change). */
export function singleFunction(single: (arg: unknown) => Opt): JoltFunction {
  return baseFunction(single, (args) => some(args.map((arg) => orElse(single(arg), arg))));
}

/** Only for lists of values; a single value gives nothing. */
export function listFunction(list: (args: unknown[]) => Opt): JoltFunction {
  return baseFunction(() => ABSENT, list);
}

/** The first argument configures the function (a separator, an index…) and must be of the right type. */
export function argDrivenFunction<S>(
  isSpecial: (value: unknown) => value is S,
  single: ((special: S, arg: unknown) => Opt) | null,
  list: (special: S, args: unknown[]) => Opt,
): JoltFunction {
  return (given) => {
    const args = given.length === 1 && Array.isArray(given[0]) ? given[0] : given;
    const special = args[0];
    if (args.length < 2 || !isSpecial(special)) return ABSENT;
    if (args.length === 2) {
      const arg = args[1];
      if (Array.isArray(arg)) return list(special, arg);
      return single ? single(special, arg) : ABSENT;
    }
    return list(special, args.slice(1));
  };
}

/** Like argDrivenFunction, applying `single` to each element of a list. */
export function argDrivenSingleFunction<S>(
  isSpecial: (value: unknown) => value is S,
  single: (special: S, arg: unknown) => Opt,
): JoltFunction {
  return argDrivenFunction(isSpecial, single, (special, args) =>
    some(args.map((arg) => orElse(single(special, arg), arg))),
  );
}

/** Works on the list itself (or the one value), several arguments being a list. */
export function squashFunction(single: (arg: unknown) => Opt): JoltFunction {
  return (args) => {
    if (args.length === 0) return ABSENT;
    if (args.length > 1) return single(args);
    const [arg] = args;
    if (Array.isArray(arg)) return arg.length === 0 ? ABSENT : single(arg);
    return arg === null || arg === undefined ? ABSENT : single(arg);
  };
}

export function orElse(value: Opt, fallback: unknown): unknown {
  return value.present ? value.value : fallback;
}

export const isString = (value: unknown): value is string => typeof value === 'string';

/** Java's Integer.parseInt, Long.parseLong, then Double.parseDouble. */
export function toNumber(value: unknown): Opt {
  if (typeof value === 'number') return some(value);
  if (typeof value !== 'string') return ABSENT;
  if (/^[+-]?\d+$/.test(value)) {
    const parsed = Number(value);
    // Beyond a Java long the text is not a number to Long.parseLong, but Double.parseDouble still reads it.
    return some(parsed);
  }
  const text = value.trim();
  const double = /^[+-]?(?:NaN|Infinity|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)[fFdD]?$/.exec(text);
  if (!double) return ABSENT;
  return some(Number(text.replace(/[fFdD]$/, '')));
}

/** Java's Number.intValue(): doubles truncate and saturate, longs wrap. */
export function intValue(value: number): number {
  if (Number.isNaN(value)) return 0;
  if (!Number.isInteger(value)) return Math.max(-2147483648, Math.min(2147483647, Math.trunc(value)));
  return isInt(value) ? value : Number(BigInt.asIntN(32, BigInt(value)));
}

export function longValue(value: number): number {
  return Number.isNaN(value) ? 0 : Math.trunc(value);
}
