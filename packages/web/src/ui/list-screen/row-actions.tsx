import { Button, Group, VisuallyHidden } from '@mantine/core';

interface RowActionsProps {
  /** The item's name, completing the buttons' accessible names ("Edit Frankfurt"). */
  name: string;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}

export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  return (
    <Group gap={6} wrap="nowrap">
      {onEdit && (
        <Button size="compact-sm" variant="light" onClick={onEdit}>
          Edit <VisuallyHidden>{name}</VisuallyHidden>
        </Button>
      )}
      {onDelete && (
        <Button size="compact-sm" variant="light" color="red" onClick={onDelete}>
          Delete <VisuallyHidden>{name}</VisuallyHidden>
        </Button>
      )}
    </Group>
  );
}
