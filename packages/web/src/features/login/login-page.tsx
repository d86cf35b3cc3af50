import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { productName } from '@store-console/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CredentialsForm } from './credentials-form.tsx';
import type { SignInResult } from './sign-in.ts';

/** Steps of signing in; the second factor (a later issue) becomes a further step here. */
type LoginStep = { kind: 'credentials' };

export function LoginPage() {
  const navigate = useNavigate();
  const [step] = useState<LoginStep>({ kind: 'credentials' });

  const onResult = (result: SignInResult) => {
    if (result.kind === 'signed-in') navigate('/', { replace: true });
  };

  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={400}>
        <Stack gap="lg">
          <div>
            <Title order={1} size="h3">
              {productName}
            </Title>
            <Text c="dimmed" size="sm">
              Sign in to continue
            </Text>
          </div>
          {step.kind === 'credentials' && <CredentialsForm onResult={onResult} />}
        </Stack>
      </Paper>
    </Center>
  );
}
