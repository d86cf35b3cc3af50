import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { registerClientCredentialSchema } from '@store-console/contract';
import { type ReactNode, useState } from 'react';
import { CopyField } from './copy-field.tsx';
import { FormFrame } from './form/form-frame.tsx';
import { useContractForm } from './form/use-contract-form.ts';

const formSchema = registerClientCredentialSchema.pick({ clientName: true });

export type CreatedCredential = { clientId: string; clientSecret: string };

interface SecretOnceModalProps<Created extends CreatedCredential> {
  title: string;
  opened: boolean;
  onClose: () => void;
  /** Creates the credential from its name; its secret is then shown once, here. */
  create: (clientName: string) => Promise<Created>;
  /** Clears the mutation's state when the modal closes. */
  onReset: () => void;
  /** What the yellow alert says after 'The client secret is shown only now.' */
  keepHint: string;
  nameDescription?: string;
  /** More of the created credential under the secret (its scopes, say). */
  details?: (created: Created) => ReactNode;
}

/**
 * Asks for a client name, creates a credential and shows its id and secret once, with copy buttons;
 * Cancel and Close clear the form, its errors and the shown secret.
 */
export function SecretOnceModal<Created extends CreatedCredential>(props: SecretOnceModalProps<Created>) {
  const [saved, setSaved] = useState<Created | null>(null);
  const contractForm = useContractForm(formSchema, {
    defaultValues: { clientName: '' },
    onSubmit: async ({ clientName }) => setSaved(await props.create(clientName)),
  });
  const { form, reset } = contractForm;
  const close = () => {
    reset();
    props.onReset();
    setSaved(null);
    props.onClose();
  };
  return (
    <Modal opened={props.opened} onClose={close} title={props.title} closeButtonProps={{ 'aria-label': 'Close' }}>
      {saved ? (
        <Stack gap="md">
          <Alert color="yellow">The client secret is shown only now. {props.keepHint}</Alert>
          <CopyField label="Client Id" value={saved.clientId} />
          <CopyField label="Client Secret" value={saved.clientSecret} />
          {props.details?.(saved)}
          <Group justify="flex-end">
            <Button onClick={close}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <FormFrame of={contractForm} onCancel={close}>
          <TextInput
            label="Client Name"
            withAsterisk={!props.nameDescription}
            description={props.nameDescription}
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
