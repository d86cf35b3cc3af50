import { useSyncGraph, useSyncStatus } from '../../../api/queries/sync-requests.ts';
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Alert, Card, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  isHealthProblem,
  type SyncGraph,
  type SyncGraphPeriod,
  type SyncGraphTotalKey,
  syncGraphPeriodLabels,
  syncGraphPeriods,
  syncGraphSeriesLabels,
  syncGraphTitle,
  syncGraphTotalKeys,
  syncGraphTotalLabels,
  syncRequestTexts,
} from '@store-console/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { ChartFigure } from '../../../ui/chart-figure.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { formatBytes } from '../../../ui/format-size.ts';
import { LoadingState } from '../../../ui/states.tsx';
import { TimeZoneNote } from '../../../ui/time-zone-note.tsx';
import { useFailedToast } from '../activities/use-failed-toast.ts';
import { useSyncContext } from '../use-sync-context.ts';
import { ReconciliationCard } from './reconciliation-card.tsx';
import { statusErrorText } from './status-error-text.ts';

const periodData = syncGraphPeriods.map((period) => ({ value: period, label: syncGraphPeriodLabels[period] }));
const series = [
  { name: 'upload', label: syncGraphSeriesLabels.upload, color: 'blue.6' },
  { name: 'row', label: syncGraphSeriesLabels.row, color: 'teal.6' },
  // Bytes dwarf the counts: they get the right-hand axis.
  { name: 'byte', label: syncGraphSeriesLabels.byte, color: 'grape.6', yAxisId: 'right' },
  { name: 'error', label: syncGraphSeriesLabels.error, color: 'red.6' },
];

/** The URL's `period` (hour, today, week, month), hour by default. */
export function periodFromParam(value: string | null): SyncGraphPeriod {
  return syncGraphPeriods.find((period) => period === value) ?? 'hour';
}

function formatTotal(key: SyncGraphTotalKey, value: number): string {
  return key === 'BYTES' ? formatBytes(value) : value.toLocaleString('en-GB');
}

/** The Dashboard tab: the store's health warning, 'Sync Traffic' by period, and its four totals. */
export function DashboardTab() {
  const { storeRef, source, timeZone } = useSyncContext();
  const [params, setParams] = useSearchParams();
  const period = periodFromParam(params.get('period'));
  const status = useSyncStatus(storeRef, true);
  const graph = useSyncGraph(storeRef, period);
  useFailedToast(graph.errorUpdatedAt, graph.isError);

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Sync Dashboard
      </Title>
      <TimeZoneNote timeZone={timeZone} />
      {status.isError && (
        <Alert color="red" variant="light" role="alert">
          {syncRequestTexts.statusLoadingError(statusErrorText(status.error))}
        </Alert>
      )}
      {status.data && isHealthProblem(status.data.code) && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} title={status.data.code}>
          {status.data.description}
        </Alert>
      )}
      <Card withBorder padding="md" component="section" aria-label={syncGraphTitle}>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={3} size="h4">
              {syncGraphTitle}
            </Title>
            <SegmentedControl
              aria-label="Period"
              data={periodData}
              value={period}
              onChange={(value) =>
                setParams((prev) => {
                  const next = new URLSearchParams(prev);
                  next.set('period', value);
                  return next;
                })
              }
            />
          </Group>
          {graph.isPending ? (
            <LoadingState label="Loading sync traffic" />
          ) : graph.isError ? (
            <ErrorAlert error={graph.error} title="The sync traffic could not be loaded" />
          ) : (
            <TrafficChart graph={graph.data} />
          )}
        </Stack>
      </Card>
      {graph.data && <Totals graph={graph.data} />}
      <ReconciliationCard storeRef={storeRef} throughGateway={source?.syncType === 'GATEWAY'} timeZone={timeZone} />
    </Stack>
  );
}

/** 'N periods from A to B: 3 uploads, 1,200 rows, 2.1 MB, 4 errors'. */
export function trafficSummary(graph: SyncGraph): string {
  const first = graph.labels[0];
  const last = graph.labels.at(-1);
  if (!first || !last) return 'no data';
  const { UPLOADS, ROWS, BYTES, ERRORS } = graph.totals;
  return `${graph.labels.length} periods from ${first} to ${last}: ${UPLOADS} uploads, ${ROWS} rows, ${formatBytes(BYTES)}, ${ERRORS} errors`;
}

function TrafficChart({ graph }: { graph: SyncGraph }) {
  return (
    <ChartFigure label={syncGraphTitle} summary={trafficSummary(graph)}>
      <LineChart
        h={300}
        data={graph.points}
        dataKey="name"
        series={series}
        lineChartProps={{ accessibilityLayer: false }}
        withLegend
        withRightYAxis
        rightYAxisProps={{ tickFormatter: (value: number) => formatBytes(value) }}
        curveType="monotone"
        withDots={false}
        tickLine="y"
      />
    </ChartFigure>
  );
}

function Totals({ graph }: { graph: SyncGraph }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} mb="xs">
        Totals
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {syncGraphTotalKeys.map((key) => (
          <Paper key={key} withBorder p="sm" role="group" aria-label={syncGraphTotalLabels[key]}>
            <Text size="xs" c="dimmed">
              {syncGraphTotalLabels[key]}
            </Text>
            <Text size="xl" fw={700}>
              {formatTotal(key, graph.totals[key])}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
