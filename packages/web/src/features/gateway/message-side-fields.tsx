import { Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { gatewayContentTypes, gatewaySendMethods } from '@store-console/contract';
import { useFieldArray, useWatch } from 'react-hook-form';
import { FormSelect } from '../../ui/form/form-select.tsx';
import type { ContractFormReturn } from '../../ui/form/use-contract-form.ts';
import { NameValueList } from '../../ui/name-value-list.tsx';
import type { OperationFormOutput, OperationFormValues } from './operation-form-values.ts';
import { type Side, TransformList } from './transform-list.tsx';

type OperationForm = ContractFormReturn<OperationFormValues, OperationFormOutput>;
const sideLabel: Record<Side, string> = { request: 'Request', response: 'Response' };

/** One side of an operation: the request (method, path, SOAP action) or the response, with content types, lists and transforms. */
export function MessageSideFields({ form, side }: { form: OperationForm; side: Side }) {
  const { control, register, formState } = form;
  const label = sideLabel[side];
  const headers = useFieldArray({ control, name: `${side}.headers` });
  const parameters = useFieldArray({ control, name: `${side}.parameters` });
  const interfaceType = useWatch({ control, name: 'interfaceType' });
  const errors = formState.errors[side];

  return (
    <Fieldset legend={label}>
      <Stack gap="md">
        {side === 'request' && (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <FormSelect control={control} name="request.method" label="Method" data={gatewaySendMethods} />
            <TextInput
              label="Path"
              description="Appended to the integration's URI; {settings} fill placeholders"
              error={formState.errors.request?.path?.message}
              {...register('request.path')}
            />
            {interfaceType === 'SOAP' && (
              <TextInput
                label="SOAP Action"
                error={formState.errors.request?.soapAction?.message}
                {...register('request.soapAction')}
              />
            )}
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormSelect
            control={control}
            name={`${side}.inputContentType`}
            label={`${label} Input Content Type`}
            data={gatewayContentTypes}
          />
          <FormSelect
            control={control}
            name={`${side}.outputContentType`}
            label={`${label} Output Content Type`}
            data={gatewayContentTypes}
          />
        </SimpleGrid>
        <NameValueList
          legend={`${label} Headers`}
          addLabel={`Add ${label} Header`}
          rows={headers.fields}
          onAdd={() => headers.append({ name: '', value: '' })}
          onRemove={headers.remove}
          register={(index, part) => register(`${side}.headers.${index}.${part}`)}
          error={(index, part) => errors?.headers?.[index]?.[part]?.message}
        />
        <NameValueList
          legend={`${label} Parameters`}
          addLabel={`Add ${label} Parameter`}
          rows={parameters.fields}
          onAdd={() => parameters.append({ name: '', value: '' })}
          onRemove={parameters.remove}
          register={(index, part) => register(`${side}.parameters.${index}.${part}`)}
          error={(index, part) => errors?.parameters?.[index]?.[part]?.message}
        />
        <TransformList form={form} side={side} />
      </Stack>
    </Fieldset>
  );
}
