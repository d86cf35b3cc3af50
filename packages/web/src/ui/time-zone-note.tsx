import { Text } from '@mantine/core';
import { timesInZone } from '@store-console/contract';

/**
 * Names the one time zone a screen's times are in ('Times in Europe/Paris'), so that a time is never
 * read against another clock; format them with the contract's `formatDateInZone` in the same zone.
 */
export function TimeZoneNote({ timeZone }: { timeZone: string }) {
  return (
    <Text size="xs" c="dimmed" role="note">
      {timesInZone(timeZone)}
    </Text>
  );
}
