import { backupStatusTones, operatorStatusTones, storeStatusTones } from '@store-console/contract';
import { describe, expect, it } from 'vitest';
import { toneColour } from './status-badge.tsx';

describe('toneColour', () => {
  it('colours operators as spec 4 says: primary, success, warning, danger', () => {
    expect(toneColour(operatorStatusTones.CREATING)).toBe('blue');
    expect(toneColour(operatorStatusTones.UPDATING)).toBe('blue');
    expect(toneColour(operatorStatusTones.CREATED)).toBe('green');
    expect(toneColour(operatorStatusTones.UPDATED)).toBe('green');
    expect(toneColour(operatorStatusTones.DELETING)).toBe('orange');
    expect(toneColour(operatorStatusTones.FAILED)).toBe('red');
  });

  it('colours stores and backups by the same tones', () => {
    expect(toneColour(storeStatusTones.LIVE)).toBe('green');
    expect(toneColour(storeStatusTones.DEACTIVATED)).toBe('gray');
    expect(toneColour(storeStatusTones.DELETED)).toBe('dark');
    expect(toneColour(storeStatusTones.DELETING)).toBe('orange');
    expect(toneColour(backupStatusTones.QUEUED)).toBe('blue');
    expect(toneColour(backupStatusTones.ERROR)).toBe('red');
  });
});
