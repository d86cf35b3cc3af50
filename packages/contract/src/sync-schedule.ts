import { type Scheduler, scheduleFrequencyMinutes, type WeekDay } from './sync-scheduler.ts';

/**
 * When an active schedule is due (docs/decisions/0065): on its days, within operating hours
 * [startHour, endHour), every `frequency` minutes counted from startHour:00, in the store's IANA
 * time zone, DST-safe.
 *
 * The wanted times are local wall-clock times (e.g. MON 08:00, 08:15, … 16:45). Each is mapped to
 * the instants at which the zone's clock shows it:
 * - a wall time skipped by a spring-forward change (02:30 in Berlin on the last Sunday of March)
 *   maps to no instant: it is not due (the next wanted time that exists is);
 * - a wall time repeated by an autumn change (02:30 in Berlin on the last Sunday of October)
 *   maps to two instants, one hour apart: it is due at both (once per distinct instant).
 * Only `Intl.DateTimeFormat` is used (no time zone library).
 */
export type ScheduleRule = Pick<Scheduler, 'isActive' | 'days' | 'startHour' | 'endHour' | 'frequency'>;

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const weekDayNumbers: Record<WeekDay, number> = { SUN: 0, MON: 1, TUE: 2, WED: 3, THU: 4, FRI: 5, SAT: 6 };
const ianaName = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (formatters.size >= 500) formatters.clear();
    formatters.set(timeZone, format);
  }
  return format;
}

/** Whether `timeZone` is an IANA time zone name this runtime knows (e.g. Europe/Berlin, UTC). */
export function isValidTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || timeZone.length > 64 || !ianaName.test(timeZone)) return false;
  if (formatters.has(timeZone)) return true;
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

const clockText = /^(\d{1,2})\/(\d{1,2})\/(\d{1,6}),? (\d{1,2}):(\d{2}):(\d{2})$/;

/**
 * The local wall-clock time at `instant` in the zone, as milliseconds of a UTC date with the same
 * fields (so `new Date(wall).getUTCHours()` is the local hour). Whole seconds.
 */
export function wallClockAt(instant: number, timeZone: string): number {
  const format = formatter(timeZone);
  // format() and a regular expression are several times faster than formatToParts().
  const match = clockText.exec(format.format(instant));
  let fields: number[];
  if (match) {
    fields = [match[3], match[1], match[2], match[4], match[5], match[6]].map(Number);
  } else {
    const parts: Record<string, number> = {};
    for (const part of format.formatToParts(instant)) {
      if (part.type !== 'literal') parts[part.type] = Number(part.value);
    }
    fields = [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second].map((n) => n ?? 0);
  }
  const [year = 0, month = 1, dayOfMonth = 1, hours = 0, minutes = 0, seconds = 0] = fields;
  const wall = Date.UTC(year, month - 1, dayOfMonth, hours, minutes, seconds);
  if (year >= 100) return wall;
  const date = new Date(wall); // Date.UTC reads years 0-99 as 1900-1999
  date.setUTCFullYear(year);
  return date.getTime();
}

/** Offsets already read (keyed by zone and instant): schedules of many stores share their days. */
const offsets = new Map<string, number>();

/** The zone's offset from UTC at `instant`, in milliseconds (wall clock − instant). */
function offsetAt(instant: number, timeZone: string): number {
  const second = Math.floor(instant / 1000) * 1000;
  const key = `${timeZone}|${second}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = wallClockAt(second, timeZone) - second;
    if (offsets.size >= 20_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/**
 * The first instant > `after` at which one of the wall times S, S+f, S+2f, … (< E) of one local
 * date shows on the zone's clock. Assumes at most one offset change within the date ± 15 hours
 * (true of every zone's rules today).
 */
function firstInDay(
  date: number,
  start: number,
  end: number,
  step: number,
  after: number,
  timeZone: string,
): number | null {
  const slots = Math.floor((end - start - 1) / step) + 1;
  // Every instant whose wall clock falls on this date lies in [lo, hi] (offsets are −12 h…+14 h).
  const lo = date - 15 * hour;
  const hi = date + day + 13 * hour;
  const offsetLo = offsetAt(lo, timeZone);
  const offsetHi = offsetAt(hi, timeZone);
  const segments: { offset: number; from: number; to: number }[] = [];
  if (offsetLo === offsetHi) {
    segments.push({ offset: offsetLo, from: 0, to: slots - 1 });
  } else {
    // The change: the first second whose offset is no longer offsetLo.
    let low = lo;
    let high = hi;
    while (high - low > 1000) {
      const mid = Math.floor((low + high) / 2000) * 1000;
      if (mid <= low) break;
      if (offsetAt(mid, timeZone) === offsetLo) low = mid;
      else high = mid;
    }
    const change = high;
    // Before the change, wall w shows at w − offsetLo (valid while that instant is before the change);
    // from the change on, at w − offsetHi (valid when that instant is at or after it).
    segments.push({
      offset: offsetLo,
      from: 0,
      to: Math.min(slots - 1, Math.ceil((change + offsetLo - start) / step) - 1),
    });
    segments.push({
      offset: offsetHi,
      from: Math.max(0, Math.ceil((change + offsetHi - start) / step)),
      to: slots - 1,
    });
  }
  let best: number | null = null;
  for (const { offset, from, to } of segments) {
    const k = Math.max(from, Math.floor((after + offset - start) / step) + 1);
    if (k > to) continue;
    const instant = start + k * step - offset;
    if (best === null || instant < best) best = instant;
  }
  return best;
}

/**
 * The first instant strictly after `after` when the schedule is due, or null when it is inactive,
 * has no days or no valid operating hours. `frequency` null counts as ONE_MIN (the spec's default).
 * Throws a RangeError for an unknown time zone or an invalid date.
 */
export function nextDueAt(schedule: ScheduleRule, timeZone: string, after: Date): Date | null {
  if (!schedule.isActive || schedule.days.length === 0) return null;
  const { startHour, endHour } = schedule;
  if (startHour === null || endHour === null || endHour <= startHour || startHour < 0 || endHour > 24) return null;
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone "${String(timeZone).slice(0, 64)}"`);
  const afterMs = after.getTime();
  if (Number.isNaN(afterMs)) throw new RangeError('Invalid date');
  const step = scheduleFrequencyMinutes[schedule.frequency ?? 'ONE_MIN'] * minute;
  const wanted = new Set(schedule.days.map((d) => weekDayNumbers[d]));
  const wall = wallClockAt(afterMs, timeZone);
  const firstDay = wall - (((wall % day) + day) % day) - day;
  let best: number | null = null;
  let bestDay = 0;
  // A week and a day cover every weekday even when a whole window falls in a skipped hour.
  for (let i = 0; i <= 16; i++) {
    const date = firstDay + i * day;
    if (best !== null && date > bestDay + day) break;
    if (!wanted.has(new Date(date).getUTCDay())) continue;
    const found = firstInDay(date, date + startHour * hour, date + endHour * hour, step, afterMs, timeZone);
    if (found !== null && (best === null || found < best)) {
      best = found;
      bestDay = date;
    }
  }
  return best === null ? null : new Date(best);
}

/** The next `count` due instants after `after` (for a preview of the schedule). */
export function nextDueTimes(schedule: ScheduleRule, timeZone: string, after: Date, count: number): Date[] {
  const times: Date[] = [];
  let from = after;
  while (times.length < count) {
    const next = nextDueAt(schedule, timeZone, from);
    if (next === null) break;
    times.push(next);
    from = next;
  }
  return times;
}
