import { Textarea, TextInput } from '@mantine/core';
import { type CreateVersion, createVersionSchema, formatDate, type Version } from '@store-console/contract';
import type { z } from 'zod';
import { FormFrame } from '../../ui/form/form-frame.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';

/** Create and update share the fields; update adds only the id, so one schema validates the form. */
export type VersionFormValues = z.output<typeof createVersionSchema>;

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
  const contractForm = useContractForm(createVersionSchema, { defaultValues, onSubmit });
  const {
    register,
    formState: { errors },
  } = contractForm.form;

  return (
    <FormFrame of={contractForm} onCancel={onCancel}>
      <TextInput label="Name" error={errors.name?.message} {...register('name')} />
      {release !== undefined && <TextInput label="Release" value={formatDate(release)} disabled readOnly />}
      <TextInput
        label="Notes"
        description="A link without https://, e.g. docs.example.com/releases/4.125.0"
        error={errors.notes?.message}
        {...register('notes')}
      />
      <Textarea label="Info" autosize minRows={2} error={errors.info?.message} {...register('info')} />
    </FormFrame>
  );
}
