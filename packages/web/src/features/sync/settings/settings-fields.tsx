import { Button, Group, NumberInput } from '@mantine/core';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export function SaveRow({ submitting }: { submitting: boolean }) {
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={submitting}>
        Save
      </Button>
    </Group>
  );
}

interface FieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
}

/** A port (1–65535), null while empty; out-of-range values are left for the schema to word. */
export function PortInput<T extends FieldValues, O>({ control, name, label }: FieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          value={typeof field.value === 'number' ? field.value : ''}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
