/**
 * Reading a row's value for the converters (sync-converters.ts): numbers exact or as canonical
 * decimal text, dates and timestamps in their ISO forms. Internal: the index exports the converters.
 */

/** A scalar as text, or null when it has no sensible text form (objects, arrays, symbols). */
export function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  return null;
}

export const decimalText = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
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
export function exactNumber(text: string): number | string | null {
  const n = Number(text);
  if (!Number.isFinite(n)) return null;
  const canonical = canonicalDecimal(text);
  // Exponent texts (`1e3`, from floats) are numbers already; `String(n)` of 1e21 writes an exponent,
  // and answering the text for those is exact as well.
  if (canonical === null || canonical === String(n)) return n === 0 ? 0 : n;
  return canonical;
}

export const mysqlZeroDate = /^0000-00-00(?:[T ]00:00:00(?:\.0+)?)?$|^\d{4}-(?:00-\d{2}|\d{2}-00)(?:[T ][\d:.]+)?$/;

export function toNumber(value: unknown): number | null {
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

export const dateFormats = ['YYYY-MM-DD', 'YYYYMMDD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'DD.MM.YYYY', 'DD-MM-YYYY'] as const;
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

export function toDate(value: unknown, format: string | undefined): string | null {
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

export const finerThanMicroseconds = 'finer';

/**
 * ISO 8601 in UTC. The fraction is kept to the microsecond (what PostgreSQL's timestamptz holds):
 * 3 digits when the source gave at most 3, else 6; digits beyond the 6th must be zeros.
 */
export function toDateTime(value: unknown): string | null {
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
