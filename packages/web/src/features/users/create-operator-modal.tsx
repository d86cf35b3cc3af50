import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CreateOperator, createOperatorSchema } from '@store-console/contract';
import { useController } from 'react-hook-form';
import { useCreateOperator } from '../../api/queries/operators.ts';
import { useSession } from '../../app/session/session-context.ts';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { OperatorFormView } from './operator-form-view.tsx';
import { dataCentreOptions, roleOptions } from './operator-options.ts';

const emptyOperator: CreateOperator = {
  name: '',
  username: '',
  password: '',
  password2: '',
  phone: '',
  role: 'PARTNER',
  dataCentre: null,
};

function CreateOperatorForm({ onClose }: { onClose: () => void }) {
  const { configs, dataCentres } = useSession();
  const create = useCreateOperator();
  const operatorForm = useContractForm(createOperatorSchema, {
    defaultValues: emptyOperator,
    onSubmit: async (values) => {
      const created = await create.mutateAsync(values);
      notifications.show({ color: 'green', message: `User ${created.username} created` });
      onClose();
    },
  });
  const { register, control, formState } = operatorForm.form;
  const role = useController({ control, name: 'role' }).field;
  const dataCentre = useController({ control, name: 'dataCentre' }).field;

  return (
    <OperatorFormView
      of={operatorForm}
      register={register}
      role={role}
      dataCentre={dataCentre}
      errors={formState.errors}
      roleOptions={roleOptions(configs.enums.userRole)}
      dataCentreOptions={dataCentreOptions(dataCentres)}
      passwordRequired
      roleAndDataCentreFixed={false}
      onCancel={onClose}
    />
  );
}

export function CreateOperatorModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Create User" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <CreateOperatorForm onClose={onClose} />
    </Modal>
  );
}
