import { notifications } from '@mantine/notifications';
import { confirmTexts, type DataCentre } from '@store-console/contract';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { useDeleteDataCentre } from './use-data-centres.ts';

interface DeleteDataCentreDialogProps {
  dataCentre: DataCentre | null;
  opened: boolean;
  onClose: () => void;
}

export function DeleteDataCentreDialog({ dataCentre, opened, onClose }: DeleteDataCentreDialogProps) {
  const remove = useDeleteDataCentre();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={opened}
      title="Delete Data Center"
      message={dataCentre ? confirmTexts.deleteDataCentre(dataCentre.name) : undefined}
      loading={remove.isPending}
      error={remove.error}
      onCancel={close}
      onConfirm={async () => {
        if (!dataCentre) return;
        try {
          await remove.mutateAsync(dataCentre.id);
        } catch {
          return; // The dialog shows the error and stays open.
        }
        notifications.show({ color: 'green', message: `Data center ${dataCentre.name} deleted` });
        close();
      }}
    />
  );
}
