import { Button, Grid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type FailureAction,
  type FailureDetail,
  failureTexts,
  searchDebounceMs,
  sortFailureGroups,
} from '@store-console/contract';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  useFailedRequests,
  useFailureAction,
  useFailureGroups,
  useFailures,
  usePreselectedRequest,
} from '../../../api/queries/sync-requests.ts';
import type { SyncStoreRef } from '../../../api/sync-sources.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { EmptyState, LoadingState } from '../../../ui/states.tsx';
import { TimeZoneNote } from '../../../ui/time-zone-note.tsx';
import { useFailedToast } from '../activities/use-failed-toast.ts';
import { type Outcome, OutcomeAlert } from '../filters/outcome-alert.tsx';
import { useSyncContext } from '../use-sync-context.ts';
import {
  effectiveSearch,
  failureActionMessage,
  requestChoices,
  searchHint,
  selectedOrFirst,
} from './failure-selection.ts';
import { DataItem, FailureTable, GroupTable, RequestDetail, RequestList } from './failure-tables.tsx';

/**
 * The Failures tab: failed requests (searched from 4 characters) → the chosen request's detail
 * and failure groups → the chosen group's failures (delete, retry) → the chosen failure's data item.
 * The chosen request is in the URL (`?request=`, how the Activities tab preselects one); the first
 * item of each level is selected when nothing else is.
 */
export function FailuresTab() {
  const { storeRef, timeZone } = useSyncContext();
  const [params, setParams] = useSearchParams();
  const chosenRequest = params.get('request');
  const [input, setInput] = useState('');
  const [debounced] = useDebouncedValue(input, searchDebounceMs);
  const search = effectiveSearch(debounced);
  const list = useFailedRequests(storeRef, search);
  useFailedToast(list.errorUpdatedAt, list.isError);
  const preselected = usePreselectedRequest(storeRef, chosenRequest);
  const requests = useMemo(
    () => requestChoices(list.data, search === '' ? (preselected.data ?? null) : null),
    [list.data, preselected.data, search],
  );
  const request = selectedOrFirst(requests, chosenRequest, (item) => item.id);

  const choose = (id: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('request', id);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Failures
      </Title>
      <TimeZoneNote timeZone={timeZone} />
      <TextInput
        label="Search requests"
        description={searchHint(input) ?? 'Request id, table or error'}
        value={input}
        onChange={(event) => setInput(event.currentTarget.value)}
        maw={420}
      />
      {list.isPending ? (
        <LoadingState label="Loading failed requests" />
      ) : list.isError ? (
        <ErrorAlert error={list.error} title="The failed requests could not be loaded" />
      ) : requests.length === 0 || !request ? (
        <EmptyState text="No failed requests" />
      ) : (
        <>
          <Grid>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <RequestList requests={requests} selectedId={request.id} timeZone={timeZone} onSelect={choose} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <RequestDetail request={request} timeZone={timeZone} />
            </Grid.Col>
          </Grid>
          <RequestFailures key={request.id} store={storeRef} requestId={request.id} />
        </>
      )}
    </Stack>
  );
}

function RequestFailures({ store, requestId }: { store: SyncStoreRef; requestId: string }) {
  const groups = useFailureGroups(store, requestId);
  const sorted = useMemo(() => (groups.data ? sortFailureGroups(groups.data) : []), [groups.data]);
  const [chosenGroup, setChosenGroup] = useState<number | null>(null);
  const group = selectedOrFirst(sorted, chosenGroup, (item) => item.id);
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (groups.isPending) return <LoadingState label="Loading failure groups" />;
  if (groups.isError) return <ErrorAlert error={groups.error} title="The failure groups could not be loaded" />;
  return (
    <Stack gap="md">
      <OutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} />
      {sorted.length === 0 || !group ? (
        <EmptyState text="This request has no failures" />
      ) : (
        <>
          <GroupTable groups={sorted} selectedId={group.id} onSelect={setChosenGroup} />
          <GroupFailures key={group.id} store={store} requestId={requestId} groupId={group.id} onOutcome={setOutcome} />
        </>
      )}
    </Stack>
  );
}

function GroupFailures({
  store,
  requestId,
  groupId,
  onOutcome,
}: {
  store: SyncStoreRef;
  requestId: string;
  groupId: number;
  onOutcome: (outcome: Outcome) => void;
}) {
  const failures = useFailures(store, requestId, groupId);
  const items = useMemo(() => failures.data?.pages.flatMap((page) => page.items) ?? [], [failures.data]);
  const total = failures.data?.pages[0]?.total ?? 0;
  const [chosen, setChosen] = useState<number | null>(null);
  const failure = selectedOrFirst(items, chosen, (item) => item.id);
  const action = useFailureAction(store);
  const [pending, setPending] = useState<{ failure: FailureDetail; action: FailureAction } | null>(null);

  async function confirm() {
    if (!pending) return;
    const { failure: target, action: requested } = pending;
    onOutcome(null);
    try {
      await action.mutateAsync({ failureId: target.id, action: requested });
      const message = failureActionMessage(requested, target.id, { ok: true });
      onOutcome({ ok: message.ok, title: message.text });
    } catch (error) {
      const message = failureActionMessage(requested, target.id, { ok: false, error });
      onOutcome({ ok: message.ok, title: message.text });
    }
    setPending(null);
  }

  if (failures.isPending) return <LoadingState label="Loading failures" />;
  if (failures.isError) return <ErrorAlert error={failures.error} title="The failures could not be loaded" />;
  return (
    <Stack gap="sm">
      {items.length === 0 ? (
        <EmptyState text="No failures in this group" />
      ) : (
        <FailureTable
          failures={items}
          selectedId={failure?.id ?? null}
          onSelect={setChosen}
          onAction={(target, requested) => setPending({ failure: target, action: requested })}
        />
      )}
      <Text size="sm" c="dimmed">
        {`Showing ${items.length} of ${total}`}
      </Text>
      {failures.hasNextPage && (
        <Button variant="default" onClick={() => failures.fetchNextPage()} loading={failures.isFetchingNextPage}>
          Show more
        </Button>
      )}
      {failure && <DataItem failure={failure} />}
      <ConfirmDialog
        opened={pending !== null}
        title="Confirmation Required"
        message={pending ? failureTexts.confirm[pending.action] : undefined}
        loading={action.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
