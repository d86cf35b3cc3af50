import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { gatewayInterfaceTypes, gatewayTexts } from '@store-console/contract';
import { Controller, useFieldArray } from 'react-hook-form';
import { errorMessage } from '../../api/api-error.ts';
import { FormActions } from '../../ui/form/form-actions.tsx';
import { FormSelect } from '../../ui/form/form-select.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { NameValueList } from '../../ui/name-value-list.tsx';
import { type BannerOutcome, OutcomeBanner } from '../../ui/outcome-banner.tsx';
import { MessageSideFields } from './message-side-fields.tsx';
import { type OperationFormOutput, type OperationFormValues, operationFormSchema } from './operation-form-values.ts';
import { OperationNameField } from './operation-name-field.tsx';

interface OperationFormProps {
  defaultValues: OperationFormValues;
  /**
   * Adding: the interface's catalogue operations offered for the name (picking one loads its
   * definition); any other name adds an operation the catalogue lacks.
   */
  catalogueOperations: readonly string[] | null;
  onPickOperation?: (operation: string) => Promise<OperationFormValues | null>;
  outcome: BannerOutcome;
  onSubmit: (values: OperationFormOutput) => Promise<void>;
  onCancel: () => void;
  onDelete?: (() => void) | undefined;
}

/** An operation override (docs/decisions/0040, 0084). */
export function OperationForm({
  defaultValues,
  catalogueOperations,
  onPickOperation,
  outcome,
  onSubmit,
  onCancel,
  onDelete,
}: OperationFormProps) {
  const contractForm = useContractForm(operationFormSchema, { defaultValues, onSubmit: (values) => onSubmit(values) });
  const { form } = contractForm;
  const { control, register, formState, getValues, reset } = form;
  const settings = useFieldArray({ control, name: 'settings' });
  const failure: BannerOutcome =
    contractForm.saveError === null
      ? null
      : { ok: false, text: gatewayTexts.saveFailed(errorMessage(contractForm.saveError)) };

  const pick = async (operation: string) => {
    const definition = await onPickOperation?.(operation);
    // The catalogue's definition is where the override starts, unless the operator has moved on to another name.
    if (definition && getValues('operation') === operation) reset(definition);
  };

  return (
    <form aria-label="Operation override" noValidate onSubmit={contractForm.submit}>
      <Stack gap="md">
        <OutcomeBanner outcome={failure ?? outcome} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {catalogueOperations ? (
            <Controller
              control={control}
              name="operation"
              render={({ field, fieldState }) => (
                <OperationNameField
                  operations={catalogueOperations}
                  value={field.value}
                  onChange={field.onChange}
                  onPick={(value) => void pick(value)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
          ) : (
            <TextInput
              label="Operation Name"
              readOnly
              variant="filled"
              error={formState.errors.operation?.message}
              {...register('operation')}
            />
          )}
          <FormSelect control={control} name="interfaceType" label="Interface Type" data={gatewayInterfaceTypes} />
          <Checkbox label="Enabled" mt={30} {...register('enabled')} />
        </SimpleGrid>
        <MessageSideFields form={form} side="request" />
        <MessageSideFields form={form} side="response" />
        <NameValueList
          legend="Operation Settings"
          addLabel="Add Operation Setting"
          rows={settings.fields}
          onAdd={() => settings.append({ name: '', value: '' })}
          onRemove={settings.remove}
          register={(index, part) => register(`settings.${index}.${part}`)}
          error={(index, part) => formState.errors.settings?.[index]?.[part]?.message}
        />
        <FormActions onCancel={onCancel} submitting={formState.isSubmitting} onDelete={onDelete} />
      </Stack>
    </form>
  );
}
