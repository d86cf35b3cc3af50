import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { registerClientCredentialSchema } from '@store-console/contract';
import { useState } from 'react';
import { CopyField } from '../../ui/copy-field.tsx';
import { FormFrame } from '../../ui/form/form-frame.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { useCreatePeerCredential } from './use-environments.ts';

const formSchema = registerClientCredentialSchema.pick({ clientName: true });

/**
 * A credential of this installation for another one to clone from it (it is registered there as an
 * environment); the secret is shown once, here, with copy buttons.
 */
export function PeerCredentialModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreatePeerCredential();
  const [saved, setSaved] = useState<{ clientId: string; clientSecret: string } | null>(null);
  const contractForm = useContractForm(formSchema, {
    defaultValues: { clientName: '' },
    onSubmit: async ({ clientName }) => {
      const created = await create.mutateAsync(clientName);
      setSaved({ clientId: created.clientId, clientSecret: created.clientSecret });
    },
  });
  const { form, reset } = contractForm;
  const close = () => {
    reset();
    create.reset();
    setSaved(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Create Peer Credential" closeButtonProps={{ 'aria-label': 'Close' }}>
      {saved ? (
        <Stack gap="md">
          <Alert color="yellow">
            The client secret is shown only now. Register it on the other installation before closing.
          </Alert>
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
            description="Which installation will use it, e.g. staging"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data-autofocus
            error={form.formState.errors.clientName?.message}
            {...form.register('clientName')}
          />
        </FormFrame>
      )}
    </Modal>
  );
}
