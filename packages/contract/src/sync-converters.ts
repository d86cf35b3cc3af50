import {
  asText,
  dateFormats,
  decimalText,
  exactNumber,
  finerThanMicroseconds,
  mysqlZeroDate,
  toDate,
  toDateTime,
  toNumber,
} from './sync-converter-values.ts';

/**
 * Named, pure converters a mapping may name (docs/decisions/0063): trim, upper, number, integer,
 * X3 local-menu boolean (1/2), dates, currency… A mapping's `converter` is a name, optionally with
 * one argument after the first colon (`equals:1`, `map:FAC=BILLING,LIV=SHIPPING`).
 *
 * Rules shared by every converter:
 * - null and undefined pass through as null (the mapping's `defaultValue` then fills them).
 * - An error message never contains the row's value, so the engine can group failures by it
 *   (it is already the "signature with values stripped"); it may name the converter's argument,
 *   which is configuration, not data.
 * - A value reaches the store exactly or fails (packages/agent/README.md "Values"): `number` and
 *   `integer` answer a decimal text a double cannot hold as that text (canonical, never rounded);
 *   `datetime` keeps microseconds and fails a finer fraction that is not zeros.
 * - MySQL zero dates (`0000-00-00`, `0000-00-00 00:00:00`, a zero month or day) are "no date" in
 *   the ERPs that write them: `date` and `datetime` answer null with a `warning` (the engine
 *   counts it per table) rather than failing the row.
 */
export type ConverterResult = { ok: true; value: unknown; warning?: string } | { ok: false; error: string };
export type Converter = (value: unknown, argument: string | undefined) => ConverterResult;

export const converterNames = [
  'trim',
  'upper',
  'lower',
  'string',
  'number',
  'integer',
  'boolean',
  'x3bool',
  'equals',
  'map',
  'date',
  'datetime',
  'currency',
  'country',
  'lookup',
] as const;
export type ConverterName = (typeof converterNames)[number];

export type ConverterInfo = {
  /** One line for the mapping form. */
  description: string;
  /** Whether the converter takes an argument after a colon: required, optional or none. */
  argument: 'required' | 'optional' | 'none';
  /** A complete spec to show as an example (`map:FAC=BILLING,LIV=SHIPPING`). */
  example: string;
};

export const converterInfo: Record<ConverterName, ConverterInfo> = {
  trim: { description: 'Text without leading and trailing spaces', argument: 'none', example: 'trim' },
  upper: { description: 'Text in upper case (trimmed)', argument: 'none', example: 'upper' },
  lower: { description: 'Text in lower case (trimmed)', argument: 'none', example: 'lower' },
  string: { description: 'Any number, boolean or text as text', argument: 'none', example: 'string' },
  number: { description: 'A decimal number (from a number or decimal text)', argument: 'none', example: 'number' },
  integer: { description: 'A whole number (from a number or text)', argument: 'none', example: 'integer' },
  boolean: { description: 'true/false from true/false, 1/0, yes/no', argument: 'none', example: 'boolean' },
  x3bool: { description: 'Sage X3 yes/no local menu: 2 = true, 1 = false', argument: 'none', example: 'x3bool' },
  equals: {
    description: 'true when the value equals the argument, else false',
    argument: 'required',
    example: 'equals:1',
  },
  map: {
    description: 'Replace each listed code by its value; an unlisted code fails',
    argument: 'required',
    example: 'map:FAC=BILLING,LIV=SHIPPING',
  },
  date: {
    description: 'A date YYYY-MM-DD from a date, ISO text or YYYYMMDD (argument: the text format)',
    argument: 'optional',
    example: 'date:DD/MM/YYYY',
  },
  datetime: {
    description: 'An ISO timestamp (UTC) from a date or text; text without a zone is read as UTC',
    argument: 'none',
    example: 'datetime',
  },
  currency: { description: 'An ISO currency code: 3 letters, upper-cased', argument: 'none', example: 'currency' },
  country: { description: 'An ISO country code: 2 letters, upper-cased', argument: 'none', example: 'country' },
  lookup: {
    description: "The parent row's id found by its natural key in table.column (resolved by the sync engine)",
    argument: 'required',
    example: 'lookup:customers.code',
  },
};

/** The converter names with their descriptions, for a select or autocomplete. */
export const converterOptions = converterNames.map((name) => ({
  value: name,
  label: name,
  description: converterInfo[name].description,
  example: converterInfo[name].example,
}));

const ok = (value: unknown): ConverterResult => ({ ok: true, value });
const fail = (name: string, message: string): ConverterResult => ({ ok: false, error: `${name}: ${message}` });
const zeroDateWarning = (name: string) => `${name}: zero date loaded as NULL`;

function textConverter(name: string, transform: (text: string) => string): Converter {
  return (value) => {
    const text = asText(value);
    return text === null ? fail(name, 'expected text') : ok(transform(text));
  };
}

