import { PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import { FormFrame } from '../../ui/form/form-frame.tsx';
import type { ContractForm } from '../../ui/form/use-contract-form.ts';
import type { AssignableRole, Option } from './operator-options.ts';

export type OperatorTextField = 'name' | 'username' | 'password' | 'password2' | 'phone';
export type OperatorField = OperatorTextField | 'role' | 'dataCentre';
/** Re-authentication fields of one's own record (a new username or password needs them). */
export type ReauthField = 'currentPassword' | 'secondFactorCode';

type FieldErrorLike = { message?: string | undefined } | undefined;

interface OperatorFormViewProps<Input extends FieldValues, Output> {
  /** The create or the update form (two contract schemas, one set of fields). */
  of: ContractForm<Input, Output>;
  register: (name: OperatorTextField) => UseFormRegisterReturn;
  role: { value: AssignableRole | undefined; onChange: (value: AssignableRole) => void };
  dataCentre: { value: { id: number } | null | undefined; onChange: (value: { id: number } | null) => void };
  errors: Partial<Record<OperatorField, FieldErrorLike>>;
  roleOptions: Option<AssignableRole>[];
  dataCentreOptions: Option[];
  /** Create asks for a password; edit keeps the current one when both fields stay empty. */
  passwordRequired: boolean;
  /** A PARTNER's own profile: role and data centre are shown but cannot change. */
  roleAndDataCentreFixed: boolean;
  /** One's own record: a new username or password needs the current password (and a 2FA code when enrolled). */
  reauth?: {
    register: (name: ReauthField) => UseFormRegisterReturn;
    errors: Partial<Record<ReauthField, FieldErrorLike>>;
  };
  onCancel: () => void;
}

/** The fields of the operator form, shared by create, edit and the profile in Settings. */
export function OperatorFormView<Input extends FieldValues, Output>({
  of,
  register,
  role,
  dataCentre,
  errors,
  roleOptions,
  dataCentreOptions,
  passwordRequired,
  roleAndDataCentreFixed,
  reauth,
  onCancel,
}: OperatorFormViewProps<Input, Output>) {
  return (
    <FormFrame of={of} onCancel={onCancel} errorCode="always">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Name"
          required
          withAsterisk={false}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextInput
          label="Username"
          type="email"
          required
          withAsterisk={false}
          autoComplete="off"
          description="An email address"
          // The description under the field, so the inputs of a row stay level.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={errors.username?.message}
          {...register('username')}
        />
        <PasswordInput
          label="Password"
          required={passwordRequired}
          withAsterisk={false}
          autoComplete="new-password"
          description={passwordRequired ? undefined : 'Leave empty to keep the current password'}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the password' }}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label="Confirm Password"
          required={passwordRequired}
          withAsterisk={false}
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the confirmation' }}
          error={errors.password2?.message}
          {...register('password2')}
        />
        {reauth && (
          <>
            <PasswordInput
              label="Current Password"
              autoComplete="current-password"
              description="Needed to change your username or password"
              visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the current password' }}
              error={reauth.errors.currentPassword?.message}
              {...reauth.register('currentPassword')}
            />
            <TextInput
              label="Two-factor Code"
              autoComplete="one-time-code"
              description="With two-factor sign-in: a code from your app or a recovery code"
              error={reauth.errors.secondFactorCode?.message}
              {...reauth.register('secondFactorCode')}
            />
          </>
        )}
        <TextInput label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        <Select
          label="Role"
          required
          withAsterisk={false}
          data={roleOptions}
          value={role.value ?? null}
          onChange={(value) => {
            const picked = roleOptions.find((option) => option.value === value);
            if (picked) role.onChange(picked.value);
          }}
          allowDeselect={false}
          disabled={roleAndDataCentreFixed}
          error={errors.role?.message}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Data Center"
          data={dataCentreOptions}
          value={dataCentre.value ? String(dataCentre.value.id) : null}
          onChange={(value) => dataCentre.onChange(value ? { id: Number(value) } : null)}
          clearable={!roleAndDataCentreFixed}
          placeholder="None"
          disabled={roleAndDataCentreFixed}
          error={errors.dataCentre?.message}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
    </FormFrame>
  );
}
