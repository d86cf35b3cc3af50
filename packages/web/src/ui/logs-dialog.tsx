import { Group, Modal, Text, Title } from '@mantine/core';
import { formatDate } from '@store-console/contract';
import type { ReactNode } from 'react';
import { type Column, DataTable } from './data-table/data-table.tsx';
import { ErrorAlert } from './error-alert.tsx';

/** One line of a store's or an operator's lifecycle log. */
export interface LogEntry {
  timestamp: string;
  logType: string;
  text: string;
}

const logColumns: Column<LogEntry>[] = [
  {
    key: 'time',
    header: 'Time',
    render: (log) => formatDate(log.timestamp),
    cell: { style: { whiteSpace: 'nowrap' } },
  },
  { key: 'type', header: 'Type', render: (log) => log.logType },
  { key: 'text', header: 'Text', render: (log) => log.text },
];

interface LogsDialogProps {
  /** Whose logs are shown; the title is 'Logs <name>', or 'Logs' while there is none. */
  name: string | undefined;
  opened: boolean;
  onClose: () => void;
  /** The logs, rendered only while there is a subject (keyed by it, so each one starts afresh). */
  children: ReactNode;
}

/** The modal frame of a log dialog. */
export function LogsDialog({ name, opened, onClose, children }: LogsDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={name === undefined ? 'Logs' : `Logs ${name}`}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {children}
    </Modal>
  );
}

interface LogsPanelProps {
  /** The current status, e.g. a badge. */
  status: ReactNode;
  /** The subject is waiting for a step to finish, so its query re-fetches every second. */
  waiting: boolean;
  /** The error of the last fetch, or null. */
  error: unknown;
  logs: readonly LogEntry[];
  /** A heading above the log table. */
  logsHeading?: string | undefined;
  /** Further sections below the logs. */
  children?: ReactNode;
}

/** The status line (saying so while it polls), the fetch error and the log table of a log dialog. */
export function LogsPanel({ status, waiting, error, logs, logsHeading, children }: LogsPanelProps) {
  return (
    <>
      <Group gap="xs" mb="sm">
        <Text size="sm">Status</Text>
        {status}
        {waiting && (
          <Text size="sm" c="dimmed">
            Refreshing every second
          </Text>
        )}
      </Group>
      {error !== null && <ErrorAlert error={error} />}
      {logsHeading !== undefined && (
        <Title order={3} size="h5" mt="md" mb="xs">
          {logsHeading}
        </Title>
      )}
      <DataTable
        caption="Logs"
        columns={logColumns}
        rows={logs}
        // Log lines are only ever appended and have no id, so the position identifies a line.
        rowKey={(_, index) => index}
        empty="No logs."
        striped
        verticalSpacing="xs"
      />
      {children}
    </>
  );
}
