/** Size formatting of the product. */

const byteUnits = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/**
 * Bytes in the largest unit that keeps the value at least 1, with one decimal (whole bytes without):
 * base 1000 by default ('1.2 MB'), or 1024. Null, negative or non-finite values are 'Unknown'.
 */
export function formatBytes(bytes: number | null | undefined, base: 1000 | 1024 = 1000): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return 'Unknown';
  let value = bytes;
  let unit = 0;
  while (value >= base && unit < byteUnits.length - 1) {
    value /= base;
    unit += 1;
  }
  // 999,960 B is 999.96 KB, which one decimal would round up to '1000.0 KB': show '1.0 MB' instead.
  if (unit > 0 && Number(value.toFixed(1)) >= base && unit < byteUnits.length - 1) {
    value /= base;
    unit += 1;
  }
  return unit === 0 ? `${Math.round(value)} B` : `${value.toFixed(1)} ${byteUnits[unit]}`;
}

/** A database size given in MB: over 1000 as GB with two decimals, otherwise MB with one; none is 'Unknown'. */
export function formatDatabaseSize(megabytes: number | null | undefined): string {
  if (megabytes === null || megabytes === undefined || !Number.isFinite(megabytes)) return 'Unknown';
  if (megabytes > 1000) return `${(megabytes / 1000).toFixed(2)} GB`;
  return `${megabytes.toFixed(1)} MB`;
}
