import { notifications } from '@mantine/notifications';
import type { Operator } from '@store-console/contract';
import { AuditTable } from '../../ui/audit-table.tsx';
import { SideDock } from '../../ui/side-dock.tsx';
import { OperatorEditForm } from './operator-edit-form.tsx';

interface EditOperatorDockProps {
  operator: Operator | null;
  opened: boolean;
  onClose: () => void;
}

export function EditOperatorDock({ operator, opened, onClose }: EditOperatorDockProps) {
  return (
    <SideDock opened={opened} onClose={onClose} title="Edit User">
      {operator && (
        <>
          <OperatorEditForm
            key={operator.id}
            operator={operator}
            onCancel={onClose}
            onSaved={(updated) => {
              notifications.show({ color: 'green', message: `User ${updated.username} updated` });
              onClose();
            }}
          />
          <AuditTable audit={operator} />
        </>
      )}
    </SideDock>
  );
}
