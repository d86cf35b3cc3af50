import { Button, Stack, Text } from '@mantine/core';
import { useResendVerification } from '../../api/queries/identity.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';

/** Step 1: the email address (the username) must be verified before a factor can be enrolled. */
export function EmailStep({ username, verified }: { username: string; verified: boolean }) {
  const resend = useResendVerification();
  if (verified) return <Text size="sm">Your email address {username} is verified.</Text>;
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">
        Your email address {username} is not verified yet. Open the link in the verification email, then come back here.
      </Text>
      {resend.isError && <ErrorAlert error={resend.error} />}
      <Button variant="default" loading={resend.isPending} onClick={() => resend.mutate()}>
        Resend verification email
      </Button>
      {resend.isSuccess && (
        <Text size="sm" c="green.8" role="status">
          Verification email sent.
        </Text>
      )}
    </Stack>
  );
}
