import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { SignInForm } from '@store-console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { SaveErrorAlert } from '../../ui/form/save-error-alert.tsx';
import { loadSignIn } from './load-sign-in.ts';
import type { SignInFieldErrors, SignInResult } from './sign-in.ts';

interface CredentialsFormProps {
  /** The username of an abandoned second-factor step, so it need not be typed again. */
  defaultUsername?: string;
  /** Called when the form is submitted: a new attempt resets any second-factor step. */
  onSubmitStart: () => void;
  onResult: (result: SignInResult) => void;
}

function valuesOf(form: HTMLFormElement): SignInForm {
  const data = new FormData(form);
  return { username: String(data.get('username') ?? ''), password: String(data.get('password') ?? '') };
}

/**
 * The password step. Unlike the console's other forms it is no react-hook-form + zodResolver form:
 * that recipe (and zod) would be most of /login's JavaScript. The same contract schema still
 * decides, from the sign-in module that is loaded as soon as the form gets focus; after a first
 * submit, a field is checked again as it changes, and the server's field errors land on the fields.
 */
export function CredentialsForm({ defaultUsername = '', onSubmitStart, onResult }: CredentialsFormProps) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<SignInFieldErrors>({});
  const [saveError, setSaveError] = useState<unknown>(null);
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = valuesOf(form);
    submitted.current = true;
    setSaveError(null);
    setSubmitting(true);
    try {
      const flow = await loadSignIn();
      const checked = flow.checkSignInForm(values);
      setErrors(checked.errors);
      if (!checked.values) {
        const first = checked.errors.username !== undefined ? 'username' : 'password';
        form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
        return;
      }
      onSubmitStart();
      try {
        onResult(await flow.signIn(checked.values, queryClient));
      } catch (error) {
        const fieldErrors = flow.serverFieldErrors(error, values);
        if (fieldErrors) setErrors(fieldErrors);
        else setSaveError(error);
      }
    } catch (error) {
      // The sign-in module could not be loaded (offline, or a new release replaced it).
      setSaveError(error);
    } finally {
      setSubmitting(false);
    }
  };

  const recheck = (event: FormEvent<HTMLFormElement>) => {
    const field = event.target instanceof HTMLInputElement ? event.target.name : '';
    if (!submitted.current || (field !== 'username' && field !== 'password')) return;
    const form = event.currentTarget;
    void loadSignIn().then((flow) => {
      const message = flow.checkSignInForm(valuesOf(form)).errors[field];
      setErrors((current) => ({ ...current, [field]: message }));
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} onFocus={() => void loadSignIn()} onChange={recheck} noValidate>
      <Stack gap="md">
        <SaveErrorAlert error={saveError} />
        <TextInput
          label="Username"
          name="username"
          defaultValue={defaultUsername}
          autoComplete="username"
          required
          withAsterisk={false}
          error={errors.username}
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          error={errors.password}
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the characters' }}
        />
        <Button type="submit" loading={submitting} fullWidth>
          Login
        </Button>
      </Stack>
    </form>
  );
}
