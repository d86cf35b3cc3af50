import { Alert, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type Environment, productionEnvironment } from '@store-console/contract';
import { IconKey } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { useDeleteEnvironment, useEnvironments, useTestEnvironment } from '../../api/queries/environments.ts';
import type { Column } from '../../ui/data-table/data-table.tsx';
import { DeleteDialog } from '../../ui/delete-dialog.tsx';
import { ListScreen } from '../../ui/list-screen/list-screen.tsx';
import type { ListDefaults } from '../../ui/list-screen/list-state.ts';
import { useListState } from '../../ui/list-screen/use-list-state.ts';
import { PeerCredentialModal } from './peer-credential-modal.tsx';
import { RegisterEnvironmentModal } from './register-environment-modal.tsx';

const listDefaults: ListDefaults = { size: 100, sort: 'name,ASC', sortFields: [] };

/** What the last test of an environment said. */
type TestResult = { ok: true; text: string } | { ok: false; text: string };

/**
 * /stores/environments (SUPER_ADMIN): the peer installations backups can be cloned from — register
 * one with the credential it issued, test that it answers, remove it — and a credential of this
 * installation for another to clone from here.
 */
export function EnvironmentsPage() {
  const list = useListState(listDefaults);
  const query = useEnvironments();
  const test = useTestEnvironment();
  const remove = useDeleteEnvironment();
  const [registerOpened, register] = useDisclosure(false);
  const [credentialOpened, credential] = useDisclosure(false);
  const [deleteOpened, confirmDelete] = useDisclosure(false);
  const [deleting, setDeleting] = useState<Environment | null>(null);
  const [results, setResults] = useState<Record<number, TestResult>>({});
  const [testing, setTesting] = useState<number | null>(null);

  const columns = useMemo((): Column<Environment>[] => {
    const runTest = async (environment: Environment) => {
      setTesting(environment.id);
      try {
        const answer = await test.mutateAsync(environment.id);
        setResults((all) => ({
          ...all,
          [environment.id]: { ok: true, text: `Answers: ${answer.stores} stores` },
        }));
      } catch (error) {
        setResults((all) => ({ ...all, [environment.id]: { ok: false, text: errorMessage(error) } }));
      } finally {
        setTesting(null);
      }
    };
    return [
      { key: 'name', header: 'Name', render: (environment) => environment.name },
      {
        key: 'baseUrl',
        header: 'Base URL',
        render: (environment) => environment.baseUrl ?? 'This installation',
      },
      {
        key: 'test',
        header: 'Test',
        render: (environment) => {
          const result = results[environment.id];
          return result ? (
            <Text size="sm" c={result.ok ? 'green.9' : 'red.9'} role="status">
              {result.text}
            </Text>
          ) : null;
        },
      },
      {
        key: 'actions',
        header: 'Actions',
        render: (environment) =>
          environment.name === productionEnvironment ? null : (
            <Group gap={6} wrap="nowrap">
              <Button
                size="compact-sm"
                variant="light"
                loading={testing === environment.id}
                onClick={() => void runTest(environment)}
              >
                Test <VisuallyHidden>{environment.name}</VisuallyHidden>
              </Button>
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                onClick={() => {
                  setDeleting(environment);
                  confirmDelete.open();
                }}
              >
                Remove <VisuallyHidden>{environment.name}</VisuallyHidden>
              </Button>
            </Group>
          ),
      },
    ];
  }, [results, testing, test.mutateAsync, confirmDelete.open]);

  return (
    <ListScreen
      title="Environments"
      list={list}
      query={query}
      columns={columns}
      rowKey={(environment) => environment.id}
      emptyText="No environments."
      searchable={false}
      paginated={false}
      addLabel="Register environment"
      onAdd={register.open}
      header={
        <Alert color="blue" variant="light">
          Backups can be cloned from the installations registered here. To let another installation clone from this one,
          create a peer credential and register it there.
        </Alert>
      }
      actions={
        <Button variant="light" leftSection={<IconKey size={16} aria-hidden />} onClick={credential.open}>
          Create peer credential
        </Button>
      }
    >
      <RegisterEnvironmentModal opened={registerOpened} onClose={register.close} />
      <PeerCredentialModal opened={credentialOpened} onClose={credential.close} />
      <DeleteDialog
        item={deleting}
        opened={deleteOpened}
        onClose={confirmDelete.close}
        remove={remove}
        variables={(environment) => environment.id}
        title="Remove Environment"
        message={(environment) => `Remove environment ${environment.name}?`}
        deleted={(environment) => `Environment ${environment.name} removed`}
      />
    </ListScreen>
  );
}
