import { Anchor, Button, Group, Stack, Table, Title } from '@mantine/core';
import type { AvailableInterface, Integration } from '@store-console/contract';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/states.tsx';
import { ToneBadge } from '../../ui/status-badge.tsx';
import { gatewayPaths } from './gateway-paths.ts';
import { integrationOperationRows } from './integration-operation-rows.ts';

/**
 * The integration's operations: its interface's catalogue operations and the store's overrides of
 * them (marked), each linking to its edit page (where a catalogue operation becomes an override)
 * and its send page; and Add Operation.
 */
export function IntegrationOperations({
  storeDbId,
  integration,
  available,
}: {
  storeDbId: number;
  integration: Integration;
  available: readonly AvailableInterface[];
}) {
  const paths = gatewayPaths(storeDbId);
  const operations = integrationOperationRows(integration, available);
  return (
    <Stack gap="sm" component="section" aria-labelledby="integration-operations-heading">
      <Group justify="space-between">
        <Title order={2} size="h4" id="integration-operations-heading">
          Operations
        </Title>
        <Button
          component={Link}
          to={paths.addOperation(integration.integration)}
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          Add Operation
        </Button>
      </Group>
      {operations.length === 0 ? (
        <EmptyState text="No operations" />
      ) : (
        <Table striped highlightOnHover aria-labelledby="integration-operations-heading">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Operation</Table.Th>
              <Table.Th scope="col">Defined by</Table.Th>
              <Table.Th scope="col">Interface Type</Table.Th>
              <Table.Th scope="col">Method</Table.Th>
              <Table.Th scope="col">Path</Table.Th>
              <Table.Th scope="col">Enabled</Table.Th>
              <Table.Th scope="col">Send</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {operations.map((operation) => (
              <Table.Tr key={operation.operation}>
                <Table.Td>
                  <Anchor component={Link} to={paths.operation(integration.integration, operation.operation)}>
                    {operation.operation}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <ToneBadge tone={operation.override ? 'primary' : 'neutral'}>
                    {operation.override ? 'Override' : 'Catalogue'}
                  </ToneBadge>
                </Table.Td>
                <Table.Td>{operation.interfaceType}</Table.Td>
                <Table.Td>{operation.method}</Table.Td>
                <Table.Td ff="monospace">{operation.path}</Table.Td>
                <Table.Td>{operation.enabled ? 'Yes' : 'No'}</Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={paths.send(integration.integration, operation.operation)}
                    aria-label={`Send ${operation.operation}`}
                  >
                    Send
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
