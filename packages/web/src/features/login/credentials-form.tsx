import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type SignInForm, signInFormSchema } from '@store-console/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../api/api-error.ts';
import { type SignInResult, useSignIn } from './sign-in.ts';

type SignInInput = z.input<typeof signInFormSchema>;

interface CredentialsFormProps {
  /** The username of an abandoned second-factor step, so it need not be typed again. */
  defaultUsername?: string;
  /** Called when the form is submitted: a new attempt resets any second-factor step. */
  onSubmitStart: () => void;
  onResult: (result: SignInResult) => void;
}

export function CredentialsForm({ defaultUsername = '', onSubmitStart, onResult }: CredentialsFormProps) {
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInInput, unknown, SignInForm>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { username: defaultUsername, password: '' },
  });

  const submit = handleSubmit(async (values) => {
    onSubmitStart();
    try {
      onResult(await signIn.mutateAsync(values));
    } catch {
      // The mutation holds the error; the alert below shows the server's message.
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {signIn.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(signIn.error)}
          </Alert>
        )}
        <TextInput
          label="Username"
          autoComplete="username"
          required
          withAsterisk={false}
          error={errors.username?.message}
          {...register('username')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          error={errors.password?.message}
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the characters' }}
          {...register('password')}
        />
        <Button type="submit" loading={signIn.isPending} fullWidth>
          Login
        </Button>
      </Stack>
    </form>
  );
}
