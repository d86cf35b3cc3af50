import { Alert, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { productName } from '@store-console/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearLoginNotice, readLoginNotice } from '../../api/login-notice.ts';
import { LoadingState } from '../../ui/states.tsx';
import { CredentialsForm } from './credentials-form.tsx';
import type { MfaChallenge, SignInResult } from './sign-in.ts';

/** Most sign-ins never need the second-factor step, so /login does not load it up front. */
const MfaForm = lazy(() => import('./mfa-form.tsx').then((m) => ({ default: m.MfaForm })));

/** Steps of signing in: the password, then (when the operator enrolled one) the second factor. */
type LoginStep = { kind: 'credentials'; username?: string } | { kind: 'mfa'; challenge: MfaChallenge };

export function LoginPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<LoginStep>({ kind: 'credentials' });
  // A message left by the console before it restarted here (e.g. after enrolling for 2FA).
  const [notice] = useState(readLoginNotice);
  useEffect(clearLoginNotice, []);

  const onSignedIn = () => navigate('/', { replace: true });
  const onResult = (result: SignInResult) => {
    if (result.kind === 'signed-in') onSignedIn();
    else setStep({ kind: 'mfa', challenge: result.challenge });
  };

  return (
    <Center component="main" mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={400}>
        <Stack gap="lg">
          <div>
            <Title order={1} size="h3">
              {productName}
            </Title>
            <Text c="dimmed" size="sm">
              {step.kind === 'mfa' ? 'Verify it is you' : 'Login to continue'}
            </Text>
          </div>
          {notice && step.kind === 'credentials' && (
            <Alert color="green" variant="light" role="status">
              {notice}
            </Alert>
          )}
          {step.kind === 'credentials' && (
            <CredentialsForm
              defaultUsername={step.username}
              onSubmitStart={() => setStep({ kind: 'credentials' })}
              onResult={onResult}
            />
          )}
          {step.kind === 'mfa' && (
            <Suspense fallback={<LoadingState />}>
              <MfaForm
                challenge={step.challenge}
                onSignedIn={onSignedIn}
                onBack={() => setStep({ kind: 'credentials', username: step.challenge.credentials.username })}
              />
            </Suspense>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
