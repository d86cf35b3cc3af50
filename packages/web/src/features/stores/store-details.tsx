import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Store } from '@store-console/contract';

/** The id of a store's details row, which its Details toggle controls. */
export const storeDetailsId = (store: Store) => `store-details-${store.id}`;

/** The expanded row: identifiers, domains and how to reach the contact. */
export function StoreDetails({ store, onLogs }: { store: Store; onLogs: () => void }) {
  const entries: [label: string, value: string][] = [
    ['ID', String(store.id)],
    ['Store ID', store.storeId],
    ['Primary Domain', store.primaryDomain ?? ''],
    ['Staging Domain', store.stgDomain],
    ['Contact Email', store.contactEmail ?? ''],
    ['Contact Phone', store.contactPhone ?? ''],
  ];
  return (
    <Stack gap="xs" align="flex-start">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing={6} m={0}>
        {entries.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ wordBreak: 'break-all' }}>
              {value || '—'}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {/* Every store's logs stay reachable here; the row offers View Logs for a FAILED store only. */}
      <Button size="compact-sm" variant="light" onClick={onLogs} aria-label={`View logs ${store.name}`}>
        View Logs
      </Button>
    </Stack>
  );
}
