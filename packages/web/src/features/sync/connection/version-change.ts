import {
  type Scheduler,
  type SchedulerReply,
  type SyncVersion,
  syncTexts,
  syncVersionLabels,
} from '@store-console/contract';
import { errorMessage } from '../../../api/api-error.ts';

export interface SyncNotice {
  color: 'green' | 'red' | 'yellow';
  text: string;
  /** The server's reason, shown smaller under the text. */
  detail?: string;
}

/** The calls the change makes (sync-sources.ts in the console, fakes in tests). */
export interface VersionChangeCalls {
  getSchedule: (sourceId: number) => Promise<SchedulerReply>;
  patchVersion: (version: SyncVersion) => Promise<unknown>;
  putSchedule: (sourceId: number, schedule: Scheduler) => Promise<unknown>;
}

export interface VersionChangeOutcome {
  /** Whether the store's version changed (then the store is read again). */
  changed: boolean;
  notices: SyncNotice[];
}

/**
 * A schedule counts as the source's own when it names at least one day: a source that never saved
 * one reads as the default (no days), which is left alone (an active schedule needs days).
 */
function hasOwnSchedule(schedule: SchedulerReply): boolean {
  return schedule.days.length > 0;
}

/**
 * The sync version change: the source's schedule is read first (so a failure there changes
 * nothing: 'Please try again…'), then the store's version is patched, then the schedule is saved with
 * isActive true only for SYNC_2. A failed schedule save leaves the version changed and says to update
 * the scheduler by hand. With no source the version changes directly.
 */
export async function changeVersion(
  calls: VersionChangeCalls,
  sourceId: number | null,
  version: SyncVersion,
): Promise<VersionChangeOutcome> {
  let schedule: SchedulerReply | null = null;
  if (sourceId !== null) {
    try {
      const read = await calls.getSchedule(sourceId);
      schedule = hasOwnSchedule(read) ? read : null;
    } catch (error) {
      return {
        changed: false,
        notices: [{ color: 'red', text: syncTexts.versionSchedulerLoadFailed, detail: errorMessage(error) }],
      };
    }
  }
  try {
    await calls.patchVersion(version);
  } catch (error) {
    return {
      changed: false,
      notices: [{ color: 'red', text: syncTexts.versionUpdateFailed, detail: errorMessage(error) }],
    };
  }
  const updated: SyncNotice = { color: 'green', text: syncTexts.versionUpdated(syncVersionLabels[version]) };
  if (sourceId === null || schedule === null) return { changed: true, notices: [updated] };
  try {
    const { days, startHour, endHour, frequency, tables } = schedule;
    await calls.putSchedule(sourceId, { isActive: version === 'SYNC_2', days, startHour, endHour, frequency, tables });
  } catch (error) {
    return {
      changed: true,
      notices: [{ color: 'yellow', text: syncTexts.versionSchedulerUpdateFailed, detail: errorMessage(error) }],
    };
  }
  return { changed: true, notices: [updated, { color: 'green', text: syncTexts.schedulerUpdated }] };
}
