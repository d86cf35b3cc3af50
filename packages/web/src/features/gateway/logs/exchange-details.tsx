import { Alert, Button, Code, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ExchangeDetail, gatewayTexts } from '@store-console/contract';
import { IconClipboard } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ApiError, errorMessage } from '../../../api/api-error.ts';
import { useExchange } from '../../../api/queries/gateway-logs.ts';
import { LoadingState } from '../../../ui/states.tsx';
import { exchangeLogJson, prettyExchangeText } from './exchange-text.ts';

/** A logged body, pretty-printed; long ones scroll (focusable, so the keyboard scrolls them too). */
function Body({ text }: { text: string }) {
  return (
    <Code block mah={320} style={{ overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} tabIndex={0}>
      {prettyExchangeText(text) || ' '}
    </Code>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={2} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

async function copyLog(detail: ExchangeDetail) {
  try {
    await navigator.clipboard.writeText(exchangeLogJson(detail));
    notifications.show({ color: 'green', message: gatewayTexts.copied });
  } catch (error) {
    notifications.show({ color: 'red', message: errorMessage(error) });
  }
}

/** The expanded row: the exchange's Request, Sent (Path, Parameter, Body), Received and Response. */
export function ExchangeDetails({ storeId, exchangeId }: { storeId: number; exchangeId: number }) {
  const query = useExchange(storeId, exchangeId);
  if (query.isPending) return <LoadingState label="Loading exchange" />;
  if (!query.data) {
    const reason = query.error instanceof ApiError ? query.error.reason : undefined;
    return (
      <Alert color="red" variant="light" role="alert">
        Error: {errorMessage(query.error)}
        {reason && (
          <Text size="sm" mt={4}>
            {reason}
          </Text>
        )}
      </Alert>
    );
  }
  const detail = query.data;
  return (
    <Stack gap="sm" py="xs">
      {detail.error && (
        <Alert color="red" variant="light">
          {detail.error}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Section title="Request">
          <Body text={detail.request} />
        </Section>
        <Section title="Sent">
          <Text size="sm" fw={600}>
            Path
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {detail.path || ' '}
          </Code>
          <Text size="sm" fw={600}>
            Parameter
          </Text>
          <Body text={detail.parameters} />
          <Text size="sm" fw={600}>
            Body
          </Text>
          <Body text={detail.body} />
        </Section>
        <Section title="Received">
          <Body text={detail.received} />
        </Section>
        <Section title="Response">
          <Body text={detail.response} />
        </Section>
      </SimpleGrid>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {detail.durationMs} ms in all{detail.upstreamMs === null ? '' : `, ${detail.upstreamMs} ms upstream`}
        </Text>
        <Button variant="light" leftSection={<IconClipboard size={16} aria-hidden />} onClick={() => copyLog(detail)}>
          Copy Log to Clipboard
        </Button>
      </Group>
    </Stack>
  );
}
