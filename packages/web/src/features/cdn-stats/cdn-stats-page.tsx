import '@mantine/charts/styles.css';
import { Alert, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { type CdnGrouping, cdnGroupings, groupCdnPoints } from '@store-console/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '../../api/api-error.ts';
import { LoadingState } from '../../ui/states.tsx';
import { storeIdParam } from '../../ui/store-id-param.ts';
import { StoreHeader } from '../stores/store-header.tsx';
import { useStore } from '../stores/use-stores.ts';
import { CdnChart } from './cdn-chart.tsx';
import { cdnLogRange, chooseCdnUnit, toCdnUnit } from './cdn-units.ts';
import { useCdnSizeLogs, useCdnUsageLogs } from './use-cdn-logs.ts';

/** /stores/{storeId}/stats: CDN usage and CDN data size of one store (loaded lazily: recharts is large). */
export function CdnStatsPage() {
  const param = useParams().storeId;
  const storeDbId = storeIdParam(param);
  if (storeDbId === null) return <Text>No Invalid StoreId</Text>;
  return <StoreCdnStats key={storeDbId} storeDbId={storeDbId} />;
}

function isGrouping(value: string): value is CdnGrouping {
  return (cdnGroupings as readonly string[]).includes(value);
}

function StoreCdnStats({ storeDbId }: { storeDbId: number }) {
  const [range] = useState(() => cdnLogRange(new Date()));
  const [grouping, setGrouping] = useState<CdnGrouping>('Day');
  const store = useStore(storeDbId);
  const loaded = store.isSuccess;
  const usage = useCdnUsageLogs(loaded ? storeDbId : null, range);
  const sizes = useCdnSizeLogs(loaded ? storeDbId : null, range);

  if (store.isPending) return <LoadingState label="Loading store" />;
  if (store.isError) {
    return (
      <Alert color="red" role="alert">
        {`Failed to get CDN logs for store ${storeDbId}, reason: ${errorMessage(store.error)}`}
      </Alert>
    );
  }

  const usagePoints = groupCdnPoints(
    (usage.data ?? []).map((log) => ({ date: log.cdnUsageDate, value: log.cdnUsageSize })),
    grouping,
    'sum',
  );
  const sizePoints = groupCdnPoints(
    (sizes.data ?? []).map((log) => ({ date: log.createdDate, value: log.cdnSize })),
    grouping,
    'average',
  );
  const unit = chooseCdnUnit([...usagePoints, ...sizePoints].map((point) => point.value));
  const convert = (points: { key: string; value: number }[]) =>
    points.map((point) => ({ key: point.key, value: toCdnUnit(point.value, unit) }));

  return (
    <Stack gap="md">
      <StoreHeader storeId={storeDbId} />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} size="h2">
          {store.data.name}
        </Title>
        <SegmentedControl
          aria-label="Grouping"
          data={[...cdnGroupings]}
          value={grouping}
          onChange={(value) => {
            if (isGrouping(value)) setGrouping(value);
          }}
        />
      </Group>
      {(usage.isPending || sizes.isPending) && <LoadingState label="Loading CDN logs" />}
      <CdnChart
        title="CDN Usage"
        points={convert(usagePoints)}
        unit={unit}
        failure={usage.isError ? `Failed to get CDN Usage logs, ${errorMessage(usage.error)}` : null}
      />
      <CdnChart
        title="CDN Data Size"
        points={convert(sizePoints)}
        unit={unit}
        failure={sizes.isError ? `Failed to get CDN Size logs, ${errorMessage(sizes.error)}` : null}
      />
    </Stack>
  );
}
