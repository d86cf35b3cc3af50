import { describe, expect, it } from 'vitest';
import { syncStatusStoreIds } from './sync-status-ids.ts';

describe('syncStatusStoreIds', () => {
  it('keeps only the stores on SYNC_2, in the page order', () => {
    const page = [
      { id: 7, syncVersion: 'SYNC_2' },
      { id: 3, syncVersion: 'SYNC_1' },
      { id: 9, syncVersion: null },
      { id: 4, syncVersion: 'NONE' },
      { id: 1, syncVersion: 'SYNC_2' },
    ];
    expect(syncStatusStoreIds(page)).toEqual([7, 1]);
  });

  it('asks for nothing when no store of the page is on SYNC_2', () => {
    expect(syncStatusStoreIds([{ id: 2, syncVersion: 'SYNC_1' }])).toEqual([]);
  });
});
