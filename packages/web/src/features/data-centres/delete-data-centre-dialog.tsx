import { confirmTexts, type DataCentre } from '@store-console/contract';
import { useDeleteDataCentre } from '../../api/queries/data-centres.ts';
import { DeleteDialog } from '../../ui/delete-dialog.tsx';

interface DeleteDataCentreDialogProps {
  dataCentre: DataCentre | null;
  opened: boolean;
  onClose: () => void;
}

export function DeleteDataCentreDialog({ dataCentre, opened, onClose }: DeleteDataCentreDialogProps) {
  const remove = useDeleteDataCentre();
  return (
    <DeleteDialog
      item={dataCentre}
      opened={opened}
      onClose={onClose}
      remove={remove}
      variables={(item) => item.id}
      title="Delete Data Center"
      message={(item) => confirmTexts.deleteDataCentre(item.name)}
      deleted={(item) => `Data center ${item.name} deleted`}
    />
  );
}
