import { describe, expect, it } from 'vitest';
import {
  acceptsTraffic,
  createOperatorRequestSchema,
  isStoreSettled,
  nextStoreActions,
  storeIdFromName,
  storeStatusTypes,
} from './index.ts';

describe('store lifecycle rules', () => {
  it('offers RETRY on FAILED, DEACTIVATE on CREATED/LIVE/REACTIVATED, REACTIVATE on DEACTIVATED', () => {
    expect(nextStoreActions('FAILED')).toEqual(['RETRY', 'DELETE']);
    for (const status of ['CREATED', 'LIVE', 'REACTIVATED'] as const) {
      expect(nextStoreActions(status)).toEqual(['DEACTIVATE', 'DELETE']);
    }
    expect(nextStoreActions('DEACTIVATED')).toEqual(['REACTIVATE', 'DELETE']);
  });

  it('offers nothing while a job is in flight or once deleted', () => {
    for (const status of storeStatusTypes.filter((s) => s.endsWith('ING') || s === 'DELETED')) {
      expect(nextStoreActions(status)).toEqual([]);
    }
  });
});

describe('store status predicates', () => {
  it('settles when no job is in flight and the store is not deleted', () => {
    expect(storeStatusTypes.filter(isStoreSettled)).toEqual([
      'CREATED',
      'FAILED',
      'LIVE',
      'DEACTIVATED',
      'REACTIVATED',
    ]);
  });

  it('refuses traffic while deactivating, deactivated, deleting or deleted', () => {
    expect(storeStatusTypes.filter((s) => !acceptsTraffic(s))).toEqual([
      'DEACTIVATING',
      'DELETING',
      'DEACTIVATED',
      'DELETED',
    ]);
  });
});

describe('operator create request', () => {
  const base = { name: 'Ann', username: 'ann@example.com', role: 'PARTNER', password: 'secret-password' };
  it('accepts a create without the form-only confirmation', () => {
    expect(createOperatorRequestSchema.safeParse(base).success).toBe(true);
  });
  it('refuses a confirmation that differs', () => {
    const result = createOperatorRequestSchema.safeParse({ ...base, password2: 'other-password' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['password2'], message: 'Passwords dont match' });
  });
});

describe('store identifiers', () => {
  it('derives a URL-safe id from the name', () => {
    expect(storeIdFromName('Café Müller & Söhne')).toBe('cafe-muller-sohne');
    expect(storeIdFromName('  ACME Shop 2  ')).toBe('acme-shop-2');
    expect(storeIdFromName('***')).toBe('store');
  });
});
