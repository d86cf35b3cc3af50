import { Button, Image, Stack, Text, TextInput } from '@mantine/core';
import { type EnrolResponse, enrolCodeSchema } from '@store-console/contract';
import { useEffect } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { useCreateTotpSecret, useEnrolTotp } from '../../api/queries/identity.ts';
import { CodeForm } from '../../ui/code-form.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';

/** When no further factor may be enrolled, the flow moves on to the phone step. */
function isMaxFactors(error: unknown): boolean {
  return error instanceof ApiError && error.reason === 'MAX_FACTORS';
}

interface AuthenticatorStepProps {
  enrolled: boolean;
  onEnrolled: (response: EnrolResponse) => void;
  onMaxFactors: () => void;
}

/** Step 2: a new secret as a QR code (and as text), confirmed with the app's 6-digit code. */
export function AuthenticatorStep({ enrolled, onEnrolled, onMaxFactors }: AuthenticatorStepProps) {
  const secret = useCreateTotpSecret();
  const enrol = useEnrolTotp();
  const maxFactors = isMaxFactors(secret.error) || isMaxFactors(enrol.error);

  useEffect(() => {
    if (maxFactors) onMaxFactors();
  }, [maxFactors, onMaxFactors]);

  if (enrolled) return <Text size="sm">An authenticator app is enrolled.</Text>;
  if (maxFactors) return <Text size="sm">No further second factor can be enrolled here; continue with the phone.</Text>;

  const error = secret.error ?? enrol.error;
  return (
    <Stack gap="sm" align="flex-start">
      {error && <ErrorAlert error={error} />}
      {!secret.data ? (
        <Button variant="default" loading={secret.isPending} onClick={() => secret.mutate()}>
          Set up authenticator app
        </Button>
      ) : (
        <>
          <Text size="sm">
            Scan the QR code with your authenticator app (the entry is named {secret.data.label}), or type the secret
            key into it. Then enter the 6-digit code the app shows.
          </Text>
          <Image src={secret.data.qrCode} alt="Authenticator QR code" w={220} h={220} fit="contain" />
          <TextInput
            label="Secret key"
            value={secret.data.secret}
            readOnly
            w="100%"
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <CodeForm
            label="Verification Code"
            submitLabel="Enrol"
            schema={enrolCodeSchema}
            numeric
            submitting={enrol.isPending}
            onSubmitCode={async (code) => onEnrolled(await enrol.mutateAsync(code))}
          />
        </>
      )}
    </Stack>
  );
}
