/**
 * The one unit both CDN charts show their bytes in (base 1000): the largest in which the larger of
 * their maxima is still at least 100, so that with the spec's axis (0–100 unless the data exceed it)
 * the bars never lie flat; bytes when even that is small.
 */
export const cdnUnits = [
  { unit: 'B', bytes: 1 },
  { unit: 'KB', bytes: 1e3 },
  { unit: 'MB', bytes: 1e6 },
  { unit: 'GB', bytes: 1e9 },
] as const;
export type CdnUnit = (typeof cdnUnits)[number];

export function chooseCdnUnit(values: number[]): CdnUnit {
  const max = Math.max(0, ...values);
  let chosen: CdnUnit = cdnUnits[0];
  for (const unit of cdnUnits) if (max / unit.bytes >= 100) chosen = unit;
  return chosen;
}

/** Bytes in the unit, with at most two decimals. */
export function toCdnUnit(bytes: number, unit: CdnUnit): number {
  return Math.round((bytes / unit.bytes) * 100) / 100;
}

/** From 400 days ago to today, as UTC dates. */
export function cdnLogRange(now: Date): { from: string; to: string } {
  const day = 24 * 60 * 60 * 1000;
  return {
    from: new Date(now.getTime() - 400 * day).toISOString().slice(0, 10),
    to: now.toISOString().slice(0, 10),
  };
}
