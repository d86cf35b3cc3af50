import type { MfaStatus } from '@store-console/contract';
import { DataTable } from '../../ui/data-table/data-table.tsx';
import { labelledRowColumns } from '../../ui/data-table/labelled-rows.ts';
import { factorName } from './factor-name.ts';

const columns = labelledRowColumns('45%');

/** What GET /identity/mfa says: email verified, enrolled factors, recovery codes left. */
export function MfaSummary({ status }: { status: MfaStatus }) {
  const rows: [string, string][] = [
    ['Email address', status.emailVerified ? 'Verified' : 'Not verified'],
    ['Enrolled factors', status.factors.length ? status.factors.map(factorName).join(', ') : 'None'],
    ['Recovery codes remaining', String(status.recoveryCodesRemaining)],
  ];
  return (
    <DataTable
      caption="Two-factor status"
      columns={columns}
      rows={rows}
      rowKey={([label]) => label}
      headless
      withTableBorder
    />
  );
}
