import { Fieldset, NumberInput, Select, SimpleGrid, Textarea } from '@mantine/core';
import { captureModeLabels, captureModes } from '@store-console/contract';
import { Controller } from 'react-hook-form';
import type { ContractFormReturn } from '../../ui/form/use-contract-form.ts';
import type { IntegrationFormOutput, IntegrationFormValues } from './integration-form-values.ts';

const modeOptions = captureModes.map((mode) => ({ value: mode, label: captureModeLabels[mode] }));

/** Beyond the spec: what the exchange log keeps of this integration's exchanges (docs/decisions/0050). */
export function CaptureFields({ form }: { form: ContractFormReturn<IntegrationFormValues, IntegrationFormOutput> }) {
  const { control, register, formState } = form;
  const errors = formState.errors.capture;
  return (
    <Fieldset legend="Exchange log" variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="capture.mode"
          render={({ field }) => (
            <Select
              label="Capture"
              data={modeOptions}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              onBlur={field.onBlur}
              ref={field.ref}
              allowDeselect={false}
            />
          )}
        />
        <Controller
          control={control}
          name="capture.maxBodyBytes"
          render={({ field, fieldState }) => (
            <NumberInput
              label="Max body bytes"
              description="Longer bodies are cut in the log"
              min={0}
              max={1_048_576}
              allowDecimal={false}
              value={field.value}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <Textarea
          label="Redact headers"
          description="One header name per line; Authorization always is"
          autosize
          minRows={2}
          error={errors?.redactHeaders?.message}
          {...register('capture.redactHeaders')}
        />
        <Textarea
          label="Redact JSON paths"
          description="One path per line, e.g. $.items[*].secret"
          autosize
          minRows={2}
          error={errors?.redactJsonPaths?.message}
          {...register('capture.redactJsonPaths')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
