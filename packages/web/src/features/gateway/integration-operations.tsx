import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import type { AvailableInterface, Integration } from '@store-console/contract';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../ui/data-table/data-table.tsx';
import { ToneBadge } from '../../ui/status-badge.tsx';
import { gatewayPaths } from './gateway-paths.ts';
import { type IntegrationOperationRow, integrationOperationRows } from './integration-operation-rows.ts';

function operationColumns(
  paths: ReturnType<typeof gatewayPaths>,
  integration: string,
): Column<IntegrationOperationRow>[] {
  return [
    {
      key: 'operation',
      header: 'Operation',
      render: (operation) => (
        <Anchor component={Link} to={paths.operation(integration, operation.operation)}>
          {operation.operation}
        </Anchor>
      ),
    },
    {
      key: 'definedBy',
      header: 'Defined by',
      render: (operation) => (
        <ToneBadge tone={operation.override ? 'primary' : 'neutral'}>
          {operation.override ? 'Override' : 'Catalogue'}
        </ToneBadge>
      ),
    },
    { key: 'interfaceType', header: 'Interface Type', render: (operation) => operation.interfaceType },
    { key: 'method', header: 'Method', render: (operation) => operation.method },
    { key: 'path', header: 'Path', render: (operation) => operation.path, cell: { ff: 'monospace' } },
    { key: 'enabled', header: 'Enabled', render: (operation) => (operation.enabled ? 'Yes' : 'No') },
    {
      key: 'send',
      header: 'Send',
      render: (operation) => (
        <Anchor
          component={Link}
          to={paths.send(integration, operation.operation)}
          aria-label={`Send ${operation.operation}`}
        >
          Send
        </Anchor>
      ),
    },
  ];
}

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
      <DataTable
        labelledBy="integration-operations-heading"
        columns={operationColumns(paths, integration.integration)}
        rows={operations}
        rowKey={(operation) => operation.operation}
        empty="No operations"
        striped
        highlightOnHover
      />
    </Stack>
  );
}
