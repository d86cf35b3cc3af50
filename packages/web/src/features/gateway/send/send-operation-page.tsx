import { Anchor, Button, Code, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  exchangeStatusTone,
  type GatewayContentType,
  gatewayContentTypes,
  type SendResult,
} from '@store-console/contract';
import { IconSend } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useSendOperation } from '../../../api/queries/gateway-logs.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { ToneBadge } from '../../../ui/status-badge.tsx';
import { storeIdParam } from '../../../ui/store-id-param.ts';
import { revealMargins, useReveal } from '../../../ui/use-reveal.ts';
import { gatewayPaths } from '../gateway-paths.ts';
import { prettyExchangeText } from '../logs/exchange-text.ts';
import { writeLogFilters } from '../logs/log-filters.ts';

/** /stores/{id}/gateway/integrations-send/{integration}/{operation}: one large body, sent as the console. */
export function SendOperationPage() {
  const params = useParams();
  const storeId = storeIdParam(params.storeId);
  const { integrationName, operationName } = params;
  if (storeId === null || !integrationName || !operationName) return null;
  return (
    <SendOperation
      key={`${integrationName}/${operationName}`}
      storeId={storeId}
      integration={integrationName}
      operation={operationName}
    />
  );
}

/** The logs screen searched for the exchange's correlation id, with the exchange expanded. */
export function exchangeLink(storeId: number, result: SendResult): string {
  const search = writeLogFilters(new URLSearchParams(), {
    page: 1,
    integration: '',
    operation: '',
    q: result.correlationId,
    exchange: result.exchangeId,
  });
  return `${gatewayPaths(storeId).logs}?${search.toString()}`;
}

function SendOperation({
  storeId,
  integration,
  operation,
}: {
  storeId: number;
  integration: string;
  operation: string;
}) {
  const [body, setBody] = useState('');
  const [contentType, setContentType] = useState<GatewayContentType>('application/json');
  const send = useSendOperation(storeId, integration, operation);
  const result = send.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          Send {integration} / {operation}
        </Title>
        <Group gap="md">
          <Anchor component={Link} to={gatewayPaths(storeId).playground(integration, operation)}>
            Try its transforms
          </Anchor>
          <Anchor component={Link} to={gatewayPaths(storeId).integration(integration)}>
            Back to {integration}
          </Anchor>
        </Group>
      </Group>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send.reset();
          void send.mutateAsync({ body, contentType }).catch(() => undefined);
        }}
      >
        <Stack gap="sm">
          <Select
            label="Content type"
            data={gatewayContentTypes}
            value={contentType}
            onChange={(value) => {
              const chosen = gatewayContentTypes.find((type) => type === value);
              if (chosen) setContentType(chosen);
            }}
            allowDeselect={false}
            w={300}
          />
          <Textarea
            label="Body"
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            autosize
            minRows={14}
            maxRows={30}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <Group>
            <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} loading={send.isPending}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
      {send.isError && <SendFailure error={send.error} />}
      {result && <SendResultView storeId={storeId} result={result} />}
    </Stack>
  );
}

function SendFailure({ error }: { error: Error }) {
  const box = useRef<HTMLDivElement>(null);
  useReveal(box, error, { focus: false });
  return (
    <div ref={box} style={revealMargins}>
      <ErrorAlert error={error} title="The operation could not be sent" />
    </div>
  );
}

function SendResultView({ storeId, result }: { storeId: number; result: SendResult }) {
  // The answer arrives below the body's large text area: out of sight at 1400×900 (issue 34).
  const section = useRef<HTMLDivElement>(null);
  useReveal(section, result, { focus: true });
  return (
    <Stack gap="xs" component="section" aria-label="Response" ref={section} tabIndex={-1} style={revealMargins}>
      <Title order={3} size="h4">
        Response
      </Title>
      <Group gap="md">
        <Group gap={6}>
          <Text size="sm">Status</Text>
          <ToneBadge tone={exchangeStatusTone(result.statusCode)}>{result.statusCode}</ToneBadge>
        </Group>
        <Text size="sm">{result.durationMs} ms</Text>
        {result.contentType && (
          <Text size="sm" c="dimmed">
            {result.contentType}
          </Text>
        )}
        <Text size="sm">
          Correlation ID:{' '}
          <Text span ff="monospace" size="sm">
            {result.correlationId}
          </Text>
        </Text>
        {result.exchangeId !== null && (
          <Anchor component={Link} to={exchangeLink(storeId, result)} size="sm">
            Open the exchange in the logs
          </Anchor>
        )}
      </Group>
      <Code block mah={480} style={{ overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} tabIndex={0}>
        {prettyExchangeText(result.body) || ' '}
      </Code>
    </Stack>
  );
}
