import { SimpleGrid, TextInput } from '@mantine/core';
import { type CreateDataCentre, createDataCentreSchema, type DataCentre } from '@store-console/contract';
import type { z } from 'zod';
import { FormFrame } from '../../ui/form/form-frame.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';

export type DataCentreFormValues = z.output<typeof createDataCentreSchema>;
type FieldName = keyof CreateDataCentre;

const fields: { name: FieldName; label: string; required: boolean }[] = [
  { name: 'code', label: 'Code', required: true },
  { name: 'name', label: 'Name', required: true },
  { name: 'countryCode', label: 'Country Code', required: true },
  { name: 'region', label: 'Region', required: true },
  { name: 'dbInstance', label: 'DB Instance', required: false },
  { name: 'dbHost', label: 'DB Host', required: false },
  { name: 'dnsRecordSet', label: 'DNS Record Set', required: false },
  { name: 'endpoint', label: 'Endpoint', required: false },
];

export const emptyDataCentreForm: CreateDataCentre = {
  code: '',
  name: '',
  countryCode: '',
  region: '',
  dbInstance: '',
  dbHost: '',
  dnsRecordSet: '',
  endpoint: '',
};

export function dataCentreFormValues(dataCentre: DataCentre): CreateDataCentre {
  return {
    code: dataCentre.code,
    name: dataCentre.name,
    countryCode: dataCentre.countryCode,
    region: dataCentre.region,
    dbInstance: dataCentre.dbInstance ?? '',
    dbHost: dataCentre.dbHost ?? '',
    dnsRecordSet: dataCentre.dnsRecordSet ?? '',
    endpoint: dataCentre.endpoint ?? '',
  };
}

interface DataCentreFormProps {
  defaultValues: CreateDataCentre;
  /** When editing, the code is shown but cannot be changed. */
  codeReadOnly: boolean;
  onSubmit: (values: DataCentreFormValues) => Promise<void>;
  onCancel: () => void;
}

/** Create and edit share one form, validated by the contract schema the server uses too. */
export function DataCentreForm({ defaultValues, codeReadOnly, onSubmit, onCancel }: DataCentreFormProps) {
  const contractForm = useContractForm(createDataCentreSchema, { defaultValues, onSubmit });
  const { register, formState } = contractForm.form;

  return (
    <FormFrame of={contractForm} onCancel={onCancel}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {fields.map((field) => {
          const readOnly = field.name === 'code' && codeReadOnly;
          return (
            <TextInput
              key={field.name}
              label={field.label}
              required={field.required && !readOnly}
              withAsterisk={false}
              readOnly={readOnly}
              variant={readOnly ? 'filled' : 'default'}
              error={formState.errors[field.name]?.message}
              {...register(field.name)}
            />
          );
        })}
      </SimpleGrid>
    </FormFrame>
  );
}
