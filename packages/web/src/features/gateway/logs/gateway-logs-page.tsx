import { Group, Stack, Text } from '@mantine/core';
import { exchangeStatusTone, type GatewayLog, gatewayTexts, refreshSpinnerHoldMs } from '@store-console/contract';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useGatewayLog } from '../../../api/queries/gateway-logs.ts';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { useHeldFlag } from '../../../ui/list-screen/use-held-flag.ts';
import { storeIdParam } from '../../../ui/store-id-param.ts';
import { useGatewayRecord } from '../gateway-record.ts';
import { useOperationNames } from '../operation-names.ts';
import { ExchangeDetails } from './exchange-details.tsx';
import { exchangeDetailsId, logColumns } from './log-columns.tsx';
import { toLogParams } from './log-filters.ts';
import { LogFiltersBar, LogPager } from './log-toolbar.tsx';
import { useLogFilters } from './use-log-filters.ts';

/** The Logs tab of a store's gateway. */
export function GatewayLogsPage() {
  const storeId = storeIdParam(useParams().storeId);
  if (storeId === null) return null;
  return <GatewayLogs storeId={storeId} />;
}

function GatewayLogs({ storeId }: { storeId: number }) {
  const [filters, change] = useLogFilters();
  const params = useMemo(() => toLogParams(filters), [filters]);
  const gateway = useGatewayRecord();
  const operations = useOperationNames(storeId, filters.integration || null);
  const query = useGatewayLog(storeId, params);
  const refreshing = useHeldFlag(query.isFetching, refreshSpinnerHoldMs);

  const columns = useMemo(
    () =>
      logColumns(filters.exchange, (log: GatewayLog) =>
        change({ exchange: filters.exchange === log.id ? null : log.id }),
      ),
    [filters.exchange, change],
  );

  const page = query.data;
  // A failed first load says so above the pager, with nothing beneath it.
  const body = (page || query.isPending) && (
    <DataTable
      caption="Gateway logs"
      columns={columns}
      rows={page?.messages}
      rowKey={(log) => log.id}
      rowTone={(log) => exchangeStatusTone(log.responseStatusCode)}
      details={{
        isExpanded: (log) => log.id === filters.exchange,
        id: exchangeDetailsId,
        render: (log) => <ExchangeDetails storeId={storeId} exchangeId={log.id} />,
      }}
      highlightOnHover
      verticalSpacing="xs"
      scroll={{ minWidth: 900 }}
      busy={query.isPlaceholderData}
      loading="Loading logs"
      empty={gatewayTexts.noLogs}
    />
  );

  return (
    <Stack gap="md">
      <Text>
        Gateway Store ID:{' '}
        <Text span fw={700}>
          {gateway.storeId}
        </Text>
      </Text>
      <LogFiltersBar
        filters={filters}
        onChange={change}
        integrations={gateway.integrations}
        operations={operations.names}
        operationsLoading={operations.loading}
        onRefresh={() => void query.refetch()}
        refreshing={refreshing}
      />
      {query.isError && <ErrorAlert error={query.error} />}
      <Group justify="flex-end">
        <LogPager
          page={filters.page}
          hasNextPage={page?.hasNextPage ?? false}
          nextPage={page?.nextPage ?? null}
          onPage={(target) => change({ page: target })}
        />
      </Group>
      {body}
    </Stack>
  );
}
