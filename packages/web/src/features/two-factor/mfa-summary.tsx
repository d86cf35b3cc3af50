import { Table, VisuallyHidden } from '@mantine/core';
import type { MfaStatus } from '@store-console/contract';
import { factorName } from './factor-name.ts';

/** What GET /identity/mfa says: email verified, enrolled factors, recovery codes left. */
export function MfaSummary({ status }: { status: MfaStatus }) {
  const rows: [string, string][] = [
    ['Email address', status.emailVerified ? 'Verified' : 'Not verified'],
    ['Enrolled factors', status.factors.length ? status.factors.map(factorName).join(', ') : 'None'],
    ['Recovery codes remaining', String(status.recoveryCodesRemaining)],
  ];
  return (
    <Table withTableBorder>
      <Table.Caption>
        <VisuallyHidden>Two-factor status</VisuallyHidden>
      </Table.Caption>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w="45%">
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
