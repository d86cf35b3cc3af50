import { describe, expect, it } from 'vitest';
import { nextStoreActions, storeIdFromName, storeStatusTypes } from './index.ts';

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

describe('store identifiers', () => {
  it('derives a URL-safe id from the name', () => {
    expect(storeIdFromName('Café Müller & Söhne')).toBe('cafe-muller-sohne');
    expect(storeIdFromName('  ACME Shop 2  ')).toBe('acme-shop-2');
    expect(storeIdFromName('***')).toBe('store');
  });
});
