import { Autocomplete } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { Ref } from 'react';

/** Mantine's gap between an input and its dropdown, and between an input and its error (xs / 2). */
const dropdownGap = 8;
const errorMarginTop = 5;

interface OperationNameFieldProps {
  operations: readonly string[];
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onPick: (operation: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
}

/**
 * The operation's name: the catalogue's operations suggested, any other name typed. After a Save
 * with the name empty the form focuses it, which opens the suggestions: they open below the
 * field's own error ('Field is required') rather than over it.
 */
export function OperationNameField({
  operations,
  value,
  error,
  onChange,
  onPick,
  onBlur,
  inputRef,
}: OperationNameFieldProps) {
  const errorSize = useElementSize<HTMLParagraphElement>();
  const offset = error ? errorMarginTop + errorSize.height + dropdownGap : dropdownGap;
  return (
    <Autocomplete
      label="Operation Name"
      placeholder="Choose or type an operation"
      required
      withAsterisk={false}
      data={operations}
      value={value}
      onChange={onChange}
      onOptionSubmit={onPick}
      onBlur={onBlur}
      ref={inputRef}
      error={error}
      errorProps={{ ref: errorSize.ref }}
      comboboxProps={{ offset }}
    />
  );
}