function codeConverter(name: string, letters: number, what: string): Converter {
  const pattern = new RegExp(`^[A-Z]{${letters}}$`);
  return (value) => {
    if (typeof value !== 'string') return fail(name, `expected ${what}: ${letters} letters`);
    const code = value.trim().toUpperCase();
    return pattern.test(code) ? ok(code) : fail(name, `not ${what}: expected ${letters} letters`);
  };
}

/** `map:` arguments parsed once (the engine applies one spec to millions of rows). */
const mapArguments = new Map<string, Map<string, string> | string>();

function parseMapArgument(argument: string): Map<string, string> | string {
  const cached = mapArguments.get(argument);
  if (cached !== undefined) return cached;
  let result: Map<string, string> | string;
  const entries = new Map<string, string>();
  result = entries;
  for (const pair of argument.split(',')) {
    const eq = pair.indexOf('=');
    if (eq === -1) {
      result = `The converter "map" expects KEY=VALUE pairs separated by commas; "${pair}" has no "="`;
      break;
    }
    const key = pair.slice(0, eq).trim();
    if (key === '') {
      result = 'The converter "map" expects KEY=VALUE pairs; a key is empty';
      break;
    }
    if (entries.has(key)) {
      result = `The converter "map" lists the key "${key}" twice`;
      break;
    }
    entries.set(key, pair.slice(eq + 1).trim());
  }
  if (mapArguments.size > 1000) mapArguments.clear();
  mapArguments.set(argument, result);
  return result;
}

const lookupArgument = /^[A-Za-z_][A-Za-z0-9_]*\.[A-Za-z_][A-Za-z0-9_]*$/;

const converterTable: Record<ConverterName, Converter> = {
  trim: textConverter('trim', (t) => t.trim()),
  upper: textConverter('upper', (t) => t.trim().toUpperCase()),
  lower: textConverter('lower', (t) => t.trim().toLowerCase()),
  string: textConverter('string', (t) => t),
  number: (value) => {
    if (typeof value === 'string' && decimalText.test(value.trim())) {
      const n = exactNumber(value.trim());
      return n === null ? fail('number', 'not a decimal number') : ok(n);
    }
    if (typeof value === 'bigint') return ok(Number.isSafeInteger(Number(value)) ? Number(value) : value.toString());
    const n = toNumber(value);
    return n === null ? fail('number', 'not a decimal number') : ok(n === 0 ? 0 : n);
  },
  integer: (value) => {
    if (typeof value === 'bigint') return ok(Number.isSafeInteger(Number(value)) ? Number(value) : value.toString());
    if (typeof value === 'string' && decimalText.test(value.trim())) {
      const n = exactNumber(value.trim());
      if (n === null) return fail('integer', 'not a number');
      if (typeof n === 'string') return /^-?\d+$/.test(n) ? ok(n) : fail('integer', 'not a whole number');
      return Number.isSafeInteger(n) ? ok(n) : fail('integer', 'not a whole number');
    }
    const n = toNumber(value);
    if (n === null) return fail('integer', 'not a number');
    if (!Number.isSafeInteger(n)) return fail('integer', 'not a whole number');
    return ok(n === 0 ? 0 : n);
  },
  boolean: (value) => {
    if (typeof value === 'boolean') return ok(value);
    const text = asText(value)?.trim().toLowerCase();
    if (text === 'true' || text === '1' || text === 'yes' || text === 'y') return ok(true);
    if (text === 'false' || text === '0' || text === 'no' || text === 'n') return ok(false);
    return fail('boolean', 'expected true/false, 1/0 or yes/no');
  },
  x3bool: (value) => {
    const n = typeof value === 'boolean' ? null : toNumber(value);
    if (n === 2) return ok(true);
    if (n === 1) return ok(false);
    return fail('x3bool', 'expected the X3 yes/no menu value 1 (No) or 2 (Yes)');
  },
  equals: (value, argument = '') => {
    const text = asText(value);
    if (text === null) return fail('equals', 'expected a number or text');
    if (text === argument || text.trim() === argument.trim()) return ok(true);
    // A number compares as a number (ITMSTA_0 = 1 equals "1.0"); text compares as text ("01" is not "1").
    const a = typeof value === 'number' || typeof value === 'bigint' ? toNumber(value) : null;
    const b = toNumber(argument);
    return ok(a !== null && b !== null && a === b);
  },
  map: (value, argument = '') => {
    const entries = parseMapArgument(argument);
    if (typeof entries === 'string') return { ok: false, error: entries };
    const text = asText(value);
    if (text === null) return fail('map', 'expected a code');
    const mapped = entries.get(text) ?? entries.get(text.trim());
    return mapped === undefined
      ? fail('map', `no mapping for this code (known: ${[...entries.keys()].join(', ')})`)
      : ok(mapped);
  },
  date: (value, argument) => {
    if (typeof value === 'string' && mysqlZeroDate.test(value.trim()))
      return { ok: true, value: null, warning: zeroDateWarning('date') };
    const date = toDate(value, argument);
    return date === null
      ? fail(
          'date',
          argument === undefined
            ? 'not a date (expected a date, YYYY-MM-DD or YYYYMMDD)'
            : `not a date in the format ${argument}`,
        )
      : ok(date);
  },
  datetime: (value) => {
    if (typeof value === 'string' && mysqlZeroDate.test(value.trim()))
      return { ok: true, value: null, warning: zeroDateWarning('datetime') };
    const iso = toDateTime(value);
    if (iso === finerThanMicroseconds) return fail('datetime', 'a fraction finer than microseconds would be rounded');
    return iso === null ? fail('datetime', 'not a date and time (expected ISO 8601)') : ok(iso);
  },
  currency: codeConverter('currency', 3, 'a currency code'),
  country: codeConverter('country', 2, 'a country code'),
  lookup: (value) => ok(value),
};

