export const dateFormat = 'Do MMM YYYY, HH:mm';

const monthsShort = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A date as dayjs reads one (the console formatted dates with dayjs until issue 11): a string
 * without a zone (`2026-11-21`, `2026-11-21 09:05`, `2026-11-21T09:05:00.123`) in local time,
 * anything else as Date reads it. Written out so that every screen showing a date does not load
 * dayjs for this one format.
 */
const localDateTime = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;
function toDate(value: string | Date): Date {
  if (value instanceof Date) return new Date(value);
  const parts = /Z$/i.test(value) ? null : value.match(localDateTime);
  if (!parts) return new Date(value);
  const [, year, month, day, hour, minute, second, fraction] = parts;
  return new Date(
    Number(year),
    Number(month ?? 1) - 1 || 0,
    Number(day || 1),
    Number(hour ?? 0),
    Number(minute ?? 0),
    Number(second ?? 0),
    Number((fraction ?? '0').substring(0, 3)),
  );
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st (English ordinals, as dayjs's `Do`). */
function ordinal(day: number): string {
  const suffixes = ['th', 'st', 'nd', 'rd'];
  const lastTwo = day % 100;
  return `${day}${suffixes[(lastTwo - 20) % 10] ?? suffixes[lastTwo] ?? 'th'}`;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** 'Do MMM YYYY, HH:mm' in the viewer's local time; empty for a missing date. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${ordinal(date.getDate())} ${monthsShort[date.getMonth()]} ${pad(date.getFullYear(), 4)}, ${pad(date.getHours(), 2)}:${pad(date.getMinutes(), 2)}`;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `timeZone` (an unknown zone reads as UTC, never throws). */
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    };
    try {
      format = new Intl.DateTimeFormat('en-GB', { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
    }
    zoneFormats.set(timeZone, format);
  }
  return format;
}

function wallParts(value: string | Date, timeZone: string) {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, number> = {};
  for (const part of zoneFormat(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/**
 * 'Do MMM YYYY, HH:mm' as the clock of `timeZone` reads it (a screen that names its zone, e.g. a
 * store's synchronisation in the store's zone); empty for a missing date.
 */
export function formatDateInZone(value: string | Date | null | undefined, timeZone: string): string {
  if (!value) return '';
  const wall = wallParts(value, timeZone);
  if (!wall) return '';
  return `${ordinal(wall.day)} ${monthsShort[wall.month - 1]} ${pad(wall.year, 4)}, ${pad(wall.hour, 2)}:${pad(wall.minute, 2)}`;
}

/** 'HH:mm:ss' as the clock of `timeZone` reads it; empty for a missing date. */
export function formatTimeInZone(value: string | Date | null | undefined, timeZone: string): string {
  if (!value) return '';
  const wall = wallParts(value, timeZone);
  if (!wall) return '';
  return `${pad(wall.hour, 2)}:${pad(wall.minute, 2)}:${pad(wall.second, 2)}`;
}

/** 'Tue, 1 Dec 2026, 23:05' as the clock of `timeZone` reads it (when a run is next due: its weekday matters). */
export function formatWeekdayInZone(value: string | Date, timeZone: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(date);
  }
}

/** How a screen names the zone its times are in. */
export const timesInZone = (timeZone: string) => `Times in ${timeZone}`;
