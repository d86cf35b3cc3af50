import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { type Backup, formatDate, isBackupWaiting, isRestorable } from '@store-console/contract';
import type { Column } from '../../ui/data-table/data-table.tsx';
import { BackupStatusBadge, BackupStatusCell } from './backup-status.tsx';

interface ColumnActions {
  onRestore: (backup: Backup) => void;
  onDelete: (backup: Backup) => void;
  /** Restore is held back while the store itself is loading a restore. */
  storeBusy: boolean;
}

export function backupColumns({ onRestore, onDelete, storeBusy }: ColumnActions): Column<Backup>[] {
  return [
    {
      key: 'fileName',
      header: 'File Name',
      sortField: 'fileName',
      render: (row) => (
        <>
          {/* A file name is one token: it never breaks (the table scrolls sideways when narrow). */}
          <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
            {row.fileName}
          </Text>
          {row.cloneStoreName && (
            <Text size="xs" c="dimmed">
              {row.type === 'CLONE' ? 'Cloned from' : 'Cloned to'} {row.cloneStoreName}
            </Text>
          )}
          {row.error && (
            <Text size="xs" c="red">
              {row.error}
            </Text>
          )}
        </>
      ),
    },
    { key: 'type', header: 'Type', render: (row) => row.type },
    {
      key: 'status',
      header: 'Status',
      sortField: 'statusType',
      render: (row) => <BackupStatusCell status={row.statusType} progress={row.progress} />,
    },
    { key: 'cdnStatus', header: 'CDN Status', render: (row) => <BackupStatusBadge status={row.cdnStatusType} /> },
    { key: 'createdBy', header: 'Created By', render: (row) => row.createdBy ?? '' },
    { key: 'createdDate', header: 'Created Date', render: (row) => formatDate(row.createdDate) },
    {
      key: 'actions',
      header: 'Actions',
      width: 190,
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            disabled={!isRestorable(row) || storeBusy}
            onClick={() => onRestore(row)}
          >
            Restore <VisuallyHidden>{row.fileName}</VisuallyHidden>
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            disabled={isBackupWaiting(row.statusType) || isBackupWaiting(row.cdnStatusType)}
            onClick={() => onDelete(row)}
          >
            Delete <VisuallyHidden>{row.fileName}</VisuallyHidden>
          </Button>
        </Group>
      ),
    },
  ];
}
