import { Button, Group } from '@mantine/core';

/** The Cancel / Save row at the foot of every form, with Delete at the start when the form offers it. */
export function FormActions({
  onCancel,
  submitting,
  onDelete,
}: {
  onCancel: () => void;
  submitting: boolean;
  onDelete?: (() => void) | undefined;
}) {
  const saveRow = (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        Cancel
      </Button>
      <Button type="submit" loading={submitting}>
        Save
      </Button>
    </Group>
  );
  if (!onDelete) return saveRow;
  return (
    <Group justify="space-between">
      <Button color="red" variant="light" onClick={onDelete} disabled={submitting}>
        Delete
      </Button>
      {saveRow}
    </Group>
  );
}
