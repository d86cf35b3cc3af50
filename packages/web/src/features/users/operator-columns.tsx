import { formatRole, type Operator } from '@store-console/contract';
import type { Column } from '../../ui/data-table/data-table.tsx';
import { RowActions } from '../../ui/list-screen/row-actions.tsx';
import { OperatorStatusButton } from './operator-status-button.tsx';

interface ColumnActions {
  /** The signed-in operator, who cannot delete themselves. */
  currentUserId: number;
  onLogs: (operator: Operator) => void;
  onEdit: (operator: Operator) => void;
  onDelete: (operator: Operator) => void;
}

export function operatorColumns({ currentUserId, onLogs, onEdit, onDelete }: ColumnActions): Column<Operator>[] {
  return [
    { key: 'name', header: 'Name', sortField: 'name', render: (row) => row.name },
    { key: 'username', header: 'Username', sortField: 'username', render: (row) => row.username },
    { key: 'role', header: 'Role', sortField: 'role', render: (row) => formatRole(row.role) },
    { key: 'phone', header: 'Phone', sortField: 'phone', render: (row) => row.phone ?? '' },
    {
      key: 'status',
      header: 'Status',
      sortField: 'statusType',
      render: (row) => <OperatorStatusButton operator={row} onClick={() => onLogs(row)} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      width: 170,
      render: (row) => (
        <RowActions
          name={row.name}
          onEdit={() => onEdit(row)}
          onDelete={row.id === currentUserId ? undefined : () => onDelete(row)}
        />
      ),
    },
  ];
}
