import { describe, expect, it } from 'vitest';
import { roleOptions } from './operator-options.ts';

describe('roleOptions', () => {
  it('offers the config roles without SERVICE_ACCOUNT, labelled', () => {
    expect(roleOptions(['SUPER_ADMIN', 'PARTNER', 'SERVICE_ACCOUNT'])).toEqual([
      { value: 'SUPER_ADMIN', label: 'Super Admin' },
      { value: 'PARTNER', label: 'Partner' },
    ]);
  });

  it('ignores roles the contract cannot assign', () => {
    expect(roleOptions(['AUDITOR', 'PARTNER'])).toEqual([{ value: 'PARTNER', label: 'Partner' }]);
  });

  it('offers only the fixed role when the role cannot change', () => {
    expect(roleOptions(['SUPER_ADMIN', 'PARTNER', 'SERVICE_ACCOUNT'], 'PARTNER')).toEqual([
      { value: 'PARTNER', label: 'Partner' },
    ]);
  });
});
