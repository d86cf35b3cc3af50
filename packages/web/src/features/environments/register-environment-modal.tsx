import { Modal, PasswordInput, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createEnvironmentSchema } from '@store-console/contract';
import { useCreateEnvironment } from '../../api/queries/environments.ts';
import { FormFrame } from '../../ui/form/form-frame.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';

/** Registers a peer installation: its name, base URL and the credential created on that installation. */
export function RegisterEnvironmentModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateEnvironment();
  const contractForm = useContractForm(createEnvironmentSchema, {
    defaultValues: { name: '', baseUrl: '', clientId: '', clientSecret: '' },
    onSubmit: async (values) => {
      const created = await create.mutateAsync(values);
      notifications.show({ color: 'green', message: `Environment ${created.name} registered` });
      close();
    },
  });
  const { form, reset } = contractForm;
  const errors = form.formState.errors;
  const close = () => {
    reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Register Environment" closeButtonProps={{ 'aria-label': 'Close' }}>
      <FormFrame of={contractForm} onCancel={close}>
        <TextInput
          label="Name"
          description="Lower-case letters, digits and -, e.g. staging"
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data-autofocus
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextInput
          label="Base URL"
          placeholder="https://staging.example.com"
          error={errors.baseUrl?.message}
          {...form.register('baseUrl')}
        />
        <TextInput
          label="Client Id"
          description="Of the peer credential created on that installation"
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autoComplete="off"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          error={errors.clientId?.message}
          {...form.register('clientId')}
        />
        <PasswordInput
          label="Client Secret"
          autoComplete="off"
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the client secret' }}
          styles={{ innerInput: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          error={errors.clientSecret?.message}
          {...form.register('clientSecret')}
        />
      </FormFrame>
    </Modal>
  );
}
