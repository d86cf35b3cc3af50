import { Anchor, Button, Group, SegmentedControl, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { type GatewayContentType, gatewayContentTypes, type Transform } from '@store-console/contract';
import { IconPlayerPlay } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLatestExchange, usePreviewTransforms } from '../../../api/queries/gateway-logs.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { LoadingState } from '../../../ui/states.tsx';
import { storeIdParam } from '../../../ui/store-id-param.ts';
import { gatewayPaths } from '../gateway-paths.ts';
import { useGatewayRecord } from '../gateway-record.ts';
import { useOperationNames } from '../operation-names.ts';
import { PreviewResult } from './preview-result.tsx';
import { builtInSamples, type PlaygroundSide, sampleFromExchange } from './samples.ts';
import { TransformSteps } from './transform-steps.tsx';
import { useOperationTransforms } from './use-playground.ts';

/**
 * Beyond the spec: /stores/{id}/gateway/playground[/{integration}/{operation}] runs an operation's
 * transforms (its request or response side) on a sample through the preview endpoint, the same code
 * as execution, and shows each step's output, time and error. Nothing is saved.
 */
export function TransformPlaygroundPage() {
  const params = useParams();
  const storeId = storeIdParam(params.storeId);
  if (storeId === null) return null;
  const integration = params.integrationName ?? null;
  const operation = integration ? (params.operationName ?? null) : null;
  return (
    <Playground key={`${integration}/${operation}`} storeId={storeId} integration={integration} operation={operation} />
  );
}

const sideOptions = [
  { value: 'request', label: 'Request' },
  { value: 'response', label: 'Response' },
];
const latest = 'latest';

interface PlaygroundProps {
  storeId: number;
  integration: string | null;
  operation: string | null;
}

function Playground({ storeId, integration, operation }: PlaygroundProps) {
  const record = useGatewayRecord();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const side: PlaygroundSide = searchParams.get('side') === 'request' ? 'request' : 'response';
  const [chosen, setChosen] = useState(integration);
  const operations = useOperationNames(storeId, chosen);
  const current = chosen === integration ? operation : null;
  const loaded = useOperationTransforms(storeId, chosen, current, side);
  const paths = gatewayPaths(storeId);

  let editor: ReactNode;
  if (current && loaded.error)
    editor = <ErrorAlert error={loaded.error} title="The operation's transforms could not be loaded" />;
  else if (current && !loaded.transforms) editor = <LoadingState label="Loading transforms" />;
  else
    editor = (
      <PlaygroundEditor
        key={`${current}/${side}`}
        storeId={storeId}
        integration={chosen}
        operation={current}
        side={side}
        initial={loaded.transforms ?? []}
      />
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          Transform playground
        </Title>
        {integration && operation && (
          <Anchor component={Link} to={paths.send(integration, operation)}>
            Send {integration} / {operation}
          </Anchor>
        )}
      </Group>
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Integration"
          placeholder="Pick an integration"
          data={record.integrations}
          value={chosen}
          onChange={setChosen}
          w={240}
        />
        <Select
          label="Operation"
          placeholder={chosen ? 'Pick an operation' : 'Pick an integration first'}
          data={operations.names}
          value={current}
          disabled={!chosen}
          searchable
          styles={{ options: { maxHeight: 400 } }}
          onChange={(value) => {
            if (chosen && value) navigate(`${paths.playground(chosen, value)}?side=${side}`);
          }}
          w={280}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="playground-side">
            Side
          </Text>
          <SegmentedControl
            aria-labelledby="playground-side"
            data={sideOptions}
            value={side}
            onChange={(value) => setSearchParams({ side: value }, { replace: true })}
          />
        </Stack>
      </Group>
      {operations.error !== null && <ErrorAlert error={operations.error} />}
      {editor}
    </Stack>
  );
}

interface EditorProps {
  storeId: number;
  integration: string | null;
  operation: string | null;
  side: PlaygroundSide;
  initial: Transform[];
}

function PlaygroundEditor({ storeId, integration, operation, side, initial }: EditorProps) {
  const [steps, setSteps] = useState<Transform[]>(initial);
  const [sample, setSample] = useState('');
  const [contentType, setContentType] = useState<GatewayContentType>('application/json');
  const [note, setNote] = useState<string | null>(null);
  const preview = usePreviewTransforms();
  const fromExchange = useLatestExchange(storeId, integration, operation);
  const takeLatest = () =>
    fromExchange.mutate(undefined, {
      onSuccess: (detail) => {
        if (!detail) {
          setNote('This operation has no exchange in the logs yet.');
          return;
        }
        setSample(sampleFromExchange(detail, side));
        setNote(`Sample taken from exchange ${detail.correlationId}.`);
      },
    });

  const sampleOptions = [
    ...(integration && operation ? [{ value: latest, label: 'The latest exchange of this operation' }] : []),
    ...builtInSamples.map((entry) => ({ value: entry.label, label: entry.label })),
  ];

  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {side === 'request' ? 'Request' : 'Response'} transforms
      </Title>
      <TransformSteps transforms={steps} onChange={setSteps} />
      <Title order={3} size="h4">
        Sample payload
      </Title>
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Pick a sample"
          placeholder="Paste one below, or pick"
          data={sampleOptions}
          value={null}
          onChange={(value) => {
            setNote(null);
            if (value === latest) {
              takeLatest();
              return;
            }
            const picked = builtInSamples.find((entry) => entry.label === value);
            if (picked) {
              setSample(picked.text);
              setContentType(picked.contentType);
            }
          }}
          w={320}
        />
        <Select
          label="Sample content type"
          data={gatewayContentTypes}
          value={contentType}
          onChange={(value) => {
            const picked = gatewayContentTypes.find((type) => type === value);
            if (picked) setContentType(picked);
          }}
          allowDeselect={false}
          w={260}
        />
      </Group>
      {note && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
      {fromExchange.isError && <ErrorAlert error={fromExchange.error} />}
      <Textarea
        label="Sample"
        value={sample}
        onChange={(event) => setSample(event.currentTarget.value)}
        autosize
        minRows={8}
        maxRows={24}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Group>
        <Button
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          loading={preview.isPending}
          disabled={steps.length === 0}
          onClick={() => {
            preview.reset();
            void preview
              .mutateAsync({ transforms: steps, input: sample, inputContentType: contentType })
              .catch(() => undefined);
          }}
        >
          Run preview
        </Button>
      </Group>
      {preview.isError && <ErrorAlert error={preview.error} title="The preview could not run" />}
      {preview.data && <PreviewResult result={preview.data} />}
    </Stack>
  );
}
