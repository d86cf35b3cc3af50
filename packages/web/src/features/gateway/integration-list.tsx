import { Anchor, Button, Group, Stack, Table, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/states.tsx';
import { gatewayPaths } from './gateway-paths.ts';

/** The store's integrations, each linking to its edit page, and Add Integration. */
export function IntegrationList({ storeDbId, names }: { storeDbId: number; names: readonly string[] }) {
  const paths = gatewayPaths(storeDbId);
  const sorted = [...names].sort((a, b) => a.localeCompare(b));
  return (
    <Stack gap="sm" component="section" aria-labelledby="gateway-integrations-heading">
      <Group justify="space-between">
        <Title order={2} size="h4" id="gateway-integrations-heading">
          Integrations
        </Title>
        <Button component={Link} to={paths.addIntegration} leftSection={<IconPlus size={16} aria-hidden />}>
          Add Integration
        </Button>
      </Group>
      {sorted.length === 0 ? (
        <EmptyState text="No integrations" />
      ) : (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Integration</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((name) => (
              <Table.Tr key={name}>
                <Table.Td>
                  <Anchor component={Link} to={paths.integration(name)}>
                    {name}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
