import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { signInFormSchema } from '@store-console/contract';
import { SaveErrorAlert } from '../../ui/form/save-error-alert.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { type SignInResult, useSignIn } from './sign-in.ts';

interface CredentialsFormProps {
  /** The username of an abandoned second-factor step, so it need not be typed again. */
  defaultUsername?: string;
  /** Called when the form is submitted: a new attempt resets any second-factor step. */
  onSubmitStart: () => void;
  onResult: (result: SignInResult) => void;
}

export function CredentialsForm({ defaultUsername = '', onSubmitStart, onResult }: CredentialsFormProps) {
  const signIn = useSignIn();
  const { form, submit, saveError } = useContractForm(signInFormSchema, {
    defaultValues: { username: defaultUsername, password: '' },
    onSubmit: async (values) => {
      onSubmitStart();
      onResult(await signIn.mutateAsync(values));
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SaveErrorAlert error={saveError} />
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
