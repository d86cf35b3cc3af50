import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type EnrolResponse, enrolCodeSchema, smsSendSchema } from '@store-console/contract';
import { useEnrolSms, useSendEnrolmentSms } from '../../api/queries/identity.ts';
import { CodeForm } from '../../ui/code-form.tsx';
import { SaveErrorAlert } from '../../ui/form/save-error-alert.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';

interface PhoneStepProps {
  enrolled: boolean;
  onEnrolled: (response: EnrolResponse) => void;
}

/** Step 3: a phone number in international format gets a code by SMS, which enrols it. */
export function PhoneStep({ enrolled, onEnrolled }: PhoneStepProps) {
  const send = useSendEnrolmentSms();
  const enrol = useEnrolSms();
  const {
    form: {
      register,
      formState: { errors },
    },
    submit: submitPhone,
    saveError,
  } = useContractForm(smsSendSchema, {
    defaultValues: { phone: '' },
    onSubmit: async ({ phone }) => {
      enrol.reset();
      await send.mutateAsync(phone);
    },
  });

  if (enrolled) return <Text size="sm">A phone is enrolled.</Text>;

  return (
    <Stack gap="sm">
      <SaveErrorAlert error={saveError ?? enrol.error} />
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
