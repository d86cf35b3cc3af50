import { type Operator, type UpdateOperator, updateOperatorSchema } from '@store-console/contract';
import { type DefaultValues, useController } from 'react-hook-form';
import { useReloadIdentity, useUpdateOperator } from '../../api/queries/operators.ts';
import { useSession } from '../../app/session/session-context.ts';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { OperatorFormView } from './operator-form-view.tsx';
import { dataCentreOptions, roleOptions } from './operator-options.ts';

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
    currentPassword: '',
    secondFactorCode: '',
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
  const operatorForm = useContractForm(updateOperatorSchema, {
    defaultValues: editValues(operator),
    onSubmit: async (values, { reset }) => {
      const updated = await update.mutateAsync(values);
      if (updated.id === user.id && updated.role !== user.role) await reloadIdentity(updated.id).catch(() => undefined);
      // The form stays open as the Settings profile: it now shows what was saved, passwords emptied.
      reset(editValues(updated));
      onSaved(updated);
    },
  });
  const { register, control, formState } = operatorForm.form;
  const role = useController({ control, name: 'role' }).field;
  const dataCentre = useController({ control, name: 'dataCentre' }).field;
  const fixed = !isSuperAdmin;

  return (
    <OperatorFormView
      of={operatorForm}
      register={register}
      role={role}
      dataCentre={dataCentre}
      errors={formState.errors}
      roleOptions={roleOptions(configs.enums.userRole, fixed ? operator.role : undefined)}
      dataCentreOptions={dataCentreOptions(dataCentres)}
      passwordRequired={false}
      roleAndDataCentreFixed={fixed}
      reauth={operator.id === user.id ? { register, errors: formState.errors } : undefined}
      onCancel={onCancel}
    />
  );
}
