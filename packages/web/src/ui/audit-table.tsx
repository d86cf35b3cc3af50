import { Table, Title, VisuallyHidden } from '@mantine/core';
import { type Audit, formatDate } from '@store-console/contract';

/** Who created and last changed an item, and when ('Do MMM YYYY, HH:mm'). */
export function AuditTable({ audit }: { audit: Audit }) {
  const rows: [string, string][] = [
    ['Created by', audit.createdBy ?? ''],
    ['Created date', formatDate(audit.createdDate)],
    ['Modified by', audit.modifiedBy ?? ''],
    ['Modified date', formatDate(audit.modifiedDate)],
  ];
  return (
    <>
      <Title order={3} size="h5" mt="lg" mb="xs">
        Audit
      </Title>
      <Table withTableBorder>
        <Table.Caption>
          <VisuallyHidden>Audit</VisuallyHidden>
        </Table.Caption>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w="40%">
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
