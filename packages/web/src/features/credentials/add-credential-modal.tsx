import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { registerClientCredentialSchema } from '@store-console/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../api/api-error.ts';
import type { CredentialStore } from '../../api/client-credentials.ts';
import { CopyField } from '../../ui/copy-field.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { applyFieldErrors } from '../../ui/form-errors.ts';
import { useRegisterClientCredential } from './use-client-credentials.ts';

const formSchema = registerClientCredentialSchema.pick({ clientName: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

interface AddCredentialModalProps {
  store: CredentialStore;
  opened: boolean;
  onClose: () => void;
}

/** Registers a client credential; the secret is shown once, here, with copy buttons. */
export function AddCredentialModal({ store, opened, onClose }: AddCredentialModalProps) {
  const register = useRegisterClientCredential(store);
  const [saved, setSaved] = useState<{ clientId: string; clientSecret: string } | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { clientName: '' },
  });
  const {
    formState: { errors, isSubmitting },
  } = form;

  // Cancel and Close clear the form, its errors and the shown secret.
  const close = () => {
    form.reset({ clientName: '' });
    register.reset();
    setSaved(null);
    onClose();
  };

  const submit = form.handleSubmit(async ({ clientName }) => {
    try {
      const created = await register.mutateAsync(clientName);
      setSaved({ clientId: created.clientId, clientSecret: created.clientSecret });
    } catch (error) {
      applyFieldErrors(error, ['clientName'], form.setError);
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Add Client Credential" closeButtonProps={{ 'aria-label': 'Close' }}>
      {saved ? (
        <Stack gap="md">
          <Alert color="yellow">The client secret is shown only now. Copy it before closing.</Alert>
          <CopyField label="Client Id" value={saved.clientId} />
          <CopyField label="Client Secret" value={saved.clientSecret} />
          <Group justify="flex-end">
            <Button onClick={close}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label="Client Name"
              withAsterisk
              data-autofocus
              error={errors.clientName?.message}
              {...form.register('clientName')}
            />
            {register.isError && (
              <Alert color="red" role="alert">
                {errorMessage(register.error)}
              </Alert>
            )}
            <FormActions onCancel={close} submitting={isSubmitting} />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
