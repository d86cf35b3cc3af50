import { Text } from '@mantine/core';
import { isWaiting, type Operator, operatorStatusTones } from '@store-console/contract';
import { useEffect } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { useOperatorLogs, useRefreshOperatorLists } from '../../api/queries/operators.ts';
import { LogsDialog, LogsPanel } from '../../ui/logs-dialog.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';

function OperatorLogs({ operator }: { operator: Operator }) {
  const query = useOperatorLogs(operator);
  const refreshLists = useRefreshOperatorLists();
  const current = query.data ?? operator;
  const gone = query.error instanceof ApiError && query.error.status === 404;
  const settledSinceOpened = isWaiting(operator.statusType) && (gone || !isWaiting(current.statusType));

  // The dialog sees the operator settle first: let the list catch up instead of waiting for its 5 s poll.
  useEffect(() => {
    if (settledSinceOpened) refreshLists();
  }, [settledSinceOpened, refreshLists]);

  const waiting = isWaiting(current.statusType);
  if (gone) return <Text>This user has been deleted.</Text>;
  return (
    <LogsPanel
      status={<StatusBadge status={current.statusType} tones={operatorStatusTones} waiting={waiting} />}
      waiting={waiting}
      error={query.isError ? query.error : null}
      logs={current.logs}
    />
  );
}

interface OperatorLogsDialogProps {
  operator: Operator | null;
  opened: boolean;
  onClose: () => void;
}

/** The operator's lifecycle steps; while it is waiting the dialog re-fetches every second. */
export function OperatorLogsDialog({ operator, opened, onClose }: OperatorLogsDialogProps) {
  return (
    <LogsDialog name={operator?.username} opened={opened} onClose={onClose}>
      {operator && <OperatorLogs key={operator.id} operator={operator} />}
    </LogsDialog>
  );
}
