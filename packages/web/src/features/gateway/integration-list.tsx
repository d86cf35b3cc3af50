import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DataTable } from '../../ui/data-table/data-table.tsx';
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
      <DataTable
        columns={[
          {
            key: 'integration',
            header: 'Integration',
            render: (name) => (
              <Anchor component={Link} to={paths.integration(name)}>
                {name}
              </Anchor>
            ),
          },
        ]}
        rows={sorted}
        rowKey={(name) => name}
        empty="No integrations"
        striped
        highlightOnHover
      />
    </Stack>
  );
}
