import { Alert, Button, Select, Stack, Text, Title } from '@mantine/core';
import { formatDateInZone, gatewaySyncErpCode, type WebhookSubscription, webhookTexts } from '@store-console/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useWebhookSubscriptions,
  useWebhookTypes,
} from '../../../api/queries/sync-webhooks.ts';
import type { SyncStoreRef } from '../../../api/sync-sources.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { type Column, DataTable } from '../../../ui/data-table/data-table.tsx';
import { FormRow } from '../../../ui/data-table/form-row.tsx';
import { TimeZoneNote } from '../../../ui/time-zone-note.tsx';
import { useSyncContext } from '../use-sync-context.ts';
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

/** The subscriptions' columns: ID, type, expiry in the store's zone, Delete. */
function webhookColumns(
  timeZone: string,
  onDelete: (subscription: WebhookSubscription) => void,
): Column<WebhookSubscription>[] {
  const [idColumn, typeColumn, expiryColumn, actionColumn] = webhookTexts.columns;
  return [
    {
      key: 'id',
      header: idColumn,
      render: (subscription) => subscription.id,
      cell: { style: { wordBreak: 'break-all' } },
    },
    { key: 'type', header: typeColumn, width: 260, render: (subscription) => subscription.webhookType },
    {
      key: 'expiry',
      header: expiryColumn,
      width: 220,
      render: (subscription) => formatDateInZone(subscription.expirationDateTime, timeZone),
      cell: { style: { whiteSpace: 'nowrap' } },
    },
    {
      key: 'action',
      header: actionColumn,
      width: 130,
      render: (subscription) => (
        <Button
          size="xs"
          color="red"
          variant="light"
          aria-label={`${webhookTexts.delete} ${subscription.webhookType} webhook`}
          onClick={() => onDelete(subscription)}
        >
          {webhookTexts.delete}
        </Button>
      ),
    },
  ];
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
  const columns = webhookColumns(timeZone, setDeleting);
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
      <DataTable
        columns={columns}
        // A list that failed says so in the alert above; the create row stays.
        rows={list.isPending ? undefined : (list.data ?? [])}
        rowKey={(subscription) => subscription.id}
        loading={<Text role="status">{webhookTexts.loading}</Text>}
        leadingRows={
          <FormRow
            cells={[
              null,
              <Select
                key="type"
                aria-label="Webhook Type"
                placeholder="Webhook Type"
                data={typeOptions}
                value={webhookType}
                onChange={setWebhookType}
                allowDeselect={false}
                w={220}
              />,
              null,
              <Button
                key="create"
                size="xs"
                onClick={() => void submit()}
                disabled={!webhookType}
                loading={create.isPending}
              >
                {webhookTexts.create}
              </Button>,
            ]}
          />
        }
        striped
        withTableBorder
        // Fixed columns: they do not move when the first subscription arrives.
        layout="fixed"
      />
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
