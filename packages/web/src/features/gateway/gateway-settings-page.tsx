import { Button, Checkbox, Divider, Group, Stack } from '@mantine/core';
import { type GatewayStore, gatewayTexts } from '@store-console/contract';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../api/api-error.ts';
import { useSaveGatewayStore } from '../../api/queries/gateway.ts';
import { useCurrentStore } from '../../app/current-store.ts';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { NameValueList } from '../../ui/name-value-list.tsx';
import { nameValueRowsSchema, rowsToSettings, settingsToRows } from '../../ui/name-value-rows.ts';
import { type BannerOutcome, OutcomeBanner } from '../../ui/outcome-banner.tsx';
import { useGatewayRecord } from './gateway-record.ts';
import { IntegrationList } from './integration-list.tsx';

const settingsFormSchema = z.object({ enabled: z.boolean(), settings: nameValueRowsSchema });
type SettingsForm = z.input<typeof settingsFormSchema>;

function formValues(record: GatewayStore): SettingsForm {
  return { enabled: record.enabled, settings: settingsToRows(record.settings) };
}

/** /gateway/settings: Enabled, the store's name/value settings, Cancel / Save, and its integrations. */
export function GatewaySettingsPage() {
  const store = useCurrentStore();
  const record = useGatewayRecord();
  const save = useSaveGatewayStore(store.id);
  const [outcome, setOutcome] = useState<BannerOutcome>(null);
  const contractForm = useContractForm(settingsFormSchema, {
    defaultValues: formValues(record),
    onSubmit: async (values, form) => {
      // Saving the gateway settings sends {storeId, settings, enabled}.
      const saved = await save.mutateAsync({
        storeId: store.id,
        settings: rowsToSettings(values.settings),
        enabled: values.enabled,
      });
      form.reset(formValues(saved));
      setOutcome({ ok: true, text: gatewayTexts.saved });
    },
  });
  const { form } = contractForm;
  const rows = useFieldArray({ control: form.control, name: 'settings' });
  const errors = form.formState.errors.settings;
  const failure: BannerOutcome =
    contractForm.saveError === null
      ? null
      : { ok: false, text: gatewayTexts.saveFailed(errorMessage(contractForm.saveError)) };

  return (
    <Stack gap="lg">
      <form
        aria-label="Gateway settings"
        noValidate
        onSubmit={(event) => {
          setOutcome(null);
          void contractForm.submit(event);
        }}
      >
        <Stack gap="md">
          <OutcomeBanner outcome={failure ?? outcome} />
          <Checkbox label="Enabled" {...form.register('enabled')} />
          <NameValueList
            legend="Settings"
            addLabel="Add Setting"
            rows={rows.fields}
            onAdd={() => rows.append({ name: '', value: '' })}
            onRemove={rows.remove}
            register={(index, part) => form.register(`settings.${index}.${part}`)}
            error={(index, part) => errors?.[index]?.[part]?.message}
          />
          <Group justify="flex-end">
            <Button
              variant="default"
              disabled={form.formState.isSubmitting}
              onClick={() => {
                setOutcome(null);
                contractForm.reset(formValues(record));
              }}
            >
              Cancel
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
      <Divider />
      <IntegrationList storeDbId={store.id} names={record.integrations} />
    </Stack>
  );
}
