/**
 * Timestamps with a zone, as text, to ISO 8601 in UTC with every fraction digit kept: a JS Date
 * holds milliseconds only, so `2024-05-06 12:34:56.000001+02` must never go through one whole.
 * Text it does not recognise (`infinity`, BC dates) is answered as it is.
 */
const zoned = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(Z|[+-]\d{2}(?::?\d{2})?(?::?\d{2})?)?$/;

export function utcIso(text: string): string {
  const match = zoned.exec(text);
  if (!match) return text;
  const [, y, mo, d, h, mi, s, fraction = '', zone = 'Z'] = match;
  let offsetSeconds = 0;
  if (zone !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replaceAll(':', '');
    offsetSeconds =
      sign *
      (Number(digits.slice(0, 2)) * 3600 + Number(digits.slice(2, 4) || 0) * 60 + Number(digits.slice(4, 6) || 0));
  }
  const wall = new Date(0);
  wall.setUTCFullYear(Number(y), Number(mo) - 1, Number(d));
  wall.setUTCHours(Number(h), Number(mi), Number(s) - offsetSeconds, 0);
  if (Number.isNaN(wall.getTime())) return text;
  const iso = wall.toISOString();
  // toISOString writes years past 9999 with a sign: such a value is kept as the database wrote it.
  if (iso.length !== 24) return text;
  return `${iso.slice(0, 19)}${fraction ? `.${fraction}` : ''}Z`;
}

/** The shortest decimal that reads back as the same 32-bit float (a FLOAT column's 1.1, not 1.100000023841858). */
export function float32Text(value: number): number {
  if (!Number.isFinite(value)) return value;
  const single = Math.fround(value);
  if (single !== value) return value;
  for (let digits = 1; digits <= 9; digits++) {
    const candidate = Number(value.toPrecision(digits));
    if (Math.fround(candidate) === single) return candidate;
  }
  return value;
}
