import { Select } from '@mantine/core';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

interface FormSelectProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  data: readonly string[] | readonly { value: string; label: string }[];
  required?: boolean;
}

/** A required choice among fixed options (content types, methods, transform types), bound to a form field. */
export function FormSelect<T extends FieldValues, O>({
  control,
  name,
  label,
  data,
  required = true,
}: FormSelectProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          required={required}
          withAsterisk={false}
          data={data}
          value={typeof field.value === 'string' ? field.value : null}
          onChange={(value) => value !== null && field.onChange(value)}
          onBlur={field.onBlur}
          ref={field.ref}
          allowDeselect={false}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
