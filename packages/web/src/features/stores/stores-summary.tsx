import { Card, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { formatDate, storeTypes } from '@store-console/contract';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { useCurrentVersion } from '../versions/use-versions.ts';
import { useStoreTypeCounts } from './use-stores.ts';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={700} fz="lg">
        {children}
      </Text>
    </div>
  );
}

/** The header of the store list: how many stores the data centre holds, per type, and the product version. */
export function StoresSummary({ dataCentreId }: { dataCentreId: number }) {
  const counts = useStoreTypeCounts(dataCentreId);
  const version = useCurrentVersion();
  const countOf = (type: string) => counts.data?.find((entry) => entry.storeType === type)?.count ?? 0;
  const total = counts.data?.reduce((sum, entry) => sum + entry.count, 0) ?? 0;

  return (
    <Card withBorder padding="md" component="section" aria-label="Stores summary">
      {counts.isError && <ErrorAlert error={counts.error} title="The store counts could not be loaded" />}
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 6 }} m={0} spacing="md">
        {counts.isPending ? (
          <Skeleton h={44} />
        ) : (
          <>
            <Figure label="Total stores">{total}</Figure>
            {storeTypes.map((type) => (
              <Figure key={type} label={type}>
                {countOf(type)}
              </Figure>
            ))}
          </>
        )}
        <div>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            Current version
          </Text>
          <Text component="dd" m={0}>
            {version.isPending ? (
              <Skeleton h={20} w={120} component="span" display="inline-block" />
            ) : version.data ? (
              <Group gap={6} component="span">
                <Text component="span" fw={700}>
                  {version.data.name}
                </Text>
                <Text component="span" size="sm" c="dimmed">
                  released {formatDate(version.data.release)}
                </Text>
              </Group>
            ) : (
              <Text component="span" c="dimmed" size="sm">
                {version.isError ? 'Unavailable' : 'None'}
              </Text>
            )}
          </Text>
        </div>
      </SimpleGrid>
    </Card>
  );
}
