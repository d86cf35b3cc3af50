import { notifications } from '@mantine/notifications';
import type { Version } from '@store-console/contract';
import { useUpdateVersion } from '../../api/queries/versions.ts';
import { AuditTable } from '../../ui/audit-table.tsx';
import { SideDock } from '../../ui/side-dock.tsx';
import { VersionForm, versionFormValues } from './version-form.tsx';

interface EditVersionDockProps {
  version: Version | null;
  opened: boolean;
  onClose: () => void;
}

export function EditVersionDock({ version, opened, onClose }: EditVersionDockProps) {
  const update = useUpdateVersion();
  return (
    <SideDock opened={opened} onClose={onClose} title="Edit Version">
      {version && (
        <>
          <VersionForm
            key={version.id}
            defaultValues={versionFormValues(version)}
            release={version.release}
            onCancel={onClose}
            onSubmit={async (values) => {
              const updated = await update.mutateAsync({ ...values, id: version.id });
              notifications.show({ color: 'green', message: `Version ${updated.name} updated` });
              onClose();
            }}
          />
          <AuditTable audit={version} />
        </>
      )}
    </SideDock>
  );
}
