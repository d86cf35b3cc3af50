import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { gatewayContentTypes, transformTypes } from '@store-console/contract';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray } from 'react-hook-form';
import { FormSelect } from '../../ui/form/form-select.tsx';
import type { ContractFormReturn } from '../../ui/form/use-contract-form.ts';
import { newTransform, type OperationFormOutput, type OperationFormValues } from './operation-form-values.ts';

type OperationForm = ContractFormReturn<OperationFormValues, OperationFormOutput>;
export type Side = 'request' | 'response';
const sideLabel: Record<Side, string> = { request: 'Request', response: 'Response' };

/** A side's transforms, run in order: description, type, content types in and out, and the script or template. */
export function TransformList({ form, side }: { form: OperationForm; side: Side }) {
  const { control, register, formState } = form;
  const transforms = useFieldArray({ control, name: `${side}.transforms` });
  const errors = formState.errors[side]?.transforms;
  const label = (index: number, what: string) => `${sideLabel[side]} transform ${index + 1} ${what}`;

  return (
    <Fieldset legend={`${sideLabel[side]} transforms`} variant="unstyled">
      <Stack gap="sm">
        {transforms.fields.length === 0 && (
          <Text size="sm" c="dimmed">
            None
          </Text>
        )}
        {transforms.fields.map((row, index) => (
          <Paper key={row.id} withBorder p="sm">
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={500} size="sm">
                  Transform {index + 1}
                </Text>
                <Group gap={4}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${label(index, 'up').toLowerCase()}`}
                    disabled={index === 0}
                    onClick={() => transforms.move(index, index - 1)}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${label(index, 'down').toLowerCase()}`}
                    disabled={index === transforms.fields.length - 1}
                    onClick={() => transforms.move(index, index + 1)}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${label(index, '').trim().toLowerCase()}`}
                    onClick={() => transforms.remove(index)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
                <TextInput
                  label={label(index, 'description')}
                  error={errors?.[index]?.description?.message}
                  {...register(`${side}.transforms.${index}.description`)}
                />
                <FormSelect
                  control={control}
                  name={`${side}.transforms.${index}.type`}
                  label={label(index, 'type')}
                  data={transformTypes}
                />
                <FormSelect
                  control={control}
                  name={`${side}.transforms.${index}.inputContentType`}
                  label={label(index, 'input content type')}
                  data={gatewayContentTypes}
                />
                <FormSelect
                  control={control}
                  name={`${side}.transforms.${index}.outputContentType`}
                  label={label(index, 'output content type')}
                  data={gatewayContentTypes}
                />
              </SimpleGrid>
              <Textarea
                label={label(index, 'value')}
                description="The script, stylesheet, JOLT spec or template (empty for RAW and AUTO)"
                autosize
                minRows={4}
                maxRows={20}
                spellCheck={false}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                error={errors?.[index]?.value?.message}
                {...register(`${side}.transforms.${index}.value`)}
              />
            </Stack>
          </Paper>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => transforms.append({ ...newTransform })}
          >
            Add {sideLabel[side]} Transform
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
