import { Alert, Button, Select, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateInZone, gatewaySyncErpCode, type WebhookSubscription, webhookTexts } from '@store-console/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { SyncStoreRef } from '../../../api/sync-sources.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { TimeZoneNote } from '../../../ui/time-zone-note.tsx';
import { useSyncContext } from '../use-sync-context.ts';
import { useCreateWebhook, useDeleteWebhook, useWebhookSubscriptions, useWebhookTypes } from './use-webhooks.ts';
import { webhookErrorText } from './webhook-error.ts';

/**
 * /stores/{id}/synchronization/webhooks (Business Central stores only): the
 * store's subscriptions with their expiry, a type dropdown and Create in the first row, Delete
 * (confirmed) on each; a failure shows its code in a red alert.
 */
export function WebhooksTab() {
  const { store, storeRef, timeZone } = useSyncContext();
  const erpType = store.erpType.code;
  if (erpType !== gatewaySyncErpCode) return <Text>{webhookTexts.onlyBusinessCentral}</Text>;
  return <WebhookList key={store.id} storeRef={storeRef} erpType={erpType} timeZone={timeZone} />;
}

function WebhookList({ storeRef, erpType, timeZone }: { storeRef: SyncStoreRef; erpType: string; timeZone: string }) {
  const list = useWebhookSubscriptions(storeRef, erpType);
  const types = useWebhookTypes(erpType);
  const create = useCreateWebhook(storeRef, erpType);
  const remove = useDeleteWebhook(storeRef, erpType);
  const [webhookType, setWebhookType] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WebhookSubscription | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async () => {
    if (!webhookType) return;
    setFailure(null);
    try {
      await create.mutateAsync(webhookType);
      setWebhookType(null);
    } catch (error) {
      setFailure(error);
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setFailure(null);
    try {
      await remove.mutateAsync(deleting.id);
    } catch (error) {
      setFailure(error);
    }
    setDeleting(null);
  };

  const shown = failure ?? (list.isError ? list.error : null) ?? (types.isError ? types.error : null);
  const problem = shown ? webhookErrorText(shown) : null;
  const [idColumn, typeColumn, expiryColumn, actionColumn] = webhookTexts.columns;
  // A type the store already has is shown but not offered again (the server would refuse it: 409).
  const subscribed = new Set((list.data ?? []).map((subscription) => subscription.webhookType));
  const typeOptions = (types.data ?? []).map((type) => ({ value: type, label: type, disabled: subscribed.has(type) }));

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Webhooks
      </Title>
      <TimeZoneNote timeZone={timeZone} />
      {problem && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={problem.code ?? undefined}
          icon={<IconAlertCircle aria-hidden />}
          withCloseButton={failure !== null}
          onClose={() => setFailure(null)}
        >
          {problem.message}
        </Alert>
      )}
      {list.isPending ? (
        <Text role="status">{webhookTexts.loading}</Text>
      ) : (
        // Fixed columns: they do not move when the first subscription arrives.
        <Table striped withTableBorder layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{idColumn}</Table.Th>
              <Table.Th w={260}>{typeColumn}</Table.Th>
              <Table.Th w={220}>{expiryColumn}</Table.Th>
              <Table.Th w={130}>{actionColumn}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td />
              <Table.Td>
                <Select
                  aria-label="Webhook Type"
                  placeholder="Webhook Type"
                  data={typeOptions}
                  value={webhookType}
                  onChange={setWebhookType}
                  allowDeselect={false}
                  w={220}
                />
              </Table.Td>
              <Table.Td />
              <Table.Td>
                <Button size="xs" onClick={() => void submit()} disabled={!webhookType} loading={create.isPending}>
                  {webhookTexts.create}
                </Button>
              </Table.Td>
            </Table.Tr>
            {(list.data ?? []).map((subscription) => (
              <Table.Tr key={subscription.id}>
                <Table.Td style={{ wordBreak: 'break-all' }}>{subscription.id}</Table.Td>
                <Table.Td>{subscription.webhookType}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDateInZone(subscription.expirationDateTime, timeZone)}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    aria-label={`${webhookTexts.delete} ${subscription.webhookType} webhook`}
                    onClick={() => setDeleting(subscription)}
                  >
                    {webhookTexts.delete}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title="Confirmation Required"
        message={deleting ? `Delete the ${deleting.webhookType} webhook ${deleting.id}?` : undefined}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}
