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

/** A scalar as text, or null when it has no sensible text form (objects, arrays, symbols). */
function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  return null;
}

const decimalText = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const plainDecimal = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** A plain decimal text in its canonical form (no `+`, no leading or trailing zeros), or null. */
function canonicalDecimal(text: string): string | null {
  const match = plainDecimal.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const digits = whole.replace(/^0+(?=\d)/, '') || '0';
  const decimals = fraction.replace(/0+$/, '');
  const body = decimals ? `${digits}.${decimals}` : digits;
  return sign === '-' && body !== '0' ? `-${body}` : body;
}

/**
 * A decimal text as the number it writes: a JS number when the double prints back as the same
 * decimal, else the canonical text itself (DECIMAL(38,10), BIGINT beyond 2^53: exact as strings).
 */
function exactNumber(text: string): number | string | null {
  const n = Number(text);
  if (!Number.isFinite(n)) return null;
  const canonical = canonicalDecimal(text);
  // Exponent texts (`1e3`, from floats) are numbers already; `String(n)` of 1e21 writes an exponent,
  // and answering the text for those is exact as well.
  if (canonical === null || canonical === String(n)) return n === 0 ? 0 : n;
  return canonical;
}

const mysqlZeroDate = /^0000-00-00(?:[T ]00:00:00(?:\.0+)?)?$|^\d{4}-(?:00-\d{2}|\d{2}-00)(?:[T ][\d:.]+)?$/;
const zeroDateWarning = (name: string) => `${name}: zero date loaded as NULL`;

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  if (typeof value === 'string') {
    const text = value.trim();
    if (!decimalText.test(text)) return null;
    const n = Number(text);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function isCalendarDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1 || year > 9999) return false;
  const d = new Date(Date.UTC(2000, month - 1, day));
  d.setUTCFullYear(year);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

const dateFormats = ['YYYY-MM-DD', 'YYYYMMDD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'DD.MM.YYYY', 'DD-MM-YYYY'] as const;
const dateFormatPatterns: Record<
  (typeof dateFormats)[number],
  { regex: RegExp; order: ['y' | 'm' | 'd', 'y' | 'm' | 'd', 'y' | 'm' | 'd'] }
> = {
  'YYYY-MM-DD': { regex: /^(\d{4})-(\d{2})-(\d{2})$/, order: ['y', 'm', 'd'] },
  YYYYMMDD: { regex: /^(\d{4})(\d{2})(\d{2})$/, order: ['y', 'm', 'd'] },
  'DD/MM/YYYY': { regex: /^(\d{2})\/(\d{2})\/(\d{4})$/, order: ['d', 'm', 'y'] },
  'MM/DD/YYYY': { regex: /^(\d{2})\/(\d{2})\/(\d{4})$/, order: ['m', 'd', 'y'] },
  'DD.MM.YYYY': { regex: /^(\d{2})\.(\d{2})\.(\d{4})$/, order: ['d', 'm', 'y'] },
  'DD-MM-YYYY': { regex: /^(\d{2})-(\d{2})-(\d{4})$/, order: ['d', 'm', 'y'] },
};

function dateFromText(text: string, format: (typeof dateFormats)[number]): string | null {
  const { regex, order } = dateFormatPatterns[format];
  const match = regex.exec(text);
  if (!match) return null;
  const parts = { y: 0, m: 0, d: 0 };
  order.forEach((key, i) => {
    parts[key] = Number(match[i + 1]);
  });
  if (!isCalendarDay(parts.y, parts.m, parts.d)) return null;
  return `${pad(parts.y, 4)}-${pad(parts.m)}-${pad(parts.d)}`;
}

// An ISO date with an optional time part: the written date is kept (no time zone shift).
const isoDateTimePrefix = /^(\d{4}-\d{2}-\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function toDate(value: unknown, format: string | undefined): string | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return value.toISOString().slice(0, 10);
  }
  if (typeof value === 'number') {
    // 20240131 as a number (X3 and Sage 300 store some dates so)
    return Number.isInteger(value) && value >= 10000101 && value <= 99991231 && format === undefined
      ? dateFromText(String(value), 'YYYYMMDD')
      : null;
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (format !== undefined) return dateFromText(text, format as (typeof dateFormats)[number]);
  const iso = isoDateTimePrefix.exec(text);
  if (iso) return dateFromText(iso[1] as string, 'YYYY-MM-DD');
  return dateFromText(text, 'YYYYMMDD');
}

const dateTimeText =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

const finerThanMicroseconds = 'finer';

/**
 * ISO 8601 in UTC. The fraction is kept to the microsecond (what PostgreSQL's timestamptz holds):
 * 3 digits when the source gave at most 3, else 6; digits beyond the 6th must be zeros.
 */
function toDateTime(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value !== 'string') return null;
  const match = dateTimeText.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone = 'Z'] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (!isCalendarDay(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  if (/[1-9]/.test(fraction.slice(6))) return finerThanMicroseconds;
  const ms = Number(fraction.padEnd(3, '0').slice(0, 3));
  const micro = fraction.length > 3 ? fraction.padEnd(6, '0').slice(3, 6) : '';
  let offsetMinutes = 0;
  if (zone !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    const oh = Number(digits.slice(0, 2));
    const om = Number(digits.slice(2, 4));
    if (oh > 23 || om > 59) return null;
    offsetMinutes = sign * (oh * 60 + om);
  }
  const base = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, ms));
  base.setUTCFullYear(year);
  const instant = base.getTime() - offsetMinutes * 60_000;
  const result = new Date(instant);
  if (Number.isNaN(result.getTime())) return null;
  const iso = result.toISOString();
  return micro ? `${iso.slice(0, -1)}${micro}Z` : iso;
}

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
