import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { formatDate, storeTypes } from '@store-console/contract';
import type { ReactNode } from 'react';
import { useStoreTypeCounts } from '../../api/queries/stores.ts';
import { useCurrentVersion } from '../../api/queries/versions.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';

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

/** A value still loading: a bar within the line the value will take, so nothing moves when it comes. */
function Pending({ width }: { width: string }) {
  return <Skeleton component="span" display="inline-block" h="0.9em" w={width} style={{ verticalAlign: 'middle' }} />;
}

/**
 * The header of the store list: how many stores the data centre holds, per type, and the product
 * version. Every label and line is there from the first render, with bars where the figures will
 * be, so the list beneath does not shift when they arrive.
 */
export function StoresSummary({ dataCentreId }: { dataCentreId: number }) {
  const counts = useStoreTypeCounts(dataCentreId);
  const version = useCurrentVersion();
  const countOf = (type: string) => counts.data?.find((entry) => entry.storeType === type)?.count ?? 0;
  const total = counts.data?.reduce((sum, entry) => sum + entry.count, 0) ?? 0;
  const figure = (value: number) => (counts.isPending ? <Pending width="2em" /> : value);

  return (
    <Card withBorder padding="md" component="section" aria-label="Stores summary">
      {counts.isError && <ErrorAlert error={counts.error} title="The store counts could not be loaded" />}
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 6 }} m={0} spacing="md">
        <Figure label="Total stores">{figure(total)}</Figure>
        {storeTypes.map((type) => (
          <Figure key={type} label={type}>
            {figure(countOf(type))}
          </Figure>
        ))}
        {/* Two columns wide, so the release date fits on its line even on a phone. */}
        <div style={{ gridColumn: 'span 2' }}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            Current version
          </Text>
          <Text component="dd" m={0}>
            <Text
              component="span"
              display="block"
              fw={700}
              c={version.isPending || version.data ? undefined : 'dimmed'}
            >
              {version.isPending ? (
                <Pending width="4em" />
              ) : (
                (version.data?.name ?? (version.isError ? 'Unavailable' : 'None'))
              )}
            </Text>
            <Text component="span" display="block" size="sm" c="dimmed">
              {version.isPending ? (
                <Pending width="12em" />
              ) : version.data ? (
                `released ${formatDate(version.data.release)}`
              ) : (
                '\u00a0'
              )}
            </Text>
          </Text>
        </div>
      </SimpleGrid>
    </Card>
  );
}
