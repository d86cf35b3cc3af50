import { zodResolver } from '@hookform/resolvers/zod';
import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CreateOperator, createOperatorSchema } from '@store-console/contract';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSession } from '../../app/session/session-context.ts';
import { applyFieldErrors } from '../../ui/form-errors.ts';
import { OperatorFormView, operatorFieldNames } from './operator-form-view.tsx';
import { dataCentreOptions, roleOptions } from './operator-options.ts';
import { useCreateOperator } from './use-operators.ts';

type CreateOperatorValues = z.output<typeof createOperatorSchema>;

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
  const [submitError, setSubmitError] = useState<unknown>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateOperator, unknown, CreateOperatorValues>({
    resolver: zodResolver(createOperatorSchema),
    defaultValues: emptyOperator,
  });
  const role = useController({ control, name: 'role' }).field;
  const dataCentre = useController({ control, name: 'dataCentre' }).field;

  const submit = handleSubmit(async (values) => {
    setSubmitError(null);
    try {
      const created = await create.mutateAsync(values);
      notifications.show({ color: 'green', message: `User ${created.username} created` });
      onClose();
    } catch (error) {
      if (!applyFieldErrors(error, operatorFieldNames, setError)) setSubmitError(error);
    }
  });

  return (
    <OperatorFormView
      register={register}
      role={role}
      dataCentre={dataCentre}
      errors={errors}
      roleOptions={roleOptions(configs.enums.userRole)}
      dataCentreOptions={dataCentreOptions(dataCentres)}
      passwordRequired
      roleAndDataCentreFixed={false}
      submitError={submitError}
      isSubmitting={isSubmitting}
      onSubmit={submit}
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
