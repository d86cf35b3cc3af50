import { Anchor, Card, Group, SimpleGrid, Title } from '@mantine/core';
import { type DashboardSummary, formatDate, isWaiting } from '@store-console/contract';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../ui/data-table/data-table.tsx';
import { EmptyNote } from '../../ui/states.tsx';
import { CountCard } from './count-card.tsx';
import { TotalCard } from './total-card.tsx';

type Fleet = DashboardSummary['stores'];

/** The store list, filtered; `dc` makes the stores page switch to that data centre first. */
function storesLink(filters: Record<string, string | number>): string {
  const params = new URLSearchParams(Object.entries(filters).map(([key, value]) => [key, String(value)]));
  const search = params.toString();
  return search ? `/stores?${search}` : '/stores';
}

const failureColumns: Column<Fleet['recentFailures'][number]>[] = [
  {
    key: 'store',
    header: 'Store',
    render: (failure) => (
      <Anchor
        component={Link}
        to={storesLink({ dc: failure.dataCentreId, status: 'FAILED', q: failure.name })}
        size="sm"
      >
        {failure.name}
      </Anchor>
    ),
  },
  { key: 'log', header: 'Last log', render: (failure) => failure.text },
  {
    key: 'when',
    header: 'When',
    render: (failure) => formatDate(failure.timestamp),
    cell: { style: { whiteSpace: 'nowrap' } },
  },
];

function RecentFailures({ failures }: { failures: Fleet['recentFailures'] }) {
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="sm">
        Recent failures
      </Title>
      <DataTable
        caption="Recent failures"
        columns={failureColumns}
        rows={failures}
        rowKey={(failure) => failure.id}
        empty={<EmptyNote text="No failed stores." />}
        verticalSpacing={4}
      />
    </Card>
  );
}

/** The fleet's real figures; each leads to the store list filtered by it. */
export function StoreFleet({ fleet }: { fleet: Fleet }) {
  const inFlight = fleet.byStatus.filter((entry) => isWaiting(entry.key) && entry.count > 0);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TotalCard title="Stores" total={fleet.total} to="/stores" />
        <TotalCard title="Operations in flight" total={fleet.inFlight}>
          {inFlight.length > 0 && (
            <Group gap="sm" mt="xs">
              {inFlight.map((entry) => (
                <Anchor key={entry.key} component={Link} to={storesLink({ status: entry.key })} size="sm">
                  {entry.key} {entry.count}
                </Anchor>
              ))}
            </Group>
          )}
        </TotalCard>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <CountCard
          title="Stores by status"
          keyHeader="Status"
          rows={fleet.byStatus.map((entry) => ({ ...entry, to: storesLink({ status: entry.key }) }))}
        />
        <CountCard
          title="Stores by type"
          keyHeader="Type"
          rows={fleet.byType.map((entry) => ({ ...entry, to: storesLink({ type: entry.key }) }))}
        />
        <CountCard
          title="Stores by data center"
          keyHeader="Data center"
          rows={fleet.byDataCentre.map((entry) => ({
            key: entry.key,
            count: entry.count,
            to: storesLink({ dc: entry.id }),
          }))}
        />
      </SimpleGrid>
      <RecentFailures failures={fleet.recentFailures} />
    </>
  );
}
