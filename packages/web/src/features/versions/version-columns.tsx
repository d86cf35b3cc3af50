import { formatDate, type Version } from '@store-console/contract';
import type { Column } from '../../ui/data-table/data-table.tsx';
import { RowActions } from '../../ui/list-screen/row-actions.tsx';
import { NotesLink } from './notes-link.tsx';

export interface VersionActions {
  onEdit: (version: Version) => void;
  onDelete: (version: Version) => void;
}

/** Name, Release, Notes, Info; the Actions column only when the operator may change versions. */
export function versionColumns(actions: VersionActions | null): Column<Version>[] {
  const columns: Column<Version>[] = [
    { key: 'name', header: 'Name', render: (row) => row.name },
    { key: 'release', header: 'Release', render: (row) => formatDate(row.release) },
    { key: 'notes', header: 'Notes', render: (row) => <NotesLink notes={row.notes} /> },
    { key: 'info', header: 'Info', render: (row) => row.info ?? '' },
  ];
  if (!actions) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      header: 'Actions',
      width: 170,
      render: (row) => (
        <RowActions name={row.name} onEdit={() => actions.onEdit(row)} onDelete={() => actions.onDelete(row)} />
      ),
    },
  ];
}
