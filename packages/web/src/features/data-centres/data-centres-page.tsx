import { useDisclosure } from '@mantine/hooks';
import { type DataCentre, dataCentreSortFields, defaultSort, pageSizes } from '@store-console/contract';
import { useMemo, useState } from 'react';
import { useDataCentreList } from '../../api/queries/data-centres.ts';
import { ListScreen } from '../../ui/list-screen/list-screen.tsx';
import { type ListDefaults, toListParams } from '../../ui/list-screen/list-state.ts';
import { useListState } from '../../ui/list-screen/use-list-state.ts';
import { CreateDataCentreModal } from './create-data-centre-modal.tsx';
import { dataCentreColumns } from './data-centre-columns.tsx';
import { DeleteDataCentreDialog } from './delete-data-centre-dialog.tsx';
import { EditDataCentreDock } from './edit-data-centre-dock.tsx';

const listDefaults: ListDefaults = {
  size: pageSizes.dataCentres,
  sort: defaultSort,
  sortFields: dataCentreSortFields,
};

export function DataCentresPage() {
  const list = useListState(listDefaults);
  const query = useDataCentreList(toListParams(list));
  const [createOpened, create] = useDisclosure(false);
  const [editOpened, edit] = useDisclosure(false);
  const [deleteOpened, confirmDelete] = useDisclosure(false);
  const [editing, setEditing] = useState<DataCentre | null>(null);
  const [deleting, setDeleting] = useState<DataCentre | null>(null);

  const columns = useMemo(
    () =>
      dataCentreColumns({
        onEdit: (dataCentre) => {
          setEditing(dataCentre);
          edit.open();
        },
        onDelete: (dataCentre) => {
          setDeleting(dataCentre);
          confirmDelete.open();
        },
      }),
    [edit.open, confirmDelete.open],
  );

  return (
    <ListScreen
      title="Data Centers"
      list={list}
      query={query}
      columns={columns}
      rowKey={(dataCentre) => dataCentre.id}
      emptyText="No data centers."
      addLabel="Add data center"
      onAdd={create.open}
    >
      <CreateDataCentreModal opened={createOpened} onClose={create.close} />
      <EditDataCentreDock dataCentre={editing} opened={editOpened} onClose={edit.close} />
      <DeleteDataCentreDialog dataCentre={deleting} opened={deleteOpened} onClose={confirmDelete.close} />
    </ListScreen>
  );
}
