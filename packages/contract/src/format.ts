import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';

dayjs.extend(advancedFormat);

export const dateFormat = 'Do MMM YYYY, HH:mm';

/** 'Do MMM YYYY, HH:mm' in the viewer's local time; empty for a missing date. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(dateFormat) : '';
}

/** Emoji flag of an ISO 3166-1 alpha-2 code (regional indicator symbols). */
export function countryFlag(countryCode: string): string {
  const code = countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}
