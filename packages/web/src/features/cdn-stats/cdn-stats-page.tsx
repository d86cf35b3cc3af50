import '@mantine/charts/styles.css';
import { Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { type CdnGrouping, cdnGroupings, groupCdnPoints } from '@store-console/contract';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { useCdnSizeLogs, useCdnUsageLogs } from '../../api/queries/cdn-stats.ts';
import { useCurrentStore } from '../../app/current-store.ts';
import { LoadingState } from '../../ui/states.tsx';
import { CdnChart } from './cdn-chart.tsx';
import { cdnLogRange, chooseCdnUnit, toCdnUnit } from './cdn-units.ts';

function isGrouping(value: string): value is CdnGrouping {
  return (cdnGroupings as readonly string[]).includes(value);
}

/** /stores/{storeId}/stats: CDN usage and CDN data size of one store (loaded lazily: recharts is large). */
export function CdnStatsPage() {
  const store = useCurrentStore();
  const [range] = useState(() => cdnLogRange(new Date()));
  const [grouping, setGrouping] = useState<CdnGrouping>('Day');
  const usage = useCdnUsageLogs(store.id, range);
  const sizes = useCdnSizeLogs(store.id, range);

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
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} size="h2">
          {store.name}
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
