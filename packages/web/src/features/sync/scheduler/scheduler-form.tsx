import { Button, Checkbox, Fieldset, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { type Scheduler, type SchedulerReply, schedulerSchema, syncTexts, weekDays } from '@store-console/contract';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { SaveErrorAlert } from '../../../ui/form/save-error-alert.tsx';
import { useContractForm } from '../../../ui/form/use-contract-form.ts';
import { type Outcome, OutcomeAlert, succeeded } from '../filters/outcome-alert.tsx';
import { frequencyOptions, hourValue, schedulerFormValues } from './scheduler-values.ts';

/**
 * The Scheduler tab: Scheduler Status, Week days, Operating Hours, Scheduler Frequency; the
 * fields are disabled while the switch is off, and its validation rules apply only when it is on.
 */
export function SchedulerForm({
  reply,
  onSave,
}: {
  reply: SchedulerReply;
  onSave: (scheduler: Scheduler) => Promise<unknown>;
}) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const contractForm = useContractForm(schedulerSchema, {
    defaultValues: schedulerFormValues(reply),
    onSubmit: async (values) => {
      setOutcome(null);
      const days = weekDays.filter((day) => values.days.includes(day));
      await onSave({ ...values, days });
      setOutcome(succeeded(syncTexts.schedulerUpdated));
    },
  });
  const { control, formState } = contractForm.form;
  const active = useWatch({ control, name: 'isActive' });
  const off = !active;

  return (
    <form onSubmit={contractForm.submit} noValidate aria-label="Scheduler">
      <Stack gap="md" maw={640}>
        <OutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} />
        <SaveErrorAlert error={contractForm.saveError} />
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <Switch
              label="Scheduler Status"
              description={field.value ? 'On' : 'Off'}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Controller
          control={control}
          name="days"
          render={({ field, fieldState }) => (
            <Checkbox.Group
              label="Week days"
              value={field.value}
              onChange={(value) => field.onChange(value)}
              error={fieldState.error?.message}
            >
              <Group gap="md" mt={6}>
                {weekDays.map((day) => (
                  <Checkbox key={day} value={day} label={day} disabled={off} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <Fieldset
          legend={
            <Text fw={500} size="sm" mb={4}>
              Operating Hours
            </Text>
          }
          disabled={off}
          variant="unstyled"
          p={0}
        >
          <SimpleGrid cols={2}>
            {(['startHour', 'endHour'] as const).map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field, fieldState }) => (
                  <NumberInput
                    label={name === 'startHour' ? 'Start hour' : 'End hour'}
                    min={0}
                    max={23}
                    allowDecimal={false}
                    allowNegative
                    clampBehavior="none"
                    disabled={off}
                    value={field.value ?? ''}
                    onChange={(value) => field.onChange(hourValue(value))}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={fieldState.error?.message}
                  />
                )}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Controller
          control={control}
          name="frequency"
          render={({ field, fieldState }) => (
            <Select
              label="Scheduler Frequency"
              data={frequencyOptions}
              disabled={off}
              allowDeselect={false}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={formState.isSubmitting}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
