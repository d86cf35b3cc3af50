import { Progress, Stack } from '@mantine/core';
import { type BackupStatusType, backupStatusTones, isBackupWaiting } from '@store-console/contract';
import { StatusBadge } from '../../ui/status-badge.tsx';

export function BackupStatusBadge({ status }: { status: BackupStatusType | null }) {
  if (status === null) return null;
  return <StatusBadge status={status} tones={backupStatusTones} waiting={isBackupWaiting(status)} />;
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
