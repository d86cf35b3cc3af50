import type { SchedulerReply, Store } from '@store-console/contract';
import { describe, expect, it, vi } from 'vitest';
import { changeVersion, type VersionChangeCalls } from './version-change.ts';

const store = { id: 7, syncVersion: 'SYNC_2' } as Store;
const saved: SchedulerReply = {
  isActive: false,
  days: ['MON'],
  startHour: 8,
  endHour: 18,
  frequency: 'FIVE_MIN',
  tables: [],
  timeZone: 'Europe/Berlin',
  nextDueAt: null,
};

function calls(over: Partial<VersionChangeCalls> = {}) {
  return {
    getSchedule: vi.fn(async () => saved),
    patchVersion: vi.fn(async () => store),
    putSchedule: vi.fn(async () => saved),
    ...over,
  };
}
const boom = async () => {
  throw new Error('down');
};

describe('sync version change and its messages', () => {
  it('with no source patches the version only', async () => {
    const fake = calls();
    const outcome = await changeVersion(fake, null, 'SYNC_1');
    expect(outcome.notices.map((notice) => notice.text)).toEqual(['Successfully updated sync version to SYNC_1.']);
    expect(fake.getSchedule).not.toHaveBeenCalled();
    expect(fake.putSchedule).not.toHaveBeenCalled();
  });

  it('activates a saved schedule only for SYNC_2', async () => {
    const fake = calls();
    const outcome = await changeVersion(fake, 3, 'SYNC_2');
    expect(fake.putSchedule).toHaveBeenCalledWith(3, {
      isActive: true,
      days: ['MON'],
      startHour: 8,
      endHour: 18,
      frequency: 'FIVE_MIN',
      tables: [],
    });
    expect(outcome.notices.map((notice) => notice.text)).toEqual([
      'Successfully updated sync version to SYNC_2.',
      'Successfully updated sync schduler',
    ]);
    await changeVersion(fake, 3, 'NONE');
    expect(fake.putSchedule).toHaveBeenLastCalledWith(3, expect.objectContaining({ isActive: false }));
  });

  it('leaves a never-saved (default) schedule alone', async () => {
    const fake = calls({ getSchedule: vi.fn(async () => ({ ...saved, days: [] })) });
    const outcome = await changeVersion(fake, 3, 'SYNC_2');
    expect(fake.putSchedule).not.toHaveBeenCalled();
    expect(outcome.notices.map((notice) => notice.text)).toEqual(['Successfully updated sync version to SYNC_2.']);
  });

  it('changes nothing when the schedule cannot be read', async () => {
    const fake = calls({ getSchedule: vi.fn(boom) });
    const outcome = await changeVersion(fake, 3, 'SYNC_2');
    expect(fake.patchVersion).not.toHaveBeenCalled();
    expect(outcome).toEqual({
      changed: false,
      notices: [
        { color: 'red', text: 'Please try again. Failed to load scheduler data for Sync Version.', detail: 'down' },
      ],
    });
  });

  it('says so when the version cannot be changed', async () => {
    const outcome = await changeVersion(calls({ patchVersion: vi.fn(boom) }), 3, 'SYNC_2');
    expect(outcome.changed).toBe(false);
    expect(outcome.notices[0]?.text).toBe('Please try again. Failed to update Sync Version.');
  });

  it('keeps the new version when the schedule save fails, and says to update it by hand', async () => {
    const outcome = await changeVersion(calls({ putSchedule: vi.fn(boom) }), 3, 'SYNC_2');
    expect(outcome.changed).toBe(true);
    expect(outcome.notices.map((notice) => notice.text)).toEqual([
      'Sync Version successfully updated but an error has occured while trying to update the Sync Scheduler. Please manually update your scheduler.',
    ]);
  });

  it('names NONE as Off (None)', async () => {
    const outcome = await changeVersion(calls(), null, 'NONE');
    expect(outcome.notices[0]?.text).toBe('Successfully updated sync version to Off (None).');
  });
});
