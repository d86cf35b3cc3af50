import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type EnrolResponse, enrolCodeSchema, smsSendSchema } from '@store-console/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CodeForm } from '../../ui/code-form.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { useEnrolSms, useSendEnrolmentSms } from './use-two-factor.ts';

type PhoneValues = z.input<typeof smsSendSchema>;

interface PhoneStepProps {
  enrolled: boolean;
  onEnrolled: (response: EnrolResponse) => void;
}

/** Step 3: a phone number in international format gets a code by SMS, which enrols it. */
export function PhoneStep({ enrolled, onEnrolled }: PhoneStepProps) {
  const send = useSendEnrolmentSms();
  const enrol = useEnrolSms();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PhoneValues, unknown, z.output<typeof smsSendSchema>>({
    resolver: zodResolver(smsSendSchema),
    defaultValues: { phone: '' },
  });

  if (enrolled) return <Text size="sm">A phone is enrolled.</Text>;

  const submitPhone = handleSubmit(async ({ phone }) => {
    enrol.reset();
    try {
      await send.mutateAsync(phone);
    } catch {
      // The alert below shows the server's message.
    }
  });

  const error = send.error ?? enrol.error;
  return (
    <Stack gap="sm">
      {error && <ErrorAlert error={error} />}
      <form onSubmit={submitPhone} noValidate>
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Phone number"
            type="tel"
            autoComplete="tel"
            placeholder="+44 20 7946 0000"
            required
            withAsterisk={false}
            error={errors.phone?.message}
            style={{ flex: 1 }}
            {...register('phone')}
          />
          <Button type="submit" variant="default" loading={send.isPending}>
            Send code
          </Button>
        </Group>
      </form>
      {send.isSuccess && (
        <>
          <Text size="sm" role="status">
            A code was sent to {send.variables}.
          </Text>
          <CodeForm
            label="SMS Code"
            submitLabel="Enrol phone"
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
