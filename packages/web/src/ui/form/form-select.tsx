import { Select } from '@mantine/core';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

interface FormSelectProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  data: readonly string[] | readonly { value: string; label: string }[];
  /** Marks the input required (no asterisk); ignored when `optional`. Defaults to true. */
  required?: boolean;
  /** An optional choice: clearable, 'Not set' while empty, and the field holds null then. */
  optional?: boolean;
}

/**
 * A choice among fixed options bound to a form field. By default a required choice that cannot be
 * cleared (gateway content types, methods, transform types); with `optional`, one that may be left
 * unset (sync settings: protocol, database provider, default language).
 */
export function FormSelect<T extends FieldValues, O>({
  control,
  name,
  label,
  data,
  required = true,
  optional = false,
}: FormSelectProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          data={data}
          {...(optional
            ? { clearable: true, placeholder: 'Not set' }
            : { required, withAsterisk: false, allowDeselect: false })}
          value={typeof field.value === 'string' ? field.value : null}
          onChange={(value) => (optional ? field.onChange(value) : value !== null && field.onChange(value))}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
