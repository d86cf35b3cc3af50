import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

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
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CodeValues, unknown, CodeValues>({ resolver: zodResolver(schema), defaultValues: { code: '' } });

  const submit = handleSubmit(async ({ code }) => {
    try {
      await onSubmitCode(code);
    } catch {
      // The caller shows why (e.g. 'Invalid or Expired Verification Code').
    }
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