/** Every converter by name (call through applyConverter, which checks the spec first). */
export const converters: Record<string, Converter> = converterTable;

const isConverterName = (name: string): name is ConverterName => Object.hasOwn(converterInfo, name);

function splitSpec(spec: string): { name: string; argument: string | undefined } {
  const colon = spec.indexOf(':');
  return colon === -1
    ? { name: spec.trim(), argument: undefined }
    : { name: spec.slice(0, colon).trim(), argument: spec.slice(colon + 1) };
}

/** Whether `spec` (name or name:argument) names a known converter with a valid argument: null, or why not. */
export function checkConverter(spec: string): string | null {
  if (typeof spec !== 'string' || spec.trim() === '') return 'A converter name is required';
  if (spec.length > 1000) return 'A converter may be at most 1000 characters';
  if (spec.includes('\u0000')) return 'Invalid character in the converter';
  const { name, argument } = splitSpec(spec);
  if (!isConverterName(name)) {
    return `Unknown converter "${name.length > 40 ? `${name.slice(0, 40)}…` : name}" (known: ${converterNames.join(', ')})`;
  }
  const info = converterInfo[name];
  if (info.argument === 'none' && argument !== undefined) return `The converter "${name}" takes no argument`;
  if (info.argument === 'required' && (argument === undefined || argument.trim() === '')) {
    return `The converter "${name}" needs an argument, e.g. ${info.example}`;
  }
  if (name === 'map') {
    const entries = parseMapArgument(argument as string);
    if (typeof entries === 'string') return entries;
  }
  if (name === 'lookup' && !lookupArgument.test((argument as string).trim())) {
    return 'The converter "lookup" expects table.column, e.g. lookup:customers.code';
  }
  if (name === 'date' && argument !== undefined && !(dateFormats as readonly string[]).includes(argument)) {
    return `The converter "date" accepts the formats ${dateFormats.join(', ')}`;
  }
  return null;
}

/**
 * Applies a converter spec to one value (null spec: the value as it is). An invalid spec gives
 * `{ok: false}` with checkConverter's message; null and undefined give `{ok: true, value: null}`.
 */
export function applyConverter(spec: string | null, value: unknown): ConverterResult {
  return compileConverter(spec)(value);
}

/**
 * `applyConverter` with the spec checked once: the function applies it to each value (a load maps
 * many rows through the same few specs).
 */
export function compileConverter(spec: string | null): (value: unknown) => ConverterResult {
  if (spec === null || spec.trim() === '') return (value) => ok(value === undefined ? null : value);
  const problem = checkConverter(spec);
  if (problem !== null) return () => ({ ok: false, error: problem });
  const { name, argument } = splitSpec(spec);
  const convert = converterTable[name as ConverterName];
  return (value) => (value === null || value === undefined ? ok(null) : convert(value, argument));
}

/** The lookup a `lookup:table.column` spec names (the engine resolves it), or null for other specs. */
export function lookupTarget(spec: string | null): { table: string; column: string } | null {
  if (spec === null || checkConverter(spec) !== null) return null;
  const { name, argument } = splitSpec(spec);
  if (name !== 'lookup' || argument === undefined) return null;
  const [table, column] = argument.trim().split('.') as [string, string];
  return { table, column };
}

/** The code → value pairs a `map:` spec names (reconciliation reads them backwards), or null for other specs. */
export function mapConverterEntries(spec: string | null): ReadonlyMap<string, string> | null {
  if (spec === null || checkConverter(spec) !== null) return null;
  const { name, argument } = splitSpec(spec);
  if (name !== 'map' || argument === undefined) return null;
  const entries = parseMapArgument(argument);
  return typeof entries === 'string' ? null : entries;
}

/** A spec's converter name (`lookup` of `lookup:products.sku`), or null when the spec is not a valid one. */
export function converterNameOf(spec: string | null): ConverterName | null {
  if (spec === null || checkConverter(spec) !== null) return null;
  const { name } = splitSpec(spec);
  return isConverterName(name) ? name : null;
}
