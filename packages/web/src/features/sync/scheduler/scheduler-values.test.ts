import { defaultScheduler, schedulerSchema, syncTexts } from '@store-console/contract';
import { describe, expect, it } from 'vitest';
import { frequencyOptions, hourValue, schedulerFormValues } from './scheduler-values.ts';

describe('an hour field', () => {
  it('reads empty as null, so the schema says the field is required', () => {
    expect(hourValue('')).toBeNull();
    expect(hourValue('-')).toBeNull();
    const result = schedulerSchema.safeParse({ ...defaultScheduler, isActive: true, days: ['MON'], startHour: null });
    expect(result.error?.issues.map((issue) => issue.message)).toContain(syncTexts.fieldRequired);
  });

  it('keeps an out-of-range number as typed, so the schema names the limit', () => {
    expect(hourValue(24)).toBe(24);
    const result = schedulerSchema.safeParse({
      ...defaultScheduler,
      isActive: true,
      days: ['MON'],
      startHour: 1,
      endHour: hourValue(24),
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([syncTexts.maximumHour]);
  });
});

it('offers the frequencies with their labels, in order', () => {
  expect(frequencyOptions[0]).toEqual({ value: 'ONE_MIN', label: 'Every Minute' });
  expect(frequencyOptions.at(-1)).toEqual({ value: 'ONE_HOUR', label: 'Every Hour' });
});

it("edits the reply's schedule without the server's timing", () => {
  const values = schedulerFormValues({
    isActive: true,
    days: ['MON', 'FRI'],
    startHour: 6,
    endHour: 20,
    frequency: 'FIVE_MIN',
    tables: [],
    timeZone: 'Europe/Berlin',
    nextDueAt: '2026-11-23T08:05:00.000Z',
  });
  expect(values).toEqual({
    isActive: true,
    days: ['MON', 'FRI'],
    startHour: 6,
    endHour: 20,
    frequency: 'FIVE_MIN',
    tables: [],
  });
  expect(schedulerSchema.safeParse(values).success).toBe(true);
});
