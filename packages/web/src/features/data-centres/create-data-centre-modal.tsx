import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCreateDataCentre } from '../../api/queries/data-centres.ts';
import { DataCentreForm, emptyDataCentreForm } from './data-centre-form.tsx';

export function CreateDataCentreModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateDataCentre();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Create Data Center"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <DataCentreForm
        defaultValues={emptyDataCentreForm}
        codeReadOnly={false}
        onCancel={onClose}
        onSubmit={async (values) => {
          const created = await create.mutateAsync(values);
          notifications.show({ color: 'green', message: `Data center ${created.name} created` });
          onClose();
        }}
      />
    </Modal>
  );
}
