import { z } from 'zod';
import { syncTexts } from './sync.ts';
import { text } from './text-fields.ts';

/** The sync scheduler as the form edits it and the server answers it; when it is due is sync-schedule.ts. */

export const weekDays = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type WeekDay = (typeof weekDays)[number];
export const scheduleFrequencies = [
  'ONE_MIN',
  'TWO_MIN',
  'FIVE_MIN',
  'TEN_MIN',
  'FIFTEEN_MIN',
  'THIRTY_MIN',
  'ONE_HOUR',
] as const;
export type ScheduleFrequency = (typeof scheduleFrequencies)[number];
export const scheduleFrequencyLabels: Record<ScheduleFrequency, string> = {
  ONE_MIN: 'Every Minute',
  TWO_MIN: 'Every 2 Minutes',
  FIVE_MIN: 'Every 5 Minutes',
  TEN_MIN: 'Every 10 Minutes',
  FIFTEEN_MIN: 'Every 15 Minutes',
  THIRTY_MIN: 'Every 30 Minutes',
  ONE_HOUR: 'Every Hour',
};
export const scheduleFrequencyMinutes: Record<ScheduleFrequency, number> = {
  ONE_MIN: 1,
  TWO_MIN: 2,
  FIVE_MIN: 5,
  TEN_MIN: 10,
  FIFTEEN_MIN: 15,
  THIRTY_MIN: 30,
  ONE_HOUR: 60,
};

const hourSchema = z
  .number({ error: syncTexts.fieldRequired })
  .int('Expected a whole number')
  .min(0, syncTexts.minimumHour)
  .max(23, syncTexts.maximumHour);

/** The scheduler as the form edits it; the rules apply only while active. */
export const schedulerSchema = z
  .strictObject({
    isActive: z.boolean(),
    days: z.array(z.enum(weekDays)).max(7),
    startHour: hourSchema.nullable(),
    endHour: hourSchema.nullable(),
    frequency: z.enum(scheduleFrequencies, { error: syncTexts.fieldRequired }).nullable(),
    tables: z.array(text(128)).max(1000).default([]),
  })
  .superRefine((value, context) => {
    if (!value.isActive) return;
    if (value.days.length === 0) {
      context.addIssue({ code: 'custom', path: ['days'], message: syncTexts.selectAtLeastOne });
    }
    if (value.startHour === null) {
      context.addIssue({ code: 'custom', path: ['startHour'], message: syncTexts.fieldRequired });
    }
    if (value.endHour === null) {
      context.addIssue({ code: 'custom', path: ['endHour'], message: syncTexts.fieldRequired });
    }
    if (value.startHour !== null && value.endHour !== null && value.endHour <= value.startHour) {
      context.addIssue({ code: 'custom', path: ['endHour'], message: syncTexts.endAfterStart });
    }
    if (value.frequency === null) {
      context.addIssue({ code: 'custom', path: ['frequency'], message: syncTexts.fieldRequired });
    }
  });
export type Scheduler = z.infer<typeof schedulerSchema>;
/** A source without a saved schedule reads as this (default frequency ONE_MIN, hours 0). */
export const defaultScheduler: Scheduler = {
  isActive: false,
  days: [],
  startHour: 0,
  endHour: 0,
  frequency: 'ONE_MIN',
  tables: [],
};
/** GET /source/{id}/schedule adds what the server knows: the zone it runs in and the next due time. */
export const schedulerReplySchema = z.object({
  isActive: z.boolean(),
  days: z.array(z.enum(weekDays)),
  startHour: z.number().int().nullable(),
  endHour: z.number().int().nullable(),
  frequency: z.enum(scheduleFrequencies).nullable(),
  tables: z.array(z.string()),
  /** The store's IANA time zone (its data centre's). */
  timeZone: z.string(),
  /** ISO time of the next due run, null when inactive. */
  nextDueAt: z.string().nullable(),
});
export type SchedulerReply = z.infer<typeof schedulerReplySchema>;
/** A due run the scheduler recorded (the engine of issue 15 starts it). */
export const scheduledRunSchema = z.object({
  id: z.number().int(),
  storeId: z.number().int(),
  sourceId: z.number().int(),
  dueAt: z.string(),
  recordedAt: z.string(),
  startedAt: z.string().nullable(),
});
export type ScheduledRun = z.infer<typeof scheduledRunSchema>;
