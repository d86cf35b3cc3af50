/** JOLT's stock math functions (a port of JOLT's Math), with JSON numbers standing for Java's Integer/Long/Double. */
import {
  argDrivenFunction,
  baseFunction,
  intValue,
  isInt,
  isLong,
  type JoltFunction,
  listFunction,
  longValue,
  singleFunction,
  toNumber,
} from './function-kinds.js';
import { ABSENT, type Opt, some } from './json.js';

type Buckets = { int: number | null; long: number | null; double: number | null };

/** Java keeps separate Integer, Long and Double extremes and then compares them as longs. */
function extreme(
  args: unknown[],
  pick: (a: number, b: number) => number,
  better: (a: number, b: number) => boolean,
): Opt {
  const found: Buckets = { int: null, long: null, double: null };
  for (const raw of args) {
    const arg = typeof raw === 'string' ? toNumber(raw).value : raw;
    if (typeof arg !== 'number') continue;
    const bucket = isInt(arg) ? 'int' : isLong(arg) ? 'long' : 'double';
    const current = found[bucket];
    found[bucket] = current === null ? arg : pick(current, arg);
  }
  const candidates = (['int', 'long', 'double'] as const).filter((bucket) => found[bucket] !== null);
  if (candidates.length === 0) return ABSENT;
  let best = candidates[0] ?? 'int';
  for (const bucket of candidates) {
    const value = found[bucket] ?? 0;
    const bestValue = found[best] ?? 0;
    if (better(longValue(value), longValue(bestValue))) best = bucket;
  }
  return some(found[best]);
}

const max = (args: unknown[]) => extreme(args, Math.max, (a, b) => a > b);
const min = (args: unknown[]) => extreme(args, Math.min, (a, b) => a < b);

function abs(arg: unknown): Opt {
  const number = typeof arg === 'string' ? toNumber(arg).value : arg;
  return typeof number === 'number' ? some(Math.abs(number)) : ABSENT;
}

function sum(args: unknown[], convert: (value: number) => number): Opt {
  let total = 0;
  for (const arg of args) {
    const number = toNumber(arg);
    if (number.present) total += convert(number.value as number);
  }
  return some(total);
}

function subtract(args: unknown[], accepts: (value: unknown) => value is number): Opt {
  const [a, b] = args;
  return args.length === 2 && accepts(a) && accepts(b) ? some(a - b) : ABSENT;
}

function divide(args: unknown[]): Opt {
  if (args.length !== 2) return ABSENT;
  const numerator = toNumber(args[0]);
  const denominator = toNumber(args[1]);
  if (!numerator.present || !denominator.present || denominator.value === 0) return ABSENT;
  return some((numerator.value as number) / (denominator.value as number));
}

/** BigDecimal(double).setScale(digits, HALF_UP): toFixed rounds the exact binary value too. */
function divideAndRound(digits: number, args: unknown[]): Opt {
  const result = divide(args);
  if (!result.present || digits < 0 || digits > 100) return ABSENT;
  const value = result.value as number;
  return some(Math.sign(value) * Number(Math.abs(value).toFixed(digits)));
}

const isNumber = (value: unknown): value is number => typeof value === 'number';

export const MATH_FUNCTIONS: Readonly<Record<string, JoltFunction>> = {
  min: baseFunction((arg) => (typeof arg === 'number' ? some(arg) : ABSENT), min),
  max: baseFunction((arg) => (typeof arg === 'number' ? some(arg) : ABSENT), max),
  abs: singleFunction(abs),
  avg: listFunction((args) => {
    const numbers = args.map(toNumber).filter((number) => number.present);
    return numbers.length === 0
      ? ABSENT
      : some(numbers.reduce((total, n) => total + (n.value as number), 0) / numbers.length);
  }),
  intSum: listFunction((args) => sum(args, intValue)),
  doubleSum: listFunction((args) => sum(args, (value) => value)),
  longSum: listFunction((args) => sum(args, longValue)),
  intSubtract: listFunction((args) => subtract(args, isInt)),
  // A JSON 3.0 reads as 3 here, so any number stands in for a Java Double.
  doubleSubtract: listFunction((args) => subtract(args, isNumber)),
  longSubtract: listFunction((args) => subtract(args, isLong)),
  divide: listFunction(divide),
  divideAndRound: argDrivenFunction(isInt, null, divideAndRound),
};
