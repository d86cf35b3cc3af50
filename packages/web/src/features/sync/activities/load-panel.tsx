import { Button, Checkbox, Group, MultiSelect, Progress, Stack, Text } from '@mantine/core';
import {
  type DeleteMode,
  loadOutcome,
  loadProgress,
  requestWarningText,
  shortRequestId,
  syncRequestTexts,
} from '@store-console/contract';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../api/api-error.ts';
import { useMappedTables } from '../../../api/queries/sync-config.ts';
import { useLoadDetail } from '../../../api/queries/sync-request-lists.ts';
import { type LoadRequest, useInvalidateRequests, useUploadData } from '../../../api/queries/sync-requests.ts';
import { isPassingFailure } from '../../../api/sync-request-polling.ts';
import type { SyncStoreRef } from '../../../api/sync-sources.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { namedPill } from '../../../ui/form/named-pill.tsx';
import { revealMargins, useReveal } from '../../../ui/use-reveal.ts';
import { failed, type Outcome, OutcomeAlert } from '../filters/outcome-alert.tsx';
import { type LoadPlan, planLoad, requestEta } from './activity-rules.ts';
import { DeleteBeforeLoadDialog, EmptiedTables } from './delete-before-load.tsx';
import { RequestWarnings } from './request-table.tsx';
import { useFailedToast } from './use-failed-toast.ts';

/**
 * 'Load all', 'Load tables' with a multi-select of the mapped tables, 'Delete Before Load'
 * (confirmed with the list of store tables it empties, issue 32); beside them 'Load changes' (the
 * scheduler's next incremental run, now; beyond the spec) through the same request flow;
 * A load's progress: once started, the request is read every second until it is COMPLETED
 * or FAILED, with the stage's progress and the product's messages.
 */
