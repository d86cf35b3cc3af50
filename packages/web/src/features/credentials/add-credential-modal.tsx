import { Alert, Button, Code, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { clientScopeDescriptions, clientScopes, registerClientCredentialSchema } from '@store-console/contract';
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

function scopeDescription(scope: string): string {
  const known = clientScopes.find((name) => name === scope);
  return known ? `— ${clientScopeDescriptions[known]}` : '';
}

/** Registers a client credential; the secret is shown once, here, with copy buttons. */
export function AddCredentialModal({ store, opened, onClose }: AddCredentialModalProps) {
  const register = useRegisterClientCredential(store);
  const [saved, setSaved] = useState<{ clientId: string; clientSecret: string; scopes: string[] } | null>(null);
  const contractForm = useContractForm(formSchema, {
    defaultValues: { clientName: '' },
    onSubmit: async ({ clientName }) => {
      const created = await register.mutateAsync(clientName);
      setSaved({ clientId: created.clientId, clientSecret: created.clientSecret, scopes: created.scopes });
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
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Scopes
            </Text>
            <List size="sm" aria-label="Scopes">
              {saved.scopes.map((scope) => (
                <List.Item key={scope}>
                  <Code>{scope}</Code> {scopeDescription(scope)}
                </List.Item>
              ))}
            </List>
          </Stack>
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
