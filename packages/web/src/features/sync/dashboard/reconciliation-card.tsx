import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateInZone, type ReconciliationRow, reconciliationTexts } from '@store-console/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { syncRequestKeys } from '../../../api/query-keys.ts';
import { getReconciliation } from '../../../api/sync-requests.ts';
import type { SyncStoreRef } from '../../../api/sync-sources.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { ToneBadge } from '../../../ui/status-badge.tsx';
import { keyText, reconciliationResult, reconciliationSummary, sideRows } from './reconciliation-rules.ts';

/**
 * Source vs store, table by table (issue 15, beyond the spec): read only when Reconcile is pressed —
 * it counts and hashes whole tables on both sides, so it is never polled nor refreshed by itself.
 */
export function ReconciliationCard({
  storeRef,
  throughGateway,
  timeZone,
}: {
  storeRef: SyncStoreRef;
  throughGateway: boolean;
  /** The zone the check's time is shown in (the store's, named on the dashboard). */
  timeZone: string;
}) {
  const headingId = useId();
  const reconciliation = useQuery({
    queryKey: syncRequestKeys.reconciliation(storeRef.id),
    queryFn: ({ signal }) => getReconciliation(storeRef, signal),
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const data = reconciliation.data;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4" id={headingId}>
            {reconciliationTexts.title}
          </Title>
          <Button
            variant="light"
            loading={reconciliation.isFetching}
            disabled={throughGateway}
            onClick={() => void reconciliation.refetch()}
          >
            {reconciliationTexts.button}
          </Button>
        </Group>
        {reconciliation.isError && <ErrorAlert error={reconciliation.error} title={reconciliationTexts.failed} />}
        {!data && !reconciliation.isError && (
          <Text size="sm" c="dimmed">
            {throughGateway
              ? `${reconciliationTexts.throughGateway}.`
              : reconciliation.isFetching
                ? reconciliationTexts.running
                : reconciliationTexts.empty}
          </Text>
        )}
        {data && (
          <>
            <Text size="sm" role="status">
              {reconciliationSummary(data)} — checked {formatDateInZone(data.checkedAt, timeZone)}
            </Text>
            <Table.ScrollContainer minWidth={900}>
              <Table striped aria-labelledby={headingId}>
                <Table.Thead>
                  <Table.Tr>
                    {reconciliationTexts.columns.map((column) => (
                      <Table.Th key={column}>{column}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.tables.map((row) => (
                    <ReconciliationLine key={`${row.sourceTable}>${row.targetTable}`} row={row} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Stack>
    </Card>
  );
}

function ReconciliationLine({ row }: { row: ReconciliationRow }) {
  const result = reconciliationResult(row);
  return (
    <Table.Tr>
      <Table.Td>{row.sourceTable}</Table.Td>
      <Table.Td>{row.targetTable}</Table.Td>
      <Table.Td>{keyText(row)}</Table.Td>
      <Table.Td>{sideRows(row.source)}</Table.Td>
      <Table.Td>{sideRows(row.store)}</Table.Td>
      <Table.Td ff="monospace">{row.source?.checksum ?? '—'}</Table.Td>
      <Table.Td ff="monospace">{row.store?.checksum ?? '—'}</Table.Td>
      <Table.Td>
        <Stack gap={2} align="flex-start">
          <ToneBadge tone={result.tone}>{result.label}</ToneBadge>
          {row.note && (
            <Text size="xs" c="dimmed">
              {row.note}
            </Text>
          )}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
