import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCreateStore } from '../../api/queries/stores.ts';
import { useSession } from '../../app/session/session-context.ts';
import { StoreForm } from './store-form.tsx';
import { emptyStoreForm } from './store-form-values.ts';

interface CreateStoreModalProps {
  opened: boolean;
  onClose: () => void;
  dataCentreId: number;
}

/** A new store in the selected data centre; a PARTNER is its partner from the start. */
export function CreateStoreModal({ opened, onClose, dataCentreId }: CreateStoreModalProps) {
  const { user, isSuperAdmin } = useSession();
  const create = useCreateStore();
  const me = isSuperAdmin ? [] : [{ id: user.id, name: user.name, username: user.username }];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Create Store"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <StoreForm
        defaultValues={emptyStoreForm(
          dataCentreId,
          me.map((partner) => partner.id),
        )}
        editing={null}
        knownPartners={me}
        partnersLocked={false}
        onCancel={onClose}
        onSubmit={async (values) => {
          const created = await create.mutateAsync(values);
          notifications.show({ color: 'green', message: `Store ${created.name} is being created` });
          onClose();
        }}
      />
    </Modal>
  );
}
