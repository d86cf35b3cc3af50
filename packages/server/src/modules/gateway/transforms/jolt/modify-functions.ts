/** The right-hand side of a modify spec: literals, `@(n,path)` and `^context` references, `=function(args)` calls. */
import { type JoltFunction, toNumber } from './function-kinds.js';
import { findFunction } from './functions.js';
import { ABSENT, JoltSpecError, type JsonMap, type Opt, some } from './json.js';
import { transposeData } from './match.js';
import { buildTraversal, parseKey } from './path-element.js';
import { parseFunctionArgs } from './spec-string.js';
import type { WalkedPath } from './walked-path.js';

export interface ModifyEnv {
  /** The caller's context under the key "root", so `^a.b` reads like any other path. */
  readonly context: JsonMap;
}

type Arg = (walked: WalkedPath, env: ModifyEnv) => Opt;

interface Evaluator {
  /** Null: the value of the only argument. */
  readonly fn: JoltFunction | null;
  readonly args: readonly Arg[];
}

/** A string, or a list whose entries are tried in order until one gives a value; anything else is a literal. */
export function buildEvaluators(rhs: unknown): Evaluator[] {
  if (typeof rhs === 'string') return [buildEvaluator(rhs)];
  if (Array.isArray(rhs) && rhs.length > 0) {
    return rhs.map((item) => (typeof item === 'string' ? buildEvaluator(item) : literalEvaluator(item)));
  }
  return [literalEvaluator(rhs)];
}

export function firstAvailable(evaluators: readonly Evaluator[], input: Opt, walked: WalkedPath, env: ModifyEnv): Opt {
  for (const evaluator of evaluators) {
    const value = evaluate(evaluator, input, walked, env);
    if (value.present) return value;
  }
  return ABSENT;
}

function literalEvaluator(value: unknown): Evaluator {
  return { fn: null, args: [() => some(value)] };
}

/** JOLT gives no value (rather than failing) for a function it does not know, so `[ "=unknown", "x" ]` falls through. */
const UNKNOWN_FUNCTION: JoltFunction = () => ABSENT;

function buildEvaluator(rhs: string): Evaluator {
  if (!rhs.startsWith('=')) return { fn: null, args: [singleArg(rhs, false)] };
  if (!rhs.includes('(') && !rhs.endsWith(')')) {
    return { fn: findFunction(rhs.slice(1)) ?? UNKNOWN_FUNCTION, args: [] };
  }
  if (!rhs.includes('(') || !rhs.endsWith(')'))
    throw new JoltSpecError(`function call "${rhs}" has unbalanced parentheses`);
  const [name = '', ...args] = parseFunctionArgs(rhs.slice(1));
  const fn = findFunction(name);
  // An unknown function with arguments gives its first argument's value, as JOLT does.
  return { fn, args: args.map((arg) => singleArg(arg, true)) };
}

function singleArg(arg: string, forFunction: boolean): Arg {
  if (arg.startsWith('^')) {
    const path = arg.slice(1);
    const traversal = buildTraversal(path.trim() === '' ? 'root' : `root.${path}`);
    return (walked, env) => traversal.read(env.context, walked);
  }
  if (arg.startsWith('@')) {
    const element = parseKey(arg);
    if (element.kind !== 'transpose' && element.kind !== 'at')
      throw new JoltSpecError(`expected an '@' reference, got "${arg}"`);
    const transpose = element.kind === 'transpose' ? element : parseKey('@(0,)');
    if (transpose.kind !== 'transpose') throw new JoltSpecError(`expected an '@' reference, got "${arg}"`);
    return (walked) => transposeData(transpose, walked);
  }
  const value = forFunction ? parseLiteral(arg) : arg;
  return () => some(value);
}

/** Function arguments: '' is null, 'quoted' is text, true/false are booleans, numbers are numbers. */
function parseLiteral(arg: string): unknown {
  if (arg.length === 0) return null;
  if (arg.length >= 2 && arg.startsWith("'") && arg.endsWith("'")) return arg.slice(1, -1);
  if (/^(true|false)$/i.test(arg)) return arg.toLowerCase() === 'true';
  const number = toNumber(arg);
  return number.present ? number.value : arg;
}

function evaluate(evaluator: Evaluator, input: Opt, walked: WalkedPath, env: ModifyEnv): Opt {
  const { fn, args } = evaluator;
  try {
    if (!fn) return args[0] ? args[0](walked, env) : ABSENT;
    if (args.length === 1 && args[0]) {
      const value = args[0](walked, env);
      return value.present ? fn([value.value]) : fn([]);
    }
    if (args.length > 1) return fn(args.map((arg) => arg(walked, env).value));
    return input.present ? fn([input.value]) : fn([]);
  } catch {
    // JOLT treats a function that fails on its arguments as having no value.
    return ABSENT;
  }
}
