import { Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type AvailableInterface, gatewayTexts, type Integration, interfaceValue } from '@store-console/contract';
import { useFieldArray, useWatch } from 'react-hook-form';
import { errorMessage } from '../../api/api-error.ts';
import { FormActions } from '../../ui/form/form-actions.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { NameValueList } from '../../ui/name-value-list.tsx';
import { type BannerOutcome, OutcomeBanner } from '../../ui/outcome-banner.tsx';
import { CaptureFields } from './capture-fields.tsx';
import { ConnectionFields } from './connection-fields.tsx';
import {
  emptyIntegrationForm,
  hasSecretSettings,
  type IntegrationFormOutput,
  type IntegrationFormValues,
  integrationFormSchema,
  integrationFormValues,
  interfaceChoice,
  interfaceOptions,
} from './integration-form-values.ts';

interface IntegrationFormProps {
  /** The stored integration, or null when adding one. */
  integration: Integration | null;
  available: readonly AvailableInterface[];
  /** The last save's or delete's outcome (a failed save's own message wins). */
  outcome: BannerOutcome;
  onSubmit: (values: IntegrationFormOutput) => Promise<IntegrationFormValues | null>;
  onCancel: () => void;
  onDelete?: () => void;
}

/** An integration (docs/decisions/0040, 0084). */
export function IntegrationForm({
  integration,
  available,
  outcome,
  onSubmit,
  onCancel,
  onDelete,
}: IntegrationFormProps) {
  const contractForm = useContractForm(integrationFormSchema, {
    defaultValues: integration ? integrationFormValues(integration) : emptyIntegrationForm,
    onSubmit: async (values, form) => {
      const saved = await onSubmit(values);
      if (saved) form.reset(saved);
    },
  });
  const { form } = contractForm;
  const { control, register, setValue, formState } = form;
  const settings = useFieldArray({ control, name: 'settings' });
  const [provider, product, version, iface] = useWatch({
    control,
    name: ['provider', 'product', 'version', 'interface'],
  });
  const chosen = provider ? interfaceValue({ provider, product, version, interface: iface }) : null;
  const options = interfaceOptions(available);
  // A stored interface the catalogue no longer has still shows as chosen.
  if (chosen && !options.some((option) => option.value === chosen)) options.push({ value: chosen, label: chosen });
  const interfaceError =
    formState.errors.provider?.message ??
    formState.errors.product?.message ??
    formState.errors.version?.message ??
    formState.errors.interface?.message;
  const failure: BannerOutcome =
    contractForm.saveError === null
      ? null
      : { ok: false, text: gatewayTexts.saveFailed(errorMessage(contractForm.saveError)) };

  const chooseInterface = (value: string | null) => {
    const choice = interfaceChoice(available, value);
    if (!choice) return;
    const validate = { shouldValidate: formState.isSubmitted, shouldDirty: true };
    setValue('provider', choice.parts.provider, validate);
    setValue('product', choice.parts.product, validate);
    setValue('version', choice.parts.version, validate);
    setValue('interface', choice.parts.interface, validate);
    // Choosing an interface names the integration (a stored one keeps its name, its address).
    if (!integration) setValue('integration', choice.integration, validate);
    if (choice.forcedAuthType) setValue('connection.authType', choice.forcedAuthType, validate);
  };

  return (
    <form
      aria-label={integration ? `Integration ${integration.integration}` : 'New integration'}
      noValidate
      onSubmit={contractForm.submit}
    >
      <Stack gap="md">
        <OutcomeBanner outcome={failure ?? outcome} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Interface"
            placeholder="Choose an interface"
            required
            withAsterisk={false}
            searchable
            data={options}
            value={chosen}
            onChange={chooseInterface}
            allowDeselect={false}
            error={interfaceError}
            nothingFoundMessage="No interfaces"
          />
          <TextInput
            label="Integration Name"
            required
            withAsterisk={false}
            readOnly={integration !== null}
            variant={integration ? 'filled' : 'default'}
            error={formState.errors.integration?.message}
            {...register('integration')}
          />
        </SimpleGrid>
        <Checkbox label="Enabled" {...register('enabled')} />
        <ConnectionFields
          form={form}
          stored={integration?.connection ?? null}
          secretSettingsSaved={integration ? hasSecretSettings(integration.settings) : false}
          available={available}
        />
        <NameValueList
          legend="Settings"
          addLabel="Add Setting"
          rows={settings.fields}
          onAdd={() => settings.append({ name: '', value: '' })}
          onRemove={settings.remove}
          register={(index, part) => register(`settings.${index}.${part}`)}
          error={(index, part) => formState.errors.settings?.[index]?.[part]?.message}
        />
        <CaptureFields form={form} />
        <FormActions onCancel={onCancel} submitting={formState.isSubmitting} onDelete={onDelete} />
      </Stack>
    </form>
  );
}
