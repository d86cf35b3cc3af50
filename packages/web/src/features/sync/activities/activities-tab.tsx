import { Group, SegmentedControl, Select, Stack, Title } from '@mantine/core';
import {
  checkRequestAction,
  gatewaySyncErpCode,
  type SyncRequest,
  type SyncRequestAction,
  syncRequestListScopeLabels,
  syncRequestListScopes,
  syncRequestPageSizes,
} from '@store-console/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { useMappedTables } from '../../../api/queries/sync-config.ts';
import { useRequestList } from '../../../api/queries/sync-request-lists.ts';
import { useRequestAction } from '../../../api/queries/sync-requests.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { EmptyState, LoadingState } from '../../../ui/states.tsx';
import { TimeZoneNote } from '../../../ui/time-zone-note.tsx';
import { type Outcome, OutcomeAlert } from '../filters/outcome-alert.tsx';
import { syncAreaPath } from '../sync-area.tsx';
import { useSyncContext } from '../use-sync-context.ts';
import { openLoad, pageSizeFromParam, requestActionMessage, requestRows, scopeFromParam } from './activity-rules.ts';
import { LoadPanel } from './load-panel.tsx';
import { RequestTable } from './request-table.tsx';
import { TablesScope } from './tables-scope.tsx';
import { useFailedToast } from './use-failed-toast.ts';

const scopeData = syncRequestListScopes.map((scope) => ({ value: scope, label: syncRequestListScopeLabels[scope] }));
const sizeData = syncRequestPageSizes.map(String);

/** The Activities tab: the store's requests (list state in the URL), their actions, and loads. */
export function ActivitiesTab() {
  const { store, storeRef, source, timeZone } = useSyncContext();
  const [params, setParams] = useSearchParams();
  const scope = scopeFromParam(params.get('scope'));
  const size = pageSizeFromParam(params.get('size'));
  const list = useRequestList(storeRef, { n: size, q: scope });
  useFailedToast(list.errorUpdatedAt, list.isError);
  const mappedTables = useMappedTables(storeRef);
  const action = useRequestAction(storeRef);
  const [pending, setPending] = useState<{ request: SyncRequest; action: SyncRequestAction; confirm: string } | null>(
    null,
  );
  const [outcome, setOutcome] = useState<Outcome>(null);

  const setParam = (key: string, value: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set(key, value);
      return next;
    });

  function ask(request: SyncRequest, requested: SyncRequestAction) {
    const check = checkRequestAction(requested, request);
    if (!check.ok) {
      setOutcome({ ok: false, title: check.message });
      return;
    }
    setOutcome(null);
    setPending({ request, action: requested, confirm: check.confirm });
  }

  async function confirm() {
    if (!pending) return;
    const { request, action: requested } = pending;
    try {
      await action.mutateAsync({ requestId: request.id, action: requested });
      const message = requestActionMessage(requested, request.id, { ok: true });
      setOutcome({ ok: message.ok, title: message.text });
    } catch (error) {
      const message = requestActionMessage(requested, request.id, { ok: false, error: errorMessage(error) });
      setOutcome({ ok: message.ok, title: message.text });
    }
    setPending(null);
  }

  const rows = requestRows(list.data);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Activities
      </Title>
      <TimeZoneNote timeZone={timeZone} />
      <Group justify="space-between" align="flex-end">
        <SegmentedControl
          aria-label="Requests shown"
          data={scopeData}
          value={scope}
          onChange={(value) => setParam('scope', value)}
        />
        <Select
          label="Page size"
          data={sizeData}
          value={String(size)}
          onChange={(value) => value && setParam('size', value)}
          allowDeselect={false}
          w={110}
        />
      </Group>
      <OutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} />
      {list.isPending ? (
        <LoadingState label="Loading requests" />
      ) : list.isError ? (
        <ErrorAlert error={list.error} title="The requests could not be loaded" />
      ) : rows.length === 0 ? (
        <EmptyState text="No requests" />
      ) : (
        <RequestTable requests={rows} areaPath={syncAreaPath(store.id)} timeZone={timeZone} onAction={ask} />
      )}
      <LoadPanel store={storeRef} openLoadId={openLoad(rows)?.id ?? null} />
      {store.erpType.code === gatewaySyncErpCode && source && (
        <TablesScope store={storeRef} sourceId={source.id} tables={mappedTables.data ?? []} />
      )}
      <ConfirmDialog
        opened={pending !== null}
        title="Confirmation Required"
        message={pending?.confirm}
        loading={action.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
