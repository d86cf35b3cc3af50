import { ActionIcon, Button, Card, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { gatewayContentTypes, type Transform, transformTypes } from '@store-console/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { newTransform } from './samples.ts';
import { transformHelp } from './transform-help.ts';

interface TransformStepsProps {
  transforms: readonly Transform[];
  onChange: (transforms: Transform[]) => void;
}

function pick<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

/** The steps to preview: loaded from the operation, then edited freely here (nothing is saved). */
export function TransformSteps({ transforms, onChange }: TransformStepsProps) {
  const update = (index: number, patch: Partial<Transform>) =>
    onChange(transforms.map((step, i) => (i === index ? { ...step, ...patch } : step)));
  return (
    <Stack gap="sm">
      {transforms.length === 0 && (
        <Text c="dimmed" size="sm">
          No transforms on this side of the operation; add a step to try one.
        </Text>
      )}
      {transforms.map((step, index) => {
        const name = `Step ${index + 1}`;
        return (
          // Steps have no identity of their own; their place in the list is what the preview reports.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Card key={index} withBorder padding="sm" role="group" aria-label={name}>
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={600}>{name}</Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${name}`}
                  onClick={() => onChange(transforms.filter((_, i) => i !== index))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
              <Group grow align="flex-start">
                <Select
                  label={`${name} type`}
                  data={transformTypes}
                  value={step.type}
                  onChange={(value) => {
                    const type = pick(transformTypes, value);
                    if (type) update(index, { type });
                  }}
                  allowDeselect={false}
                />
                <Select
                  label={`${name} input content type`}
                  data={gatewayContentTypes}
                  value={step.inputContentType}
                  onChange={(value) => {
                    const inputContentType = pick(gatewayContentTypes, value);
                    if (inputContentType) update(index, { inputContentType });
                  }}
                  allowDeselect={false}
                />
                <Select
                  label={`${name} output content type`}
                  data={gatewayContentTypes}
                  value={step.outputContentType}
                  onChange={(value) => {
                    const outputContentType = pick(gatewayContentTypes, value);
                    if (outputContentType) update(index, { outputContentType });
                  }}
                  allowDeselect={false}
                />
              </Group>
              <Text size="xs" c="dimmed">
                {transformHelp[step.type]}
              </Text>
              <TextInput
                label={`${name} description`}
                value={step.description}
                onChange={(event) => update(index, { description: event.currentTarget.value })}
              />
              <Textarea
                label={`${name} value`}
                description="The script, stylesheet, JOLT spec or template (empty for RAW and AUTO)"
                value={step.value}
                onChange={(event) => update(index, { value: event.currentTarget.value })}
                autosize
                minRows={3}
                maxRows={16}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              />
            </Stack>
          </Card>
        );
      })}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onChange([...transforms, newTransform()])}
        >
          Add step
        </Button>
      </Group>
    </Stack>
  );
}
