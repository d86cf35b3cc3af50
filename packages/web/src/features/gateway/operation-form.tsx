import { Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { gatewayInterfaceTypes, gatewayTexts } from '@store-console/contract';
import { useFieldArray, useWatch } from 'react-hook-form';
import { errorMessage } from '../../api/api-error.ts';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { FormSelect } from './form-select.tsx';
import { GatewayBanner, type GatewayOutcome } from './gateway-banner.tsx';
import { MessageSideFields } from './message-side-fields.tsx';
import { NameValueList } from './name-value-list.tsx';
import { type OperationFormOutput, type OperationFormValues, operationFormSchema } from './operation-form-values.ts';

interface OperationFormProps {
  defaultValues: OperationFormValues;
  /** Adding: the interface's catalogue operations to pick the name from (picking one loads its definition). */
  catalogueOperations: readonly string[] | null;
  onPickOperation?: (operation: string) => Promise<OperationFormValues | null>;
  outcome: GatewayOutcome;
  onSubmit: (values: OperationFormOutput) => Promise<void>;
  onCancel: () => void;
  onDelete?: (() => void) | undefined;
}

/** An operation override (spec 3 "Integration operation", spec 4 and 5 "Gateway forms"). */
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
  const { control, register, formState, getValues, reset, setValue } = form;
  const settings = useFieldArray({ control, name: 'settings' });
  const chosen = useWatch({ control, name: 'operation' });
  const failure: GatewayOutcome =
    contractForm.saveError === null
      ? null
      : { ok: false, text: gatewayTexts.saveFailed(errorMessage(contractForm.saveError)) };

  const pick = async (operation: string | null) => {
    if (!operation) return;
    setValue('operation', operation, { shouldValidate: formState.isSubmitted, shouldDirty: true });
    const definition = await onPickOperation?.(operation);
    // The catalogue's definition is the starting point of the override, unless the operator already picked another.
    if (definition && getValues('operation') === operation) reset(definition);
  };

  return (
    <form aria-label="Operation override" noValidate onSubmit={contractForm.submit}>
      <Stack gap="md">
        <GatewayBanner outcome={failure ?? outcome} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {catalogueOperations ? (
            <Select
              label="Operation Name"
              placeholder="Choose an operation"
              required
              withAsterisk={false}
              searchable
              data={catalogueOperations}
              value={chosen || null}
              onChange={(value) => void pick(value)}
              allowDeselect={false}
              error={formState.errors.operation?.message}
              nothingFoundMessage="No operations"
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
        <Group justify="space-between">
          <div>
            {onDelete && (
              <Button color="red" variant="light" onClick={onDelete} disabled={formState.isSubmitting}>
                Delete
              </Button>
            )}
          </div>
          <Group>
            <Button variant="default" onClick={onCancel} disabled={formState.isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
