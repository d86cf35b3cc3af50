import type { ReactNode } from 'react';

interface ChartFigureProps {
  /** What the chart shows, e.g. 'CDN Usage (KB)'. */
  label: string;
  /** A sentence with the chart's figures in words; the full figures are in the chart's table. */
  summary: string;
  children: ReactNode;
}

/**
 * A chart as one image named by its label and summary. The drawing itself is hidden from assistive
 * technology (recharts would expose it as an application named after the axis unit); pass the chart
 * `accessibilityLayer: false` so it holds no focusable element.
 */
export function ChartFigure({ label, summary, children }: ChartFigureProps) {
  return (
    <div role="img" aria-label={`${label}: ${summary}`}>
      <div aria-hidden>{children}</div>
    </div>
  );
}

/** 'N periods from A to B, highest X U (period)' or 'no data'. */
export function chartSummary(points: { key: string; value: number }[], unit: string): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return 'no data';
  const highest = points.reduce((top, point) => (point.value > top.value ? point : top), first);
  const range =
    points.length === 1 ? `1 period, ${first.key}` : `${points.length} periods from ${first.key} to ${last.key}`;
  return `${range}, highest ${highest.value} ${unit} (${highest.key})`;
}
