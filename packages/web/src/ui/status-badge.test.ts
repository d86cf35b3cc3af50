import { backupStatusTones, operatorStatusTones, storeStatusTones } from '@store-console/contract';
import { describe, expect, it } from 'vitest';
import { toneColour } from './status-badge.tsx';

describe('toneColour', () => {
  it.each([
    // Operators are primary, success, warning or danger.
    [operatorStatusTones.CREATING, 'blue'],
    [operatorStatusTones.UPDATING, 'blue'],
    [operatorStatusTones.CREATED, 'green'],
    [operatorStatusTones.UPDATED, 'green'],
    [operatorStatusTones.DELETING, 'orange'],
    [operatorStatusTones.FAILED, 'red'],
    // Stores and backups speak the same tones.
    [storeStatusTones.LIVE, 'green'],
    [storeStatusTones.DEACTIVATED, 'gray'],
    [storeStatusTones.DELETED, 'dark'],
    [storeStatusTones.DELETING, 'orange'],
    [backupStatusTones.QUEUED, 'blue'],
    [backupStatusTones.ERROR, 'red'],
  ] as const)('draws the %s tone %s', (tone, colour) => {
    expect(toneColour(tone)).toBe(colour);
  });
});
