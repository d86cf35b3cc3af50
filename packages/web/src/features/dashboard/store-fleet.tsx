import { Anchor, Card, Group, SimpleGrid, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { type DashboardSummary, formatDate, isWaiting } from '@store-console/contract';
import { Link } from 'react-router';
import { CountCard } from './count-card.tsx';
import { TotalCard } from './total-card.tsx';

type Fleet = DashboardSummary['stores'];

/** The store list, filtered; `dc` makes the stores page switch to that data centre first. */
function storesLink(filters: Record<string, string | number>): string {
  const params = new URLSearchParams(Object.entries(filters).map(([key, value]) => [key, String(value)]));
  const search = params.toString();
  return search ? `/stores?${search}` : '/stores';
}

function RecentFailures({ failures }: { failures: Fleet['recentFailures'] }) {
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="sm">
        Recent failures
      </Title>
      {failures.length === 0 ? (
        <Text c="dimmed" size="sm">
          No failed stores.
        </Text>
      ) : (
        <Table verticalSpacing={4}>
          <Table.Caption>
            <VisuallyHidden>Recent failures</VisuallyHidden>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Store</Table.Th>
              <Table.Th scope="col">Last log</Table.Th>
              <Table.Th scope="col">When</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {failures.map((failure) => (
              <Table.Tr key={failure.id}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={storesLink({ dc: failure.dataCentreId, status: 'FAILED', q: failure.name })}
                    size="sm"
                  >
                    {failure.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{failure.text}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(failure.timestamp)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
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
