import { Select } from '@mantine/core';
import { type Control, Controller, type FieldErrors, type UseFormResetField, useWatch } from 'react-hook-form';
import { useErpTypes } from '../../api/queries/stores.ts';
import type { StoreFormInput } from './store-form-values.ts';

interface StoreErpFieldsProps {
  control: Control<StoreFormInput, unknown, StoreFormInput>;
  resetField: UseFormResetField<StoreFormInput>;
  errors: FieldErrors<StoreFormInput>;
  /** Editing: the ERP is fixed. */
  locked: boolean;
}

/** The store's ERP and its version: choosing another ERP clears the version. */
export function StoreErpFields({ control, resetField, errors, locked }: StoreErpFieldsProps) {
  const erpTypes = useErpTypes();
  const erpTypeId = useWatch({ control, name: 'erpType' })?.id;
  const erpOptions = (erpTypes.data ?? []).map((erp) => ({ value: String(erp.id), label: erp.name }));
  const versionOptions = (erpTypes.data?.find((erp) => erp.id === erpTypeId)?.erpTypeVersions ?? []).map((v) => ({
    value: String(v.id),
    label: v.name,
  }));
  return (
    <>
      <Controller
        control={control}
        name="erpType"
        render={({ field }) => (
          <Select
            label="ERP"
            required={!locked}
            withAsterisk={false}
            data={erpOptions}
            value={field.value ? String(field.value.id) : null}
            onChange={(value) => {
              field.onChange(value ? { id: Number(value) } : undefined);
              resetField('erpTypeVersion');
            }}
            onBlur={field.onBlur}
            disabled={locked}
            placeholder={erpTypes.isPending ? 'Loading…' : 'Choose the ERP'}
            error={errors.erpType?.message ?? errors.erpType?.id?.message ?? erpTypes.error?.message}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <Controller
        control={control}
        name="erpTypeVersion"
        render={({ field }) => (
          <Select
            label="ERP Version"
            required
            withAsterisk={false}
            data={versionOptions}
            value={field.value ? String(field.value.id) : null}
            onChange={(value) => field.onChange(value ? { id: Number(value) } : undefined)}
            onBlur={field.onBlur}
            disabled={erpTypeId === undefined}
            placeholder={erpTypeId === undefined ? 'Choose the ERP first' : 'Choose a version'}
            error={errors.erpTypeVersion?.message ?? errors.erpTypeVersion?.id?.message}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
    </>
  );
}
