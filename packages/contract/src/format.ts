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
