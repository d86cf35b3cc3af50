import { Divider, Stack, Title } from '@mantine/core';
import { gatewayDeleteRedirectDelayMs, gatewaySaveRedirectDelayMs, gatewayTexts } from '@store-console/contract';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../api/api-error.ts';
import {
  useAvailableInterfaces,
  useDeleteIntegration,
  useIntegration,
  useSaveIntegration,
} from '../../api/queries/gateway.ts';
import { useCurrentStore } from '../../app/current-store.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import type { BannerOutcome } from '../../ui/outcome-banner.tsx';
import { LoadingState } from '../../ui/states.tsx';
import { gatewayPaths } from './gateway-paths.ts';
import { IntegrationForm } from './integration-form.tsx';
import { integrationFormValues, integrationPayload } from './integration-form-values.ts';
import { IntegrationOperations } from './integration-operations.tsx';
import { useLeaveAfter } from './use-leave-after.ts';
import { useSettledData } from './use-settled-data.ts';

/** /gateway/integrations-add. */
export function IntegrationAddPage() {
  return <IntegrationScreen name={null} />;
}

/** /gateway/integrations/{integrationName}. */
export function IntegrationEditPage() {
  const name = useParams().integrationName ?? '';
  return <IntegrationScreen key={name} name={name} />;
}

function IntegrationScreen({ name }: { name: string | null }) {
  const store = useCurrentStore();
  const paths = gatewayPaths(store.id);
  const navigate = useNavigate();
  const leaveAfter = useLeaveAfter();
  const interfaces = useAvailableInterfaces();
  const integration = useIntegration(store.id, name);
  const settled = useSettledData(integration);
  const save = useSaveIntegration(store.id, name);
  const remove = useDeleteIntegration(store.id);
  const [outcome, setOutcome] = useState<BannerOutcome>(null);
  const [confirming, setConfirming] = useState(false);

  const heading = (
    <Title order={2} size="h3">
      {name === null ? 'Add Integration' : `Integration ${name}`}
    </Title>
  );
  if (interfaces.isError) return <ErrorAlert error={interfaces.error} title="The interfaces could not be loaded" />;
  if (name !== null && integration.isError && !settled) {
    return (
      <Stack gap="md">
        {heading}
        <ErrorAlert error={integration.error} title="The integration could not be loaded" />
      </Stack>
    );
  }
  if (!interfaces.data || (name !== null && !settled)) return <LoadingState label="Loading" />;
  const stored = name === null ? null : (integration.data ?? settled ?? null);

  const deleteIntegration = async () => {
    if (name === null) return;
    try {
      await remove.mutateAsync(name);
    } catch (error) {
      setConfirming(false);
      setOutcome({ ok: false, text: gatewayTexts.deleteFailed(errorMessage(error)) });
      return;
    }
    setConfirming(false);
    setOutcome({ ok: true, text: gatewayTexts.deleted });
    // After deleting an integration, wait 1 s and go to the (re-read) integrations list.
    await leaveAfter(gatewayDeleteRedirectDelayMs, paths.integrations);
  };

  return (
    <Stack gap="lg">
      {heading}
      <IntegrationForm
        integration={stored}
        available={interfaces.data}
        outcome={outcome}
        onSubmit={async (values) => {
          setOutcome(null);
          const saved = await save.mutateAsync(integrationPayload(values, store.id));
          setOutcome({ ok: true, text: gatewayTexts.saved });
          if (name !== null) return integrationFormValues(saved);
          // A new integration waits 2 s, then opens its (freshly read) edit page.
          await leaveAfter(gatewaySaveRedirectDelayMs, paths.integration(saved.integration));
          return null;
        }}
        onCancel={() => void navigate(paths.settings)}
        onDelete={name === null ? undefined : () => setConfirming(true)}
      />
      {stored && (
        <>
          <Divider />
          <IntegrationOperations storeDbId={store.id} integration={stored} available={interfaces.data} />
        </>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Delete integration"
        message={gatewayTexts.confirmDelete}
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void deleteIntegration()}
      />
    </Stack>
  );
}
