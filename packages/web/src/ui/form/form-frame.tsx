import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormActions } from './form-actions.tsx';
import { SaveErrorAlert } from './save-error-alert.tsx';
import type { ContractForm } from './use-contract-form.ts';

interface FormFrameProps<Input extends FieldValues, Output> {
  /** The form, as useContractForm gives it. */
  of: ContractForm<Input, Output>;
  onCancel: () => void;
  /** Whether the save error shows the response code (see SaveErrorAlert). */
  errorCode?: 'always' | 'conflict' | 'never';
  /** The fields. */
  children: ReactNode;
}

/** What every form around its fields has: the save error on top, Cancel / Save at the foot. */
export function FormFrame<Input extends FieldValues, Output>({
  of,
  onCancel,
  errorCode,
  children,
}: FormFrameProps<Input, Output>) {
  return (
    <form onSubmit={of.submit} noValidate>
      <Stack gap="md">
        <SaveErrorAlert error={of.saveError} code={errorCode} />
        {children}
        <FormActions onCancel={onCancel} submitting={of.form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}
