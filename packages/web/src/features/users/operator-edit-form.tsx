import { zodResolver } from '@hookform/resolvers/zod';
import { type Operator, type UpdateOperator, updateOperatorSchema } from '@store-console/contract';
import { useState } from 'react';
import { type DefaultValues, useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSession } from '../../app/session/session-context.ts';
import { applyFieldErrors } from '../../ui/form-errors.ts';
import { OperatorFormView, operatorFieldNames } from './operator-form-view.tsx';
import { dataCentreOptions, roleOptions } from './operator-options.ts';
import { useReloadIdentity, useUpdateOperator } from './use-operators.ts';

type UpdateOperatorValues = z.output<typeof updateOperatorSchema>;

function editValues(operator: Operator): DefaultValues<UpdateOperator> {
  return {
    id: operator.id,
    name: operator.name,
    username: operator.username,
    phone: operator.phone ?? '',
    // A role the form cannot assign (a service account) stays empty and must be chosen.
    role: operator.role === 'SERVICE_ACCOUNT' ? undefined : operator.role,
    dataCentre: operator.dataCentre,
    password: '',
    password2: '',
  };
}

interface OperatorEditFormProps {
  operator: Operator;
  onSaved: (updated: Operator) => void;
  onCancel: () => void;
}

/**
 * Edits an operator: in the Users dock, and as the profile in Settings. A PARTNER (who may edit only
 * themselves) sees their role and data centre fixed and disabled.
 */
export function OperatorEditForm({ operator, onSaved, onCancel }: OperatorEditFormProps) {
  const { user, isSuperAdmin, configs, dataCentres } = useSession();
  const update = useUpdateOperator();
  const reloadIdentity = useReloadIdentity();
  const [submitError, setSubmitError] = useState<unknown>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UpdateOperator, unknown, UpdateOperatorValues>({
    resolver: zodResolver(updateOperatorSchema),
    defaultValues: editValues(operator),
  });
  const role = useController({ control, name: 'role' }).field;
  const dataCentre = useController({ control, name: 'dataCentre' }).field;
  const fixed = !isSuperAdmin;

  const submit = handleSubmit(async (values) => {
    setSubmitError(null);
    let updated: Operator;
    try {
      updated = await update.mutateAsync(values);
    } catch (error) {
      if (!applyFieldErrors(error, operatorFieldNames, setError)) setSubmitError(error);
      return;
    }
    if (updated.id === user.id && updated.role !== user.role) await reloadIdentity(updated.id).catch(() => undefined);
    // The form stays open as the Settings profile: it now shows what was saved, passwords emptied.
    reset(editValues(updated));
    onSaved(updated);
  });

  return (
    <OperatorFormView
      register={register}
      role={role}
      dataCentre={dataCentre}
      errors={errors}
      roleOptions={roleOptions(configs.enums.userRole, fixed ? operator.role : undefined)}
      dataCentreOptions={dataCentreOptions(dataCentres)}
      passwordRequired={false}
      roleAndDataCentreFixed={fixed}
      submitError={submitError}
      isSubmitting={isSubmitting}
      onSubmit={submit}
      onCancel={onCancel}
    />
  );
}
