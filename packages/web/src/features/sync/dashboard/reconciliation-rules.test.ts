import type { ReconciliationRow } from '@store-console/contract';
import { describe, expect, it } from 'vitest';
import { keyText, reconciliationResult, reconciliationSummary, sideRows } from './reconciliation-rules.ts';

const row = (over: Partial<ReconciliationRow> = {}): ReconciliationRow => ({
  sourceTable: 'SPRICLIST',
  targetTable: 'prices',
  targetKey: ['product_id', 'currency'],
  sourceKey: ['PLICRI1_0', 'currency'],
  source: { rows: 1204, keys: 1200, checksum: '5' },
  store: { rows: 1200, keys: 1200, checksum: '5' },
  match: true,
  note: null,
  ...over,
});

describe('reconciliation rows', () => {
  it('says Match or Mismatch from the server’s verdict', () => {
    expect(reconciliationResult(row())).toEqual({ label: 'Match', tone: 'success' });
    expect(reconciliationResult(row({ match: false }))).toEqual({ label: 'Mismatch', tone: 'danger' });
  });

  it('shows rows, with the distinct keys when fewer, and a dash for a side not read', () => {
    expect(sideRows(row().source)).toBe('1,204 (1,200 keys)');
    expect(sideRows(row().store)).toBe('1,200');
    expect(sideRows(null)).toBe('—');
  });

  it('names each key column with the source column it is read from', () => {
    expect(keyText(row())).toBe('product_id ← PLICRI1_0, currency');
    expect(keyText(row({ targetKey: [], sourceKey: [] }))).toBe('—');
  });

  it('sums up how many tables match', () => {
    const checkedAt = '2026-11-27T10:00:00.000Z';
    expect(reconciliationSummary({ checkedAt, tables: [row(), row({ match: false })] })).toBe('1 of 2 tables match');
    expect(reconciliationSummary({ checkedAt, tables: [row()] })).toBe('1 of 1 table matches');
  });
});
