import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, useState } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from './server-errors.ts';

export type ContractFormReturn<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output>;

interface ContractFormOptions<Input extends FieldValues, Output> {
  defaultValues: DefaultValues<Input>;
  /**
   * Saves the validated values (mutateAsync, then the spec's message and close). A throw fails the
   * save: a 400's field errors land on the form's fields, anything else becomes `saveError`.
   */
  onSubmit: (values: Output, form: ContractFormReturn<Input, Output>) => Promise<void>;
}

export interface ContractForm<Input extends FieldValues, Output> {
  form: ContractFormReturn<Input, Output>;
  /** The form's onSubmit. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Why the last save failed, when it was not about a field; null otherwise (see SaveErrorAlert). */
  saveError: unknown;
  /** Empties the form (or sets the given values) and forgets the save error. */
  reset: (values?: DefaultValues<Input>) => void;
}

/**
 * The one form recipe: react-hook-form validated by the contract schema the server uses too, a
 * submit that maps the server's field errors (the error shape's `details`, nested list paths
 * included) onto the fields, and one save error for everything else.
 */
export function useContractForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  // The schema alone decides the types; the options must fit them.
  { defaultValues, onSubmit }: ContractFormOptions<NoInfer<Input>, NoInfer<Output>>,
): ContractForm<Input, Output> {
  const [saveError, setSaveError] = useState<unknown>(null);
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const fields = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];

  const submit = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      await onSubmit(values, form);
    } catch (error) {
      if (!applyServerErrors(error, form.getValues(), fields, form.setError)) setSaveError(error);
    }
  });

  const reset = (values?: DefaultValues<Input>) => {
    setSaveError(null);
    form.reset(values ?? defaultValues);
  };

  return { form, submit, saveError, reset };
}
