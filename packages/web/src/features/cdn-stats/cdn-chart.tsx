import { BarChart } from '@mantine/charts';
import { Alert, Card, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { cdnAxisMax, cdnChartColour } from '@store-console/contract';
import { useId } from 'react';
import { ChartFigure, chartSummary } from '../../ui/chart-figure.tsx';
import { type Column, DataTable } from '../../ui/data-table/data-table.tsx';
import type { CdnUnit } from './cdn-units.ts';

export interface CdnChartPoint {
  key: string;
  value: number;
}

interface CdnChartProps {
  title: string;
  /** Already grouped and converted to `unit`. */
  points: CdnChartPoint[];
  unit: CdnUnit;
  /** The reason the data could not be loaded; the chart then shows an empty list. */
  failure?: string | null | undefined;
}

const pointColumns = (unit: string): Column<CdnChartPoint>[] => [
  { key: 'period', header: 'Period', render: (point) => point.key },
  { key: 'value', header: unit, render: (point) => point.value },
];

/** One bar chart of the statistics page, with its figures also in a table for screen readers. */
export function CdnChart({ title, points, unit, failure }: CdnChartProps) {
  const headingId = useId();
  const label = `${title} (${unit.unit})`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {!failure && points.length === 0 && (
          <Text c="dimmed" size="sm">
            No CDN data yet.
          </Text>
        )}
        {/* No chart frame without data: the message (or the failure) stands alone. */}
        {points.length > 0 && (
          <>
            <ChartFigure label={label} summary={chartSummary(points, unit.unit)}>
              <BarChart
                h={280}
                barChartProps={{ accessibilityLayer: false }}
                data={points}
                dataKey="key"
                series={[{ name: 'value', label, color: cdnChartColour }]}
                yAxisProps={{ domain: [0, cdnAxisMax(points.map((point) => point.value))] }}
                yAxisLabel={unit.unit}
                valueFormatter={(value) => `${value} ${unit.unit}`}
                tickLine="y"
              />
            </ChartFigure>
            <VisuallyHidden>
              <DataTable
                caption={label}
                captionShown
                columns={pointColumns(unit.unit)}
                rows={points}
                rowKey={(point) => point.key}
              />
            </VisuallyHidden>
          </>
        )}
      </Stack>
    </Card>
  );
}
