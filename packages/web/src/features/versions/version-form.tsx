import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { type CreateVersion, createVersionSchema, formatDate, type Version } from '@store-console/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { applyFieldErrors } from '../../ui/form-errors.ts';

/** Create and update share the fields; update adds only the id, so one schema validates the form. */
export type VersionFormValues = z.output<typeof createVersionSchema>;

const fieldNames = ['name', 'notes', 'info'] as const;

export const emptyVersionForm: CreateVersion = { name: '', notes: '', info: '' };

export function versionFormValues(version: Version): CreateVersion {
  return { name: version.name, notes: version.notes ?? '', info: version.info ?? '' };
}

interface VersionFormProps {
  defaultValues: CreateVersion;
  /** When editing, the release (set by the server on create) is shown, disabled. */
  release?: string | undefined;
  onSubmit: (values: VersionFormValues) => Promise<void>;
  onCancel: () => void;
}

export function VersionForm({ defaultValues, release, onSubmit, onCancel }: VersionFormProps) {
  const [submitError, setSubmitError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateVersion, unknown, VersionFormValues>({
    resolver: zodResolver(createVersionSchema),
    defaultValues,
  });

  const submit = handleSubmit(async (values) => {
    setSubmitError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!applyFieldErrors(error, fieldNames, setError)) setSubmitError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {submitError !== null && <ErrorAlert error={submitError} />}
        <TextInput label="Name" error={errors.name?.message} {...register('name')} />
        {release !== undefined && <TextInput label="Release" value={formatDate(release)} disabled readOnly />}
        <TextInput
          label="Notes"
          description="A link without https://, e.g. docs.example.com/releases/4.125.0"
          error={errors.notes?.message}
          {...register('notes')}
        />
        <Textarea label="Info" autosize minRows={2} error={errors.info?.message} {...register('info')} />
        <FormActions onCancel={onCancel} submitting={isSubmitting} />
      </Stack>
    </form>
  );
}
