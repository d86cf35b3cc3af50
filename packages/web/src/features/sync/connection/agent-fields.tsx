import { Fieldset, Group, NumberInput, PasswordInput, Stack, TextInput } from '@mantine/core';
import { syncDbTypeLabels, syncDbTypes, syncProtocols, syncTexts } from '@store-console/contract';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { probeSyncSource } from '../../../api/sync-sources.ts';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import type { SyncContextValue } from '../use-sync-context.ts';
import { AgentPicker, type PickerItem } from './agent-picker.tsx';
import {
  type ConnectionFormValues,
  type connectionFormSchema,
  dbTypeOf,
  hasAgentAddress,
} from './connection-form-values.ts';

type ConnectionForm = Pick<
  UseFormReturn<ConnectionFormValues, unknown, z.output<typeof connectionFormSchema>>,
  'control' | 'getValues' | 'setValue'
>;

/** The agent's address as the probe takes it, from the form's current values. */
export function agentAddress(current: ConnectionFormValues) {
  return {
    protocol: current.protocol ?? 'https',
    hostName: current.hostName.trim(),
    port: Number(current.port),
    ...(current.agentKey ? { agentKey: current.agentKey } : {}),
  };
}

interface AgentFieldsProps {
  form: ConnectionForm;
  storeRef: SyncContextValue['storeRef'];
  values: ConnectionFormValues;
  agentKeySet: boolean;
}

/** The Agent fieldset: its address and key, and the database id and schema picked from the agent. */
export function AgentFields({ form, storeRef, values, agentKeySet }: AgentFieldsProps) {
  const { control, getValues, setValue } = form;
  const addressReady = hasAgentAddress(values);
  const loadDatabases = async (signal: AbortSignal): Promise<PickerItem[]> => {
    const reply = await probeSyncSource(storeRef, agentAddress(getValues()), signal);
    return (reply.databases ?? []).map((database) => ({ value: database.id, description: database.type }));
  };
  const loadSchemas = async (signal: AbortSignal): Promise<PickerItem[]> => {
    const reply = await probeSyncSource(
      storeRef,
      { ...agentAddress(getValues()), dbAlias: getValues().dbAlias.trim() },
      signal,
    );
    return (reply.schemas ?? []).map((schema) => ({ value: schema }));
  };
  return (
    <Fieldset legend="Agent">
      <Stack gap="sm">
        <FormSelect
          control={control}
          name="dbType"
          label="Database type"
          data={syncDbTypes.map((type) => ({ value: type, label: syncDbTypeLabels[type] }))}
          required={false}
        />
        <FormSelect control={control} name="protocol" label="Protocol" data={syncProtocols} required={false} />
        <Controller
          control={control}
          name="hostName"
          render={({ field, fieldState }) => (
            <TextInput {...field} label="Host Name" error={fieldState.error?.message} />
          )}
        />
        <Controller
          control={control}
          name="port"
          render={({ field, fieldState }) => (
            <NumberInput
              label="Port"
              value={field.value}
              onChange={(next) => field.onChange(typeof next === 'number' ? next : '')}
              onBlur={field.onBlur}
              ref={field.ref}
              min={1}
              max={65_535}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="agentKey"
          render={({ field, fieldState }) => (
            <PasswordInput
              {...field}
              label="Agent key"
              autoComplete="new-password"
              placeholder={agentKeySet ? 'saved' : undefined}
              description={agentKeySet ? 'A key is saved; leave blank to keep it.' : 'The key the agent expects.'}
              error={fieldState.error?.message}
            />
          )}
        />
        <Group align="flex-end" wrap="nowrap">
          <Controller
            control={control}
            name="dbAlias"
            render={({ field, fieldState }) => (
              <TextInput {...field} label="Database id" style={{ flex: 1 }} error={fieldState.error?.message} />
            )}
          />
          <AgentPicker
            title="Select Database id"
            missingText={syncTexts.fillConnection}
            ready={addressReady}
            load={loadDatabases}
            current={values.dbAlias}
            onConfirm={(item) => {
              if (item.value !== getValues().dbAlias) setValue('dbSchema', '', { shouldDirty: true });
              setValue('dbAlias', item.value, { shouldDirty: true, shouldValidate: true });
              const type = item.description ? dbTypeOf(item.description) : null;
              if (type) setValue('dbType', type, { shouldDirty: true, shouldValidate: true });
            }}
          />
        </Group>
        <Group align="flex-end" wrap="nowrap">
          <Controller
            control={control}
            name="dbSchema"
            render={({ field, fieldState }) => (
              <TextInput {...field} label="Database schema" style={{ flex: 1 }} error={fieldState.error?.message} />
            )}
          />
          <AgentPicker
            title="Select database schema"
            missingText={syncTexts.fillConnectionAndDatabase}
            ready={addressReady && values.dbAlias.trim() !== ''}
            load={loadSchemas}
            current={values.dbSchema}
            onConfirm={(item) => setValue('dbSchema', item.value, { shouldDirty: true, shouldValidate: true })}
          />
        </Group>
      </Stack>
    </Fieldset>
  );
}
