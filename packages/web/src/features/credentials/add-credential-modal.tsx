import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { registerClientCredentialSchema } from '@store-console/contract';
import { useState } from 'react';
import type { CredentialStore } from '../../api/client-credentials.ts';
import { CopyField } from '../../ui/copy-field.tsx';
import { FormFrame } from '../../ui/form/form-frame.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { useRegisterClientCredential } from './use-client-credentials.ts';

/** The form asks for the name; the store comes from the page. */
const formSchema = registerClientCredentialSchema.pick({ clientName: true });

interface AddCredentialModalProps {
  store: CredentialStore;
  opened: boolean;
  onClose: () => void;
}

/** Registers a client credential; the secret is shown once, here, with copy buttons. */
export function AddCredentialModal({ store, opened, onClose }: AddCredentialModalProps) {
  const register = useRegisterClientCredential(store);
  const [saved, setSaved] = useState<{ clientId: string; clientSecret: string } | null>(null);
  const contractForm = useContractForm(formSchema, {
    defaultValues: { clientName: '' },
    onSubmit: async ({ clientName }) => {
      const created = await register.mutateAsync(clientName);
      setSaved({ clientId: created.clientId, clientSecret: created.clientSecret });
    },
  });
  const { form, reset } = contractForm;

  // Cancel and Close clear the form, its errors and the shown secret.
  const close = () => {
    reset();
    register.reset();
    setSaved(null);
    onClose();
  };

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
        <FormFrame of={contractForm} onCancel={close}>
          <TextInput
            label="Client Name"
            withAsterisk
            data-autofocus
            error={form.formState.errors.clientName?.message}
            {...form.register('clientName')}
          />
        </FormFrame>
      )}
    </Modal>
  );
}