export function LoadPanel({ store, openLoadId }: { store: SyncStoreRef; openLoadId: string | null }) {
  const tables = useMappedTables(store);
  useFailedToast(tables.errorUpdatedAt, tables.isError);
  const [selected, setSelected] = useState<string[]>([]);
  const [truncate, setTruncate] = useState(false);
  const [deleteMode, setDeleteMode] = useState<DeleteMode>('WITH_DEPENDENTS');
  // A Delete Before Load waiting for its confirmation (the tables it empties are listed first).
  const [confirming, setConfirming] = useState<LoadRequest | null>(null);
  const [startedId, setStartedId] = useState<string | null>(null);
  // Loads whose outcome was dismissed are not followed again while the list still shows them open.
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  // Follow an open load this panel did not start (and keep following it once the list shows it finished).
  useEffect(() => {
    if (openLoadId && !dismissed.has(openLoadId)) setStartedId((current) => current ?? openLoadId);
  }, [openLoadId, dismissed]);
  const loadId = startedId;
  const [startOutcome, setStartOutcome] = useState<Outcome>(null);
  const upload = useUploadData(store);
  const detail = useLoadDetail(store, loadId);
  const outcome = detail.data ? loadOutcome(detail.data) : null;
  const finished = outcome !== null && outcome.state !== 'running';
  // A read that failed in passing (timeout, network, 5xx) is said, and the load still followed.
  const lost = detail.isError && !isPassingFailure(detail.error);
  const running = upload.isPending || (loadId !== null && !finished && !lost);
  const progress = outcome?.progress ?? loadProgress({ stage: null });
  const eta = requestEta(detail.data);

  // The finished load changed the list's last row and the store's status (the tab rule): read them now.
  const readAgain = useInvalidateRequests(store);
  useEffect(() => {
    if (finished) void readAgain();
  }, [finished, readAgain]);

  function start(plan: LoadPlan) {
    setStartOutcome(null);
    if (!plan.ok) {
      setStartedId(null);
      setStartOutcome(failed(plan.message));
      return;
    }
    if (plan.truncate) setConfirming({ tables: plan.tables, truncate: true });
    else void send({ tables: plan.tables, truncate: false });
  }

  async function send(load: LoadRequest) {
    setStartOutcome(null);
    setStartedId(null);
    try {
      const request = await upload.mutateAsync(load);
      setStartedId(request.id);
    } catch (error) {
      setStartOutcome(failed(syncRequestTexts.loadFailed(errorMessage(error))));
    }
  }

  const loadOutcomeAlert = loadOutcomeOf(loadId, detail);

  // Below a page of requests the progress and the outcome start under the fold: each change of what
  // the load says (started, finished, refused) is scrolled into view, the buttons just above it.
  const result = useRef<HTMLDivElement>(null);
  const said = running
    ? `running:${loadId ?? 'starting'}`
    : loadOutcomeAlert
      ? `done:${loadId}:${outcome?.state ?? 'lost'}`
      : startOutcome
        ? `refused:${startOutcome.title}`
        : null;
  useReveal(result, said, { focus: false });

  return (
    <Stack gap="sm" component="section" aria-label="Load data">
      {tables.isError && <ErrorAlert error={tables.error} title="The mapped tables could not be loaded" />}
      <Group align="flex-end" gap="sm">
        <Button onClick={() => start(planLoad('all', selected, truncate))} disabled={running}>
          {syncRequestTexts.loadAll}
        </Button>
        <MultiSelect
          label="Tables"
          placeholder={selected.length === 0 ? 'Select tables' : undefined}
          data={tables.data ?? []}
          value={selected}
          onChange={setSelected}
          searchable
          clearable
          miw={280}
          maw={520}
          disabled={tables.isPending}
          renderPill={namedPill}
        />
        <Button
          variant="light"
          onClick={() => start(planLoad('tables', selected, truncate))}
          disabled={running || selected.length === 0}
        >
          {syncRequestTexts.loadTables}
        </Button>
        <Button
          variant="light"
          onClick={() => void send({ tables: null, truncate: false, changes: true })}
          disabled={running}
        >
          {syncRequestTexts.loadChanges}
        </Button>
        <Checkbox
          label={syncRequestTexts.deleteBeforeLoad}
          checked={truncate}
          onChange={(event) => setTruncate(event.currentTarget.checked)}
          mb={8}
        />
      </Group>
      <Stack gap="sm" ref={result} style={revealMargins}>
        {running && (
          <Stack gap={4}>
            <Progress value={progress} animated aria-label="Load progress" />
            <Text size="sm" c="dimmed" role="status">
              {loadId
                ? `Request ${shortRequestId(loadId)}: ${detail.data?.stage ?? 'CREATED'}${
                    detail.data?.description ? ` — ${detail.data.description}` : ''
                  }${eta ? ` · ${eta}` : ''}`
                : 'Starting…'}
            </Text>
          </Stack>
        )}
        <DeleteBeforeLoadDialog
          store={store}
          tables={confirming ? (confirming.tables ?? []) : null}
          mode={deleteMode}
          onModeChange={setDeleteMode}
          onCancel={() => setConfirming(null)}
          onConfirm={(mode) => {
            const load = confirming;
            setConfirming(null);
            if (load) void send({ ...load, deleteMode: mode });
          }}
        />
        <OutcomeAlert outcome={startOutcome} onClose={() => setStartOutcome(null)} />
        <OutcomeAlert
          outcome={loadOutcomeAlert}
          onClose={() => {
            if (loadId) setDismissed((before) => new Set(before).add(loadId));
            setStartedId(null);
          }}
        />
      </Stack>
    </Stack>
  );
}

/** What a followed load says once it ended or its read failed; null while it runs (or none is followed). */
function loadOutcomeOf(loadId: string | null, detail: ReturnType<typeof useLoadDetail>): Outcome {
  if (loadId === null) return null;
  if (detail.isError) return failed(syncRequestTexts.detailFailed(loadId), detail.error);
  const outcome = detail.data ? loadOutcome(detail.data) : null;
  if (!detail.data || !outcome || outcome.state === 'running') return null;
  // Under the product's message, what Delete Before Load emptied (nothing without it) and the warnings.
  return {
    ok: outcome.state === 'succeeded',
    title: outcome.message,
    body: (
      <>
        <EmptiedTables tables={detail.data.summary.emptied} />
        <RequestWarnings text={requestWarningText(detail.data.summary.warnings)} />
      </>
    ),
  };
}
