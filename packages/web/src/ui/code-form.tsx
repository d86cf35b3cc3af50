import { Button, Stack, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { useContractForm } from './form/use-contract-form.ts';

interface CodeValues {
  code: string;
}

interface CodeFormProps {
  label: string;
  submitLabel: string;
  /** A contract schema of `{ code }` (e.g. the 6-digit one-time code, or a recovery code). */
  schema: z.ZodType<CodeValues, CodeValues>;
  /** One-time codes are digits: the numeric keyboard and the browser's one-time-code autofill. */
  numeric: boolean;
  submitting: boolean;
  /** Rejections are shown by the caller; the form just stays as it is. */
  onSubmitCode: (code: string) => Promise<void>;
}

/** One code field and its submit button, validated by the given contract schema. */
export function CodeForm({ label, submitLabel, schema, numeric, submitting, onSubmitCode }: CodeFormProps) {
  const {
    form: {
      register,
      formState: { errors },
    },
    submit,
  } = useContractForm(schema, {
    defaultValues: { code: '' },
    // The caller shows why a code was refused (e.g. 'Invalid or Expired Verification Code').
    onSubmit: ({ code }) => onSubmitCode(code).catch(() => undefined),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={label}
          required
          withAsterisk={false}
          autoComplete={numeric ? 'one-time-code' : 'off'}
          inputMode={numeric ? 'numeric' : 'text'}
          error={errors.code?.message}
          {...register('code')}
        />
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
