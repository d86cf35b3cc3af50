import { notifications } from '@mantine/notifications';
import type { Store } from '@store-console/contract';
import { useUpdateStore } from '../../api/queries/stores.ts';
import { useSession } from '../../app/session/session-context.ts';
import { AuditTable } from '../../ui/audit-table.tsx';
import { SideDock } from '../../ui/side-dock.tsx';
import { StoreForm } from './store-form.tsx';
import { storeFormValues } from './store-form-values.ts';

interface EditStoreDockProps {
  store: Store | null;
  opened: boolean;
  onClose: () => void;
}

/** The docked edit panel: the ERP and the staging domain stay as they are. */
export function EditStoreDock({ store, opened, onClose }: EditStoreDockProps) {
  const { isSuperAdmin } = useSession();
  const update = useUpdateStore();
  return (
    <SideDock opened={opened} onClose={onClose} title="Edit Store">
      {store && (
        <>
          <StoreForm
            key={store.id}
            defaultValues={storeFormValues(store)}
            editing={{ name: store.name }}
            knownPartners={store.partnerUsers}
            partnersLocked={!isSuperAdmin}
            onCancel={onClose}
            onSubmit={async (values) => {
              const updated = await update.mutateAsync({ ...values, id: store.id });
              notifications.show({ color: 'green', message: `Store ${updated.name} is being updated` });
              onClose();
            }}
          />
          <AuditTable audit={store} />
        </>
      )}
    </SideDock>
  );
}
