import { Title } from '@mantine/core';
import { type Audit, formatDate } from '@store-console/contract';
import { DataTable } from './data-table/data-table.tsx';
import { labelledRowColumns } from './data-table/labelled-rows.ts';

const columns = labelledRowColumns('40%');

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
      <DataTable caption="Audit" columns={columns} rows={rows} rowKey={([label]) => label} headless withTableBorder />
    </>
  );
}
