import { useDisclosure } from '@mantine/hooks';
import { defaultSort, type Operator, operatorSortFields, pageSizes } from '@store-console/contract';
import { useMemo, useState } from 'react';
import { useOperatorList } from '../../api/queries/operators.ts';
import { useSession } from '../../app/session/session-context.ts';
import { ListScreen } from '../../ui/list-screen/list-screen.tsx';
import { type ListDefaults, toListParams } from '../../ui/list-screen/list-state.ts';
import { useListState } from '../../ui/list-screen/use-list-state.ts';
import { CreateOperatorModal } from './create-operator-modal.tsx';
import { DeleteOperatorDialog } from './delete-operator-dialog.tsx';
import { EditOperatorDock } from './edit-operator-dock.tsx';
import { operatorColumns } from './operator-columns.tsx';
import { OperatorLogsDialog } from './operator-logs-dialog.tsx';

const listDefaults: ListDefaults = {
  size: pageSizes.operators,
  sort: defaultSort,
  sortFields: operatorSortFields,
};

/** Operators (console users), for a SUPER_ADMIN. */
export function UsersPage() {
  const { user } = useSession();
  const list = useListState(listDefaults);
  const query = useOperatorList(toListParams(list));
  const [createOpened, create] = useDisclosure(false);
  const [editOpened, edit] = useDisclosure(false);
  const [deleteOpened, confirmDelete] = useDisclosure(false);
  const [logsOpened, logs] = useDisclosure(false);
  const [editing, setEditing] = useState<Operator | null>(null);
  const [deleting, setDeleting] = useState<Operator | null>(null);
  const [logsOf, setLogsOf] = useState<Operator | null>(null);

  const columns = useMemo(
    () =>
      operatorColumns({
        currentUserId: user.id,
        onLogs: (operator) => {
          setLogsOf(operator);
          logs.open();
        },
        onEdit: (operator) => {
          setEditing(operator);
          edit.open();
        },
        onDelete: (operator) => {
          setDeleting(operator);
          confirmDelete.open();
        },
      }),
    [user.id, logs.open, edit.open, confirmDelete.open],
  );

  return (
    <ListScreen
      title="Users"
      list={list}
      query={query}
      columns={columns}
      rowKey={(operator) => operator.id}
      emptyText="No users."
      addLabel="Add user"
      onAdd={create.open}
    >
      <CreateOperatorModal opened={createOpened} onClose={create.close} />
      <EditOperatorDock operator={editing} opened={editOpened} onClose={edit.close} />
      <DeleteOperatorDialog operator={deleting} opened={deleteOpened} onClose={confirmDelete.close} />
      <OperatorLogsDialog operator={logsOf} opened={logsOpened} onClose={logs.close} />
    </ListScreen>
  );
}
