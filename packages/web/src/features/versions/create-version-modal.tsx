import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCreateVersion } from '../../api/queries/versions.ts';
import { emptyVersionForm, VersionForm } from './version-form.tsx';

export function CreateVersionModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateVersion();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Create Version"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <VersionForm
        defaultValues={emptyVersionForm}
        onCancel={onClose}
        onSubmit={async (values) => {
          const created = await create.mutateAsync(values);
          notifications.show({ color: 'green', message: `Version ${created.name} created` });
          onClose();
        }}
      />
    </Modal>
  );
}
