import { Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ClientCredential, defaultSort, pageSizes } from '@store-console/contract';
import { useMemo, useState } from 'react';
import { useClientCredentialList } from '../../api/queries/client-credentials.ts';
import { useCurrentStore } from '../../app/current-store.ts';
import { useSession } from '../../app/session/session-context.ts';
import type { Column } from '../../ui/data-table/data-table.tsx';
import { ListScreen } from '../../ui/list-screen/list-screen.tsx';
import type { ListDefaults } from '../../ui/list-screen/list-state.ts';
import { RowActions } from '../../ui/list-screen/row-actions.tsx';
import { useListState } from '../../ui/list-screen/use-list-state.ts';
import { AddCredentialModal } from './add-credential-modal.tsx';
import { DeleteCredentialDialog } from './delete-credential-dialog.tsx';

/** The credentials API pages but neither sorts nor searches. */
const listDefaults: ListDefaults = { size: pageSizes.credentials, sort: defaultSort, sortFields: [] };

/** The Credentials tab: the store's client credentials; only a super administrator can delete one. */
export function CredentialsList() {
  const { isSuperAdmin } = useSession();
  const current = useCurrentStore();
  const store = useMemo(() => ({ id: current.id, storeId: current.storeId }), [current.id, current.storeId]);
  const list = useListState(listDefaults);
  const query = useClientCredentialList(store, { page: list.page, size: list.size, cursor: list.cursor || undefined });
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

  return (
    <ListScreen
      caption="Client Credentials"
      list={list}
      query={query}
      columns={columns}
      rowKey={(credential) => credential.id}
      emptyText="No client credentials."
      searchable={false}
      refreshable={false}
      addLabel="Add Client Credential"
      onAdd={add.open}
    >
      <AddCredentialModal store={store} opened={addOpened} onClose={add.close} />
      <DeleteCredentialDialog credential={deleting} opened={deleteOpened} onClose={confirmDelete.close} />
    </ListScreen>
  );
}
