import { Badge, Card, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { type FleetAgent, formatDate } from '@store-console/contract';
import { useDeferredValue } from 'react';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { LoadingState } from '../../ui/states.tsx';
import { useFleetAgents } from './use-fleet-agents.ts';

/** Reachable, not reachable, or never probed (the probe has not run since the source was saved). */
function Reachable({ agent }: { agent: FleetAgent }) {
  if (agent.reachable === null) return <Badge color="gray">Not probed yet</Badge>;
  return agent.reachable ? <Badge color="green">Reachable</Badge> : <Badge color="red">Not reachable</Badge>;
}

/** The health of every sync agent of the fleet (issue 15, beyond the spec). */
export function FleetAgents() {
  const agents = useFleetAgents();
  const data = useDeferredValue(agents.data);
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="sm">
        Sync agents
      </Title>
      {!data && !agents.isError && <LoadingState label="Loading sync agents" />}
      {agents.isError && <ErrorAlert error={agents.error} />}
      {data && data.agents.length === 0 && (
        <Text c="dimmed" size="sm">
          No store on Sync 2 reads through an agent.
        </Text>
      )}
      {data && data.agents.length > 0 && (
        <>
          <Table verticalSpacing={4}>
            <Table.Caption>
              <VisuallyHidden>Sync agents</VisuallyHidden>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Address</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Last seen</Table.Th>
                <Table.Th scope="col">Version</Table.Th>
                <Table.Th scope="col">Change capture</Table.Th>
                <Table.Th scope="col">Stores</Table.Th>
                <Table.Th scope="col">Last problem</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.agents.map((agent) => (
                <Table.Tr key={agent.address}>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{agent.address}</Table.Td>
                  <Table.Td>
                    <Reachable agent={agent} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {agent.lastSeen ? formatDate(agent.lastSeen) : 'Never'}
                  </Table.Td>
                  <Table.Td>{agent.version ?? '—'}</Table.Td>
                  <Table.Td>{agent.changeCapture.length > 0 ? agent.changeCapture.join(', ') : '—'}</Table.Td>
                  <Table.Td>{agent.stores}</Table.Td>
                  <Table.Td>{agent.error ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {data.total > data.agents.length && (
            <Text c="dimmed" size="sm" mt="xs">
              {`Showing ${data.agents.length} of ${data.total} agents, those not reachable first.`}
            </Text>
          )}
        </>
      )}
    </Card>
  );
}
