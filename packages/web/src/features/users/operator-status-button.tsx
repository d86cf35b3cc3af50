import { Button, VisuallyHidden } from '@mantine/core';
import { isWaiting, type Operator, operatorStatusTones } from '@store-console/contract';
import { toneColour } from '../../ui/status-badge.tsx';

/** The status, coloured by spec 4; it opens the operator's log dialog. */
export function OperatorStatusButton({ operator, onClick }: { operator: Operator; onClick: () => void }) {
  const waiting = isWaiting(operator.statusType);
  return (
    <Button
      size="compact-sm"
      variant={waiting ? 'light' : 'filled'}
      color={toneColour(operatorStatusTones[operator.statusType])}
      onClick={onClick}
      aria-busy={waiting}
    >
      {operator.statusType}
      <VisuallyHidden>, logs of {operator.username}</VisuallyHidden>
    </Button>
  );
}
