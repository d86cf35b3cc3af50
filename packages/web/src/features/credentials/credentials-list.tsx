import { Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ClientCredential, pageSizes } from '@store-console/contract';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CredentialStore } from '../../api/client-credentials.ts';
import { useSession } from '../../app/session/session-context.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { type Column, DataTable } from '../../ui/list-screen/data-table.tsx';
import { ListPagination } from '../../ui/list-screen/list-pagination.tsx';
import { RowActions } from '../../ui/list-screen/row-actions.tsx';
import { EmptyState, LoadingState } from '../../ui/states.tsx';
import { AddCredentialModal } from './add-credential-modal.tsx';
import { DeleteCredentialDialog } from './delete-credential-dialog.tsx';
import { useClientCredentialList } from './use-client-credentials.ts';

function pageParam(value: string | null): number {
  return value && /^\d+$/.test(value) ? Number(value) : 0;
}

/** The Credentials tab: the store's client credentials; only a super administrator can delete one. */
export function CredentialsList({ store }: { store: CredentialStore }) {
  const { isSuperAdmin } = useSession();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const query = useClientCredentialList(store, { page, size: pageSizes.credentials });
  const [addOpened, add] = useDisclosure(false);
  const [deleteOpened, confirmDelete] = useDisclosure(false);
  const [deleting, setDeleting] = useState<ClientCredential | null>(null);

  const columns = useMemo(() => {
    const base: Column<ClientCredential>[] = [
      {
        key: 'clientId',
        header: 'Client Id',
        render: (row) => (
          <Text size="sm" ff="monospace">
            {row.clientId}
          </Text>
        ),
      },
      { key: 'clientName', header: 'Client Name', render: (row) => row.clientName },
    ];
    if (!isSuperAdmin) return base;
    return [
      ...base,
      {
        key: 'actions',
        header: 'Actions',
        width: 120,
        render: (row) => (
          <RowActions
            name={row.clientName}
            onDelete={() => {
              setDeleting(row);
              confirmDelete.open();
            }}
          />
        ),
      },
    ];
  }, [isSuperAdmin, confirmDelete.open]);

  const list = query.data;
  let body: ReactNode;
  if (query.isPending) body = <LoadingState />;
  else if (!list) body = <ErrorAlert error={query.error} />;
  else if (list.clientCredentials.length === 0) body = <EmptyState text="No client credentials." />;
  else
    body = (
      <DataTable
        caption="Client Credentials"
        columns={columns}
        rows={list.clientCredentials}
        rowKey={(credential) => credential.id}
      />
    );

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={add.open}>
          Add Client Credential
        </Button>
      </Group>
      {list && query.isError && <ErrorAlert error={query.error} />}
      {body}
      {list && list.pagination.totalElements > 0 && (
        <ListPagination
          page={page}
          totalPages={list.pagination.totalPages}
          totalElements={list.pagination.totalElements}
          onChange={(next) =>
            setParams((prev) => {
              const result = new URLSearchParams(prev);
              if (next > 0) result.set('page', String(next));
              else result.delete('page');
              return result;
            })
          }
        />
      )}
      <AddCredentialModal store={store} opened={addOpened} onClose={add.close} />
      <DeleteCredentialDialog credential={deleting} opened={deleteOpened} onClose={confirmDelete.close} />
    </Stack>
  );
}
