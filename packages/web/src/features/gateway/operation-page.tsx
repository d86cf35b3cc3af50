import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { gatewayDeleteRedirectDelayMs, gatewayTexts, interfaceValue } from '@store-console/contract';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../api/api-error.ts';
import {
  useAvailableInterfaces,
  useDeleteIntegrationOperation,
  useFetchIntegrationOperation,
  useIntegration,
  useIntegrationOperation,
  useSaveIntegrationOperation,
} from '../../api/queries/gateway.ts';
import { useCurrentStore } from '../../app/current-store.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import type { BannerOutcome } from '../../ui/outcome-banner.tsx';
import { LoadingState } from '../../ui/states.tsx';
import { gatewayPaths } from './gateway-paths.ts';
import { OperationForm } from './operation-form.tsx';
import { emptyOperationForm, operationFormValues, operationPayload } from './operation-form-values.ts';
import { useLeaveAfter } from './use-leave-after.ts';
import { useSettledData } from './use-settled-data.ts';

/** /gateway/integrations/{integrationName}/operations-add. */
export function OperationAddPage() {
  const integration = useParams().integrationName ?? '';
  return <OperationScreen key={integration} integrationName={integration} operation={null} />;
}

/** /gateway/integrations/{integrationName}/{operationName}: the operation, edited as the store's override. */
export function OperationEditPage() {
  const { integrationName = '', operationName = '' } = useParams();
  return (
    <OperationScreen
      key={`${integrationName}/${operationName}`}
      integrationName={integrationName}
      operation={operationName}
    />
  );
}

function OperationScreen({ integrationName, operation }: { integrationName: string; operation: string | null }) {
  const store = useCurrentStore();
  const paths = gatewayPaths(store.id);
  const navigate = useNavigate();
  const leaveAfter = useLeaveAfter();
  const fetchOperation = useFetchIntegrationOperation(store.id);
  const integration = useIntegration(store.id, integrationName);
  const interfaces = useAvailableInterfaces();
  const stored = useIntegrationOperation(store.id, integrationName, operation);
  const settled = useSettledData(stored);
  const save = useSaveIntegrationOperation(store.id);
  const remove = useDeleteIntegrationOperation(store.id, integrationName);
  const [outcome, setOutcome] = useState<BannerOutcome>(null);
  const [confirming, setConfirming] = useState(false);

  const heading = (
    <Stack gap={2}>
      <Title order={2} size="h3">
        {operation === null ? 'Add Operation Override' : `Override ${operation}`}
      </Title>
      <Text c="dimmed" size="sm">
        Integration{' '}
        <Anchor component={Link} to={paths.integration(integrationName)}>
          {integrationName}
        </Anchor>
      </Text>
    </Stack>
  );
  const error = integration.error ?? (operation === null ? interfaces.error : settled ? null : stored.error);
  if (error) {
    return (
      <Stack gap="md">
        {heading}
        <ErrorAlert error={error} title="The operation could not be loaded" />
      </Stack>
    );
  }
  if (!integration.data || (operation === null ? !interfaces.data : !settled)) return <LoadingState label="Loading" />;
  const owner = integration.data;
  const backToIntegration = paths.integration(owner.integration);

  // Adding: the integration's interface's catalogue operations that the store does not override yet.
  const catalogueOperations =
    operation === null
      ? (interfaces.data
          ?.find((entry) => interfaceValue(entry) === interfaceValue(owner))
          ?.operations.map((entry) => entry.operation)
          .filter((name) => !(name in owner.operations)) ?? [])
      : null;

  const pickOperation = async (name: string) => {
    try {
      const definition = await fetchOperation(owner.integration, name);
      return operationFormValues(definition);
    } catch {
      return null; // The operator fills the form in from scratch.
    }
  };

  const deleteOperation = async () => {
    if (operation === null) return;
    try {
      await remove.mutateAsync(operation);
    } catch (failure) {
      setConfirming(false);
      setOutcome({ ok: false, text: gatewayTexts.deleteFailed(errorMessage(failure)) });
      return;
    }
    setConfirming(false);
    setOutcome({ ok: true, text: gatewayTexts.deleted });
    await leaveAfter(gatewayDeleteRedirectDelayMs, backToIntegration);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        {heading}
        {operation !== null && (
          <Group gap="md">
            <Anchor component={Link} to={paths.send(owner.integration, operation)}>
              Send
            </Anchor>
            <Anchor component={Link} to={paths.playground(owner.integration, operation)}>
              Try transforms
            </Anchor>
          </Group>
        )}
      </Group>
      <OperationForm
        defaultValues={settled ? operationFormValues(settled) : emptyOperationForm}
        catalogueOperations={catalogueOperations}
        onPickOperation={pickOperation}
        outcome={outcome}
        onSubmit={async (values) => {
          setOutcome(null);
          await save.mutateAsync(operationPayload(values, owner));
          setOutcome({ ok: true, text: gatewayTexts.saved });
          // After saving an operation, wait 1 s and go to the integration's page.
          await leaveAfter(gatewayDeleteRedirectDelayMs, backToIntegration);
        }}
        // An operation's Cancel goes back one page.
        onCancel={() => void navigate(-1)}
        onDelete={stored.data?.override ? () => setConfirming(true) : undefined}
      />
      <ConfirmDialog
        opened={confirming}
        title="Delete operation override"
        message={gatewayTexts.confirmDelete}
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void deleteOperation()}
      />
    </Stack>
  );
}
