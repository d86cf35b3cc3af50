import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { isWaiting, type Operator, operatorStatusTones } from '@store-console/contract';
import { StatusBadge } from '../../ui/status-badge.tsx';

/** The status as the one StatusBadge (the same as in the log dialog); it opens the operator's log dialog. */
export function OperatorStatusButton({ operator, onClick }: { operator: Operator; onClick: () => void }) {
  const waiting = isWaiting(operator.statusType);
  return (
    <UnstyledButton onClick={onClick} aria-busy={waiting} style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      <StatusBadge status={operator.statusType} tones={operatorStatusTones} waiting={waiting} />
      <VisuallyHidden>, logs of {operator.username}</VisuallyHidden>
    </UnstyledButton>
  );
}
