import { Badge, Card, Text, Title } from '@mantine/core';
import { type FleetAgent, formatDate } from '@store-console/contract';
import { useDeferredValue } from 'react';
import { useFleetAgents } from '../../api/queries/dashboard.ts';
import { type Column, DataTable } from '../../ui/data-table/data-table.tsx';
import { EmptyNote } from '../../ui/states.tsx';

/** Reachable, not reachable, or never probed (the probe has not run since the source was saved). */
function Reachable({ agent }: { agent: FleetAgent }) {
  if (agent.reachable === null) return <Badge color="gray">Not probed yet</Badge>;
  return agent.reachable ? <Badge color="green">Reachable</Badge> : <Badge color="red">Not reachable</Badge>;
}

const dash = (value: string | null) => value ?? '—';

const agentColumns: Column<FleetAgent>[] = [
  { key: 'address', header: 'Address', render: (agent) => agent.address, cell: { style: { wordBreak: 'break-all' } } },
  { key: 'status', header: 'Status', render: (agent) => <Reachable agent={agent} /> },
  {
    key: 'lastSeen',
    header: 'Last seen',
    render: (agent) => (agent.lastSeen ? formatDate(agent.lastSeen) : 'Never'),
    cell: { style: { whiteSpace: 'nowrap' } },
  },
  { key: 'version', header: 'Version', render: (agent) => dash(agent.version) },
  {
    key: 'changeCapture',
    header: 'Change capture',
    render: (agent) => (agent.changeCapture.length > 0 ? agent.changeCapture.join(', ') : '—'),
  },
  { key: 'stores', header: 'Stores', render: (agent) => agent.stores },
  { key: 'error', header: 'Last problem', render: (agent) => dash(agent.error) },
];

/** The health of every sync agent of the fleet (issue 15, beyond the spec). */
export function FleetAgents() {
  const agents = useFleetAgents();
  const data = useDeferredValue(agents.data);
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="sm">
        Sync agents
      </Title>
      <DataTable
        caption="Sync agents"
        columns={agentColumns}
        rows={data?.agents}
        rowKey={(agent) => agent.address}
        loading="Loading sync agents"
        error={agents.isError ? agents.error : null}
        empty={<EmptyNote text="No store on Sync 2 reads through an agent." />}
        verticalSpacing={4}
      />
      {data && data.agents.length > 0 && data.total > data.agents.length && (
        <Text c="dimmed" size="sm" mt="xs">
          {`Showing ${data.agents.length} of ${data.total} agents, those not reachable first.`}
        </Text>
      )}
    </Card>
  );
}
