import {
  type Reconciliation,
  type ReconciliationRow,
  type ReconciliationSide,
  reconciliationTexts,
  type StatusTone,
} from '@store-console/contract';

/** The Result column: Match (success) or Mismatch (danger). */
export function reconciliationResult(row: ReconciliationRow): { label: string; tone: StatusTone } {
  return row.match
    ? { label: reconciliationTexts.match, tone: 'success' }
    : { label: reconciliationTexts.mismatch, tone: 'danger' };
}

/** Rows as read, with the distinct keys when fewer (several source rows feed one store row): '1,204 (1,200 keys)'. */
export function sideRows(side: ReconciliationSide | null): string {
  if (!side) return '—';
  const rows = side.rows.toLocaleString('en-GB');
  return side.keys === side.rows ? rows : `${rows} (${side.keys.toLocaleString('en-GB')} keys)`;
}

/** 'Key' column: `store column ← source column` per part, or the one name when both are the same. */
export function keyText(row: ReconciliationRow): string {
  if (row.targetKey.length === 0) return '—';
  return row.targetKey
    .map((column, i) => {
      const source = row.sourceKey[i];
      return source === undefined || source === column ? column : `${column} ← ${source}`;
    })
    .join(', ');
}

/** '8 of 8 tables match' above the table (a screen reader hears it once, not per row). */
export function reconciliationSummary(reconciliation: Reconciliation): string {
  const matching = reconciliation.tables.filter((row) => row.match).length;
  const total = reconciliation.tables.length;
  return `${matching} of ${total} ${total === 1 ? 'table matches' : 'tables match'}`;
}
