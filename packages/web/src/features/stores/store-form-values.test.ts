import { describe, expect, it } from 'vitest';
import { primaryIndexOf, withPrimary } from './store-form-values.ts';

const domain = (name: string, isPrimary = false) => ({ name, protocol: 'https' as const, isStaging: false, isPrimary });

describe('primary domain', () => {
  it('marks exactly one domain primary, or none (the staging domain is then primary)', () => {
    const domains = [domain('a.example', true), domain('b.example')];
    expect(withPrimary(domains, 1).map((d) => d.isPrimary)).toEqual([false, true]);
    expect(withPrimary(domains, null).map((d) => d.isPrimary)).toEqual([false, false]);
  });

  it('finds the primary index', () => {
    expect(primaryIndexOf([domain('a.example'), domain('b.example', true)])).toBe(1);
    expect(primaryIndexOf([domain('a.example')])).toBeNull();
    expect(primaryIndexOf(undefined)).toBeNull();
  });
});
