import { Alert, Anchor, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { enrolCodeSchema, type Factor, mfaVerifyRequestSchema } from '@store-console/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { sendSignInSms } from '../../api/identity.ts';
import { CodeForm } from '../../ui/code-form.tsx';
import { factorName } from '../two-factor/factor-name.ts';
import { type MfaChallenge, useCompleteSignIn } from './sign-in.ts';

/** The one-time code is required ('Verification Code is required.') and 6 digits; a recovery code only required. */
const otpFormSchema = enrolCodeSchema;
const recoveryFormSchema = mfaVerifyRequestSchema.pick({ code: true });

/** The authenticator is preselected when the operator has one. */
function preselected(factors: Factor[]): Factor | undefined {
  return factors.find((factor) => factor.type === 'TOTP') ?? factors[0];
}

interface MfaFormProps {
  challenge: MfaChallenge;
  onSignedIn: () => void;
  onBack: () => void;
}

/** The second factor: pick a method, (for SMS) have a code sent, enter it; or use a recovery code. */
export function MfaForm({ challenge, onSignedIn, onBack }: MfaFormProps) {
  const { factors, mfaToken } = challenge;
  const [factorId, setFactorId] = useState(preselected(factors)?.id);
  const [useRecovery, setUseRecovery] = useState(false);
  const complete = useCompleteSignIn(challenge);
  const sendSms = useMutation({ mutationFn: (id: number) => sendSignInSms({ mfaToken, factorId: id }) });
  const factor = factors.find((item) => item.id === factorId);

  const verify = async (code: string) => {
    if (useRecovery) await complete.mutateAsync({ method: 'RECOVERY', code });
    else if (factor) await complete.mutateAsync({ method: factor.type, factorId: factor.id, code });
    else return;
    onSignedIn();
  };

  return (
    <Stack gap="md">
      {complete.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(complete.error)}
        </Alert>
      )}
      {useRecovery ? (
        <CodeForm
          key="recovery"
          label="Recovery Code"
          submitLabel="Verify"
          schema={recoveryFormSchema}
          numeric={false}
          submitting={complete.isPending}
          onSubmitCode={verify}
        />
      ) : (
        <>
          <Radio.Group
            label="Verification method"
            value={factorId === undefined ? null : String(factorId)}
            onChange={(value) => {
              setFactorId(Number(value));
              sendSms.reset();
            }}
          >
            <Stack gap="xs" mt="xs">
              {factors.map((item) => (
                <Radio key={item.id} value={String(item.id)} label={factorName(item)} />
              ))}
            </Stack>
          </Radio.Group>
          {factor?.type === 'SMS' && (
            <Group gap="sm">
              <Button variant="default" loading={sendSms.isPending} onClick={() => sendSms.mutate(factor.id)}>
                Send code
              </Button>
              {sendSms.isSuccess && (
                <Text size="sm" role="status">
                  Code sent to {factor.hint}.
                </Text>
              )}
            </Group>
          )}
          {sendSms.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(sendSms.error)}
            </Alert>
          )}
          <CodeForm
            key="code"
            label="Verification Code"
            submitLabel="Verify"
            schema={otpFormSchema}
            numeric
            submitting={complete.isPending}
            onSubmitCode={verify}
          />
        </>
      )}
      <Group justify="space-between">
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            setUseRecovery((current) => !current);
            complete.reset();
          }}
        >
          {useRecovery ? 'Use a verification code' : 'Use a recovery code'}
        </Anchor>
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          Back to sign in
        </Anchor>
      </Group>
    </Stack>
  );
}
