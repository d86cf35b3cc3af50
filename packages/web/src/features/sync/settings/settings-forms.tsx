import { Checkbox, Fieldset, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type SaveSyncSettings, type SyncSettings, settingsLanguages } from '@store-console/contract';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { Controller, type DefaultValues, type FieldValues, useFieldArray, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { SyncStoreRef } from '../../../api/sync-sources.ts';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { useContractForm } from '../../../ui/form/use-contract-form.ts';
import { NameValueList } from '../../../ui/name-value-list.tsx';
import { type BannerOutcome, OutcomeBanner } from '../../../ui/outcome-banner.tsx';
import { PortInput, SaveRow } from './settings-fields.tsx';
import {
  clientConnectionFormSchema,
  clientConnectionValues,
  databaseProviders,
  erpConnectionBody,
  erpConnectionFormSchema,
  erpConnectionValues,
  languageFormSchema,
  languageValues,
  resourcesBody,
  resourcesFormSchema,
  resourcesValues,
  type SettingsSection,
  webServiceFormSchema,
  webServiceValues,
} from './settings-form-values.ts';
import { bannerOf, useSectionSave } from './use-sync-settings.ts';

interface SettingsFormProps {
  store: SyncStoreRef;
  settings: SyncSettings;
}

/** The spec lists http first. */
const protocols = ['http', 'https'] as const;
const languageLabels: Record<(typeof settingsLanguages)[number], string> = {
  english: 'English',
  portuguese: 'Portuguese',
};
const languageOptions = settingsLanguages.map((value) => ({ value, label: languageLabels[value] }));

/** Shown in a password's empty input when one is saved: passwords are written, never read back. */
export const savedPasswordPlaceholder = 'Saved — leave blank to keep';
export const passwordSavedText = 'A password is saved.';

function SettingsForm({
  label,
  banner,
  submitting,
  onSubmit,
  children,
}: {
  label: string;
  banner: BannerOutcome;
  submitting: boolean;
  onSubmit: (event: BaseSyntheticEvent) => void;
  children: ReactNode;
}) {
  return (
    <form aria-label={label} noValidate onSubmit={onSubmit}>
      <Stack gap="md" maw={760}>
        <OutcomeBanner outcome={banner} />
        {children}
        <SaveRow submitting={submitting} />
      </Stack>
    </form>
  );
}

/**
 * One settings form: its section's save, the contract form over the section's values, and what its
 * frame shows (the banner, the saving state, the submit that clears the last outcome first).
 */
function useSettingsForm<Input extends FieldValues, Output>(
  { store, settings }: SettingsFormProps,
  section: SettingsSection,
  schema: z.ZodType<Output, Input>,
  valuesOf: (settings: SyncSettings) => DefaultValues<Input>,
  bodyOf: (values: Output) => SaveSyncSettings,
) {
  const { save, outcome, clearOutcome } = useSectionSave(store, section);
  const contractForm = useContractForm(schema, {
    defaultValues: valuesOf(settings),
    onSubmit: async (values, form) => {
      form.reset(valuesOf(await save(bodyOf(values))));
    },
  });
  const { form } = contractForm;
  return {
    form,
    frame: {
      banner: bannerOf(outcome, contractForm.saveError),
      submitting: form.formState.isSubmitting,
      onSubmit: (event: BaseSyntheticEvent) => {
        clearOutcome();
        void contractForm.submit(event);
      },
    },
  };
}

export function ClientConnectionSettings(props: SettingsFormProps) {
  const { form, frame } = useSettingsForm(
    props,
    'clientConnection',
    clientConnectionFormSchema,
    clientConnectionValues,
    (values) => ({ clientConnection: values }),
  );
  const { errors } = form.formState;
  return (
    <SettingsForm label="Client connection" {...frame}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormSelect optional control={form.control} name="protocol" label="Protocol" data={protocols} />
        <TextInput label="Domain" autoComplete="off" error={errors.domain?.message} {...form.register('domain')} />
        <PortInput control={form.control} name="port" label="Port" />
        <TextInput label="Path" autoComplete="off" error={errors.path?.message} {...form.register('path')} />
      </SimpleGrid>
    </SettingsForm>
  );
}

export function ErpConnectionSettings(props: SettingsFormProps) {
  const { form, frame } = useSettingsForm(
    props,
    'erpConnection',
    erpConnectionFormSchema,
    erpConnectionValues,
    erpConnectionBody,
  );
  const { errors } = form.formState;
  const [clearPassword, clearDatabasePassword] = useWatch({
    control: form.control,
    name: ['clearPassword', 'clearDatabasePassword'],
  });
  const { passwordSet, databasePasswordSet } = props.settings.erpConnection;
  return (
    <SettingsForm label="ERP connection" {...frame}>
      <Fieldset legend="ERP">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Username"
            autoComplete="off"
            error={errors.username?.message}
            {...form.register('username')}
          />
          <Stack gap={4}>
            <PasswordInput
              label="Password"
              autoComplete="new-password"
              placeholder={passwordSet ? savedPasswordPlaceholder : undefined}
              description={passwordSet ? passwordSavedText : undefined}
              disabled={clearPassword}
              error={errors.password?.message}
              {...form.register('password')}
            />
            {passwordSet && <Checkbox label="Clear the saved password" {...form.register('clearPassword')} />}
          </Stack>
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Database">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormSelect
            optional
            control={form.control}
            name="databaseProvider"
            label="Database provider"
            data={databaseProviders}
          />
          <TextInput label="Host" autoComplete="off" error={errors.host?.message} {...form.register('host')} />
          <PortInput control={form.control} name="port" label="Port" />
          <TextInput
            label="Database username"
            autoComplete="off"
            error={errors.databaseUsername?.message}
            {...form.register('databaseUsername')}
          />
          <Stack gap={4}>
            <PasswordInput
              label="Database password"
              autoComplete="new-password"
              placeholder={databasePasswordSet ? savedPasswordPlaceholder : undefined}
              description={databasePasswordSet ? passwordSavedText : undefined}
              disabled={clearDatabasePassword}
              error={errors.databasePassword?.message}
              {...form.register('databasePassword')}
            />
            {databasePasswordSet && (
              <Checkbox label="Clear the saved database password" {...form.register('clearDatabasePassword')} />
            )}
          </Stack>
          <TextInput
            label="Database"
            autoComplete="off"
            error={errors.database?.message}
            {...form.register('database')}
          />
          <TextInput label="Schema" autoComplete="off" error={errors.schema?.message} {...form.register('schema')} />
        </SimpleGrid>
      </Fieldset>
    </SettingsForm>
  );
}

export function WebServiceSettings(props: SettingsFormProps) {
  const { form, frame } = useSettingsForm(props, 'webService', webServiceFormSchema, webServiceValues, (values) => ({
    webService: values,
  }));
  const { errors } = form.formState;
  return (
    <SettingsForm label="Web service" {...frame}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormSelect optional control={form.control} name="protocol" label="Protocol" data={protocols} />
        <TextInput label="Domain" autoComplete="off" error={errors.domain?.message} {...form.register('domain')} />
        <PortInput control={form.control} name="port" label="Port" />
        <TextInput label="Path" autoComplete="off" error={errors.path?.message} {...form.register('path')} />
        <TextInput label="Pool ID" autoComplete="off" error={errors.poolId?.message} {...form.register('poolId')} />
      </SimpleGrid>
    </SettingsForm>
  );
}

export function LanguageSettings(props: SettingsFormProps) {
  const { form, frame } = useSettingsForm(props, 'language', languageFormSchema, languageValues, (values) => ({
    language: values,
  }));
  return (
    <SettingsForm label="Language" {...frame}>
      <FormSelect optional control={form.control} name="default" label="Default language" data={languageOptions} />
      <Controller
        control={form.control}
        name="other"
        render={({ field, fieldState }) => (
          <Checkbox.Group
            label="Other languages"
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          >
            <Stack gap="xs" mt="xs">
              {languageOptions.map((option) => (
                <Checkbox key={option.value} value={option.value} label={option.label} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
      />
    </SettingsForm>
  );
}

export function ResourcesSettings(props: SettingsFormProps) {
  const { form, frame } = useSettingsForm(props, 'resources', resourcesFormSchema, resourcesValues, resourcesBody);
  const { errors } = form.formState;
  const rows = useFieldArray({ control: form.control, name: 'others' });
  return (
    <SettingsForm label="Resources" {...frame}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Product status"
          description="productStatus"
          autoComplete="off"
          error={errors.productStatus?.message}
          {...form.register('productStatus')}
        />
        <TextInput
          label="Due date item type"
          description="dueDateItemType"
          autoComplete="off"
          error={errors.dueDateItemType?.message}
          {...form.register('dueDateItemType')}
        />
      </SimpleGrid>
      <NameValueList
        legend="Other resources"
        addLabel="Add Resource"
        rows={rows.fields}
        onAdd={() => rows.append({ name: '', value: '' })}
        onRemove={rows.remove}
        register={(index, part) => form.register(`others.${index}.${part}`)}
        error={(index, part) => errors.others?.[index]?.[part]?.message}
      />
    </SettingsForm>
  );
}
