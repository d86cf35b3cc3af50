import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Part = 'name' | 'value';

interface NameValueListProps {
  /** The list's legend, e.g. 'Settings' or 'Headers'; each row's inputs are named after it. */
  legend: string;
  /** The add button's text, e.g. 'Add Setting'. */
  addLabel: string;
  /** The field array's rows (useFieldArray's `fields`). */
  rows: readonly { id: string }[];
  onAdd: () => void;
  onRemove: (index: number) => void;
  register: (index: number, part: Part) => UseFormRegisterReturn;
  error: (index: number, part: Part) => string | undefined;
}

/** Name/value rows (settings, headers, parameters): both required, each row removable. */
export function NameValueList({ legend, addLabel, rows, onAdd, onRemove, register, error }: NameValueListProps) {
  return (
    <Fieldset legend={legend} variant="unstyled">
      <Stack gap="xs">
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            None
          </Text>
        )}
        {rows.map((row, index) => (
          <Group key={row.id} align="flex-start" wrap="nowrap" gap="xs">
            <TextInput
              label={`${legend} ${index + 1} name`}
              placeholder="Name"
              required
              withAsterisk={false}
              style={{ flex: 1 }}
              error={error(index, 'name')}
              {...register(index, 'name')}
            />
            <TextInput
              label={`${legend} ${index + 1} value`}
              placeholder="Value"
              required
              withAsterisk={false}
              style={{ flex: 2 }}
              error={error(index, 'value')}
              {...register(index, 'value')}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              aria-label={`Remove ${legend.toLowerCase()} ${index + 1}`}
              onClick={() => onRemove(index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={onAdd}>
            {addLabel}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
