import { MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { createStoreSchema, storeNameMaxLength, storeTypes } from '@store-console/contract';
import { useRef } from 'react';
import { Controller, type DefaultValues } from 'react-hook-form';
import { usePartners } from '../../api/queries/stores.ts';
import { isStoreNameTaken } from '../../api/stores.ts';
import { FormFrame } from '../../ui/form/form-frame.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { StoreDomainFields } from './store-domain-fields.tsx';
import { StoreErpFields } from './store-erp-fields.tsx';
import { type StoreFormInput, type StoreFormOutput, storeNameTaken } from './store-form-values.ts';

interface StoreFormProps {
  defaultValues: DefaultValues<StoreFormInput>;
  /** Editing: the ERP and the staging domain are fixed, and an unchanged name is not checked. */
  editing: { name: string } | null;
  /** Partners shown even when GET /users/role/PARTNER does not list them (a partner sees only themselves). */
  knownPartners: { id: number; name: string; username: string }[];
  partnersLocked: boolean;
  onSubmit: (values: StoreFormOutput) => Promise<void>;
  onCancel: () => void;
}

const storeTypeOptions = storeTypes.map((type) => ({ value: type, label: type }));

/** Create and edit share one form, validated by the contract schema the server uses too. */
export function StoreForm({
  defaultValues,
  editing,
  knownPartners,
  partnersLocked,
  onSubmit,
  onCancel,
}: StoreFormProps) {
  const takenName = useRef<string | null>(null);
  const partners = usePartners();
  const contractForm = useContractForm(createStoreSchema, {
    defaultValues,
    onSubmit: async (values, { setError }) => {
      if (takenName.current !== null && values.name.toLowerCase() === takenName.current) {
        setError('name', { type: 'taken', message: storeNameTaken }, { shouldFocus: true });
        return;
      }
      await onSubmit(values);
    },
  });
  const {
    register,
    control,
    setError,
    clearErrors,
    setValue,
    resetField,
    getFieldState,
    formState: { errors },
  } = contractForm.form;
  const partnerOptions = [...(partners.data ?? []), ...knownPartners]
    .filter((partner, index, all) => all.findIndex((p) => p.id === partner.id) === index)
    .map((partner) => ({ value: String(partner.id), label: `${partner.name} (${partner.username})` }));

  /** On blur, HEAD /stores/{name}; 200 means taken. Other failures of the check are ignored. */
  const checkName = async (raw: string) => {
    const name = raw.trim();
    if (!name || name.length > storeNameMaxLength) return;
    if (editing && name.toLowerCase() === editing.name.trim().toLowerCase()) return;
    let taken: boolean;
    try {
      taken = await isStoreNameTaken(name);
    } catch {
      return;
    }
    if (taken) {
      takenName.current = name.toLowerCase();
      setError('name', { type: 'taken', message: storeNameTaken });
    } else {
      if (takenName.current === name.toLowerCase()) takenName.current = null;
      if (getFieldState('name').error?.type === 'taken') clearErrors('name');
    }
  };

  return (
    <FormFrame of={contractForm} onCancel={onCancel} errorCode="conflict">
      <TextInput
        label="Name"
        required
        withAsterisk={false}
        maxLength={storeNameMaxLength}
        description={`At most ${storeNameMaxLength} characters`}
        error={errors.name?.message}
        {...register('name', { onBlur: (event) => void checkName(String(event.target.value ?? '')) })}
      />
      <StoreDomainFields
        control={control}
        register={register}
        setValue={setValue}
        errors={errors}
        stagingReadOnly={editing !== null}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <StoreErpFields control={control} resetField={resetField} errors={errors} locked={editing !== null} />
        <Controller
          control={control}
          name="storeType"
          render={({ field }) => (
            <Select
              label="Store Type"
              required
              withAsterisk={false}
              data={storeTypeOptions}
              value={field.value ?? null}
              onChange={(value) => field.onChange(storeTypeOptions.find((o) => o.value === value)?.value)}
              onBlur={field.onBlur}
              placeholder="Choose the type"
              error={errors.storeType?.message}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <TextInput label="Contact Name" error={errors.contactName?.message} {...register('contactName')} />
        <TextInput
          label="Contact Email"
          type="email"
          error={errors.contactEmail?.message}
          {...register('contactEmail')}
        />
        <TextInput
          label="Contact Phone"
          type="tel"
          error={errors.contactPhone?.message}
          {...register('contactPhone')}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="partnerUsers"
        render={({ field }) => (
          <MultiSelect
            label="Partners"
            data={partnerOptions}
            value={(field.value ?? []).map((partner) => String(partner.id))}
            onChange={(values) => field.onChange(values.map((value) => ({ id: Number(value) })))}
            onBlur={field.onBlur}
            disabled={partnersLocked}
            description={partnersLocked ? 'Only a super admin changes the partners of a store' : undefined}
            placeholder={partnersLocked ? undefined : 'Choose partners'}
            error={errors.partnerUsers?.message}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
    </FormFrame>
  );
}
