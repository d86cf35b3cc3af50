import { notifications } from '@mantine/notifications';
import type { DataCentre } from '@store-console/contract';
import { useUpdateDataCentre } from '../../api/queries/data-centres.ts';
import { AuditTable } from '../../ui/audit-table.tsx';
import { SideDock } from '../../ui/side-dock.tsx';
import { DataCentreForm, dataCentreFormValues } from './data-centre-form.tsx';

interface EditDataCentreDockProps {
  dataCentre: DataCentre | null;
  opened: boolean;
  onClose: () => void;
}

export function EditDataCentreDock({ dataCentre, opened, onClose }: EditDataCentreDockProps) {
  const update = useUpdateDataCentre();
  return (
    <SideDock opened={opened} onClose={onClose} title="Edit Data Center">
      {dataCentre && (
        <>
          <DataCentreForm
            key={dataCentre.id}
            defaultValues={dataCentreFormValues(dataCentre)}
            codeReadOnly
            onCancel={onClose}
            onSubmit={async (values) => {
              const updated = await update.mutateAsync({ ...values, id: dataCentre.id });
              notifications.show({ color: 'green', message: `Data center ${updated.name} updated` });
              onClose();
            }}
          />
          <AuditTable audit={dataCentre} />
        </>
      )}
    </SideDock>
  );
}
