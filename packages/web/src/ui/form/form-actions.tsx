import { Button, Group } from '@mantine/core';

/** The Cancel / Save row at the foot of every form. */
export function FormActions({ onCancel, submitting }: { onCancel: () => void; submitting: boolean }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        Cancel
      </Button>
      <Button type="submit" loading={submitting}>
        Save
      </Button>
    </Group>
  );
}
