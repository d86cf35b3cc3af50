import { Badge, Progress, Stack } from '@mantine/core';
import { type BackupStatusType, isBackupWaiting } from '@store-console/contract';

function backupStatusColour(status: BackupStatusType): string {
  if (status === 'DONE') return 'green';
  if (status === 'ERROR') return 'red';
  return 'blue';
}

export function BackupStatusBadge({ status }: { status: BackupStatusType | null }) {
  if (status === null) return null;
  return (
    <Badge color={backupStatusColour(status)} variant={isBackupWaiting(status) ? 'light' : 'filled'} radius="sm">
      {status}
    </Badge>
  );
}

/** The status badge, with a progress bar while the backup runs. */
export function BackupStatusCell({ status, progress }: { status: BackupStatusType; progress: number }) {
  return (
    <Stack gap={4} miw={120} align="flex-start">
      <BackupStatusBadge status={status} />
      {isBackupWaiting(status) && (
        <Progress w="100%" value={progress} size="sm" aria-label={`Backup progress ${progress}%`} animated />
      )}
    </Stack>
  );
}
