import { Alert, Badge, Code, Group, Stack, Text, Title } from '@mantine/core';
import type { TransformPreviewResult } from '@store-console/contract';
import { prettyExchangeText } from '../logs/exchange-text.ts';

function Output({ text }: { text: string }) {
  return (
    <Code block mah={320} style={{ overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} tabIndex={0}>
      {prettyExchangeText(text) || ' '}
    </Code>
  );
}

/** Each step's output (or error), its content type and time, then the final output (steps are numbered from 1). */
export function PreviewResult({ result }: { result: TransformPreviewResult }) {
  return (
    <Stack gap="sm" component="section" aria-label="Preview">
      <Title order={3} size="h4">
        Preview
      </Title>
      {result.steps.map((step) => (
        <Stack key={step.index} gap={4}>
          <Group gap="xs">
            <Text fw={600}>Step {step.index}</Text>
            <Badge variant="light" color="gray" radius="sm">
              {step.type}
            </Badge>
            {step.description && <Text size="sm">{step.description}</Text>}
            <Text size="sm" c="dimmed">
              {step.contentType} · {step.durationMs.toFixed(1)} ms
            </Text>
          </Group>
          {step.error !== null ? (
            <Alert color="red" variant="light" role="alert">
              {step.error}
            </Alert>
          ) : (
            <Output text={step.output ?? ''} />
          )}
        </Stack>
      ))}
      {result.error !== null ? (
        <Alert
          color="red"
          variant="light"
          title={result.failedStep === null ? 'The transforms failed' : `Step ${result.failedStep} failed`}
        >
          {result.error}
        </Alert>
      ) : (
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={600}>Output</Text>
            {result.contentType && (
              <Text size="sm" c="dimmed">
                {result.contentType}
              </Text>
            )}
          </Group>
          <Output text={result.output ?? ''} />
        </Stack>
      )}
    </Stack>
  );
}
