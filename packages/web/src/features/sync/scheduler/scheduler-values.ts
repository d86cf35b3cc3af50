import {
  type SchedulerReply,
  scheduleFrequencies,
  scheduleFrequencyLabels,
  type schedulerSchema,
} from '@store-console/contract';
import type { z } from 'zod';

export type SchedulerInput = z.input<typeof schedulerSchema>;

/** The frequencies with their labels, in order. */
export const frequencyOptions = scheduleFrequencies.map((value) => ({ value, label: scheduleFrequencyLabels[value] }));

/** The reply's schedule as the form edits it (the server's time zone and next run are shown apart). */
export function schedulerFormValues(reply: SchedulerReply): SchedulerInput {
  return {
    isActive: reply.isActive,
    days: reply.days,
    startHour: reply.startHour,
    endHour: reply.endHour,
    frequency: reply.frequency,
    tables: reply.tables,
  };
}

/**
 * A number field's value as the schema reads it: empty is null (so 'Field is required' shows), and
 * what is typed is kept as typed, unclamped (so 'Maximum value is 23' shows rather than a silent 23).
 */
export function hourValue(value: number | string): number | null {
  if (typeof value === 'number') return value;
  if (value.trim() === '') return null;
  const number = Number(value);
  return Number.isNaN(number) ? null : number;
}
