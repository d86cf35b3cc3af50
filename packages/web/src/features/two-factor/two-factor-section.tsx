import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { EnrolResponse } from '@store-console/contract';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { useMfaStatus, useRegenerateRecoveryCodes } from '../../api/queries/identity.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { LoadingState } from '../../ui/states.tsx';
import { AuthenticatorStep } from './authenticator-step.tsx';
import { EmailStep } from './email-step.tsx';
import { MfaSummary } from './mfa-summary.tsx';
import { PhoneStep } from './phone-step.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

function Step({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack gap={6} component="section" aria-labelledby={headingId}>
      <Title order={4} size="h6" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

interface TwoFactorSectionProps {
  username: string;
  /** A factor was enrolled in this visit: closing (or Done) ends the session so the next sign-in uses it. */
  enrolledNow: boolean;
  onEnrolled: () => void;
  onDone: () => void;
}

/** Enrolment in three steps: verify the email, then an authenticator app and/or a phone. */
export function TwoFactorSection({ username, enrolledNow, onEnrolled, onDone }: TwoFactorSectionProps) {
  const status = useMfaStatus();
  const headingId = useId();
  const [success, setSuccess] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [authenticatorUnavailable, setAuthenticatorUnavailable] = useState(false);

  const enrolled = (response: EnrolResponse) => {
    setSuccess(response.message);
    if (response.recoveryCodes) setRecoveryCodes(response.recoveryCodes);
    onEnrolled();
  };
  const onMaxFactors = useCallback(() => setAuthenticatorUnavailable(true), []);
  const regenerate = useRegenerateRecoveryCodes();
  const regenerateCodes = async () => {
    try {
      setRecoveryCodes((await regenerate.mutateAsync()).recoveryCodes);
    } catch {
      // The alert beside the button says why.
    }
  };

  let body: ReactNode;
  if (status.isPending) body = <LoadingState label="Loading two-factor status" />;
  else if (status.isError) body = <ErrorAlert error={status.error} />;
  else {
    const { emailVerified, factors } = status.data;
    const has = (type: 'TOTP' | 'SMS') => factors.some((factor) => factor.type === type);
    body = (
      <Stack gap="md">
        <MfaSummary status={status.data} />
        {success && (
          <Alert color="green" variant="light" role="status">
            {success}
          </Alert>
        )}
        {recoveryCodes && <RecoveryCodes codes={recoveryCodes} />}
        {factors.length > 0 && (
          <Stack gap={6} align="flex-start">
            <Button variant="default" size="xs" loading={regenerate.isPending} onClick={() => void regenerateCodes()}>
              Regenerate recovery codes
            </Button>
            {regenerate.isError && <ErrorAlert error={regenerate.error} />}
          </Stack>
        )}
        <Step title="1. Verify email">
          <EmailStep username={username} verified={emailVerified} />
        </Step>
        <Step title="2. Authenticator app">
          <AuthenticatorStep enrolled={has('TOTP')} onEnrolled={enrolled} onMaxFactors={onMaxFactors} />
        </Step>
        <Step title="3. Phone">
          {authenticatorUnavailable && !has('SMS') && (
            <Text size="sm" fw={500}>
              Continue here with your phone.
            </Text>
          )}
          <PhoneStep enrolled={has('SMS')} onEnrolled={enrolled} />
        </Step>
        {enrolledNow && (
          <Group justify="flex-end">
            <Button onClick={onDone}>Done</Button>
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h5" mb="xs" id={headingId}>
        Two-factor authentication
      </Title>
      {body}
    </section>
  );
}
