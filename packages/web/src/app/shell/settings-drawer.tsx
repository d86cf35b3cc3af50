import { Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatRole } from '@store-console/contract';
import { SideDock } from '../../ui/side-dock.tsx';
import { useSession } from '../session/session-context.ts';

/** The signed-in operator's profile; 2FA enrolment joins it in a later release. */
export function SettingsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { user, dataCentres } = useSession();
  const dataCentre = dataCentres.find((item) => item.id === user.dataCentre?.id);
  const rows: [string, string][] = [
    ['Name', user.name],
    ['Username', user.username],
    ['Role', formatRole(user.role)],
    ['Phone', user.phone ?? ''],
    ['Data center', dataCentre?.name ?? ''],
  ];
  return (
    <SideDock opened={opened} onClose={onClose} title="Settings">
      <Stack gap="lg">
        <section>
          <Title order={3} size="h5" mb="xs">
            Profile
          </Title>
          <Table withTableBorder>
            <Table.Caption>
              <VisuallyHidden>Profile</VisuallyHidden>
            </Table.Caption>
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row" w="35%">
                    {label}
                  </Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </section>
        <section>
          <Title order={3} size="h5" mb="xs">
            Two-factor authentication
          </Title>
          <Text size="sm" c="dimmed">
            Enrolment for two-factor authentication is set up in a later release.
          </Text>
        </section>
      </Stack>
    </SideDock>
  );
}
