import { Button, Group, MultiSelect } from '@mantine/core';
import { type SchedulerReply, syncRequestTexts } from '@store-console/contract';
import { useState } from 'react';
import { useSaveSchedule, useSchedule } from '../../../api/queries/sync-sources.ts';
import type { SyncStoreRef } from '../../../api/sync-sources.ts';
import { namedPill } from '../../../ui/form/named-pill.tsx';
import { failed, type Outcome, OutcomeAlert, succeeded } from '../filters/outcome-alert.tsx';

export const tablesScopeSaved = 'Tables Scope saved successfully.';
export const tablesScopeSaveFailed = 'Failed to save Tables Scope.';

/**
 * Business Central stores: 'Tables Scope' and Save. The scope is the scheduler's `tables`:
 * the tables the scheduled (and webhook) runs read, empty meaning every mapped table. The rest of
 * the schedule is saved back as it was read.
 */
export function TablesScope({ store, sourceId, tables }: { store: SyncStoreRef; sourceId: number; tables: string[] }) {
  const schedule = useSchedule(store, sourceId);
  if (!schedule.data) return null;
  return <TablesScopeForm key={sourceId} store={store} sourceId={sourceId} reply={schedule.data} tables={tables} />;
}

function TablesScopeForm({
  store,
  sourceId,
  reply,
  tables,
}: {
  store: SyncStoreRef;
  sourceId: number;
  reply: SchedulerReply;
  tables: string[];
}) {
  const [scope, setScope] = useState<string[]>(reply.tables);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = useSaveSchedule(store, sourceId);
  // A table of the scope no longer mapped still shows, so it can be taken out.
  const choices = [...new Set([...tables, ...reply.tables])];

  async function submit() {
    setOutcome(null);
    const { isActive, days, startHour, endHour, frequency } = reply;
    try {
      await save.mutateAsync({ isActive, days, startHour, endHour, frequency, tables: scope });
      setOutcome(succeeded(tablesScopeSaved));
    } catch (error) {
      setOutcome(failed(tablesScopeSaveFailed, error));
    }
  }

  return (
    <>
      <Group align="flex-end" gap="sm">
        <MultiSelect
          label={syncRequestTexts.tablesScope}
          placeholder={scope.length === 0 ? 'Every mapped table' : undefined}
          data={choices}
          value={scope}
          onChange={setScope}
          renderPill={namedPill}
          searchable
          clearable
          miw={280}
          maw={520}
        />
        <Button variant="default" onClick={submit} loading={save.isPending}>
          Save
        </Button>
      </Group>
      <OutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} />
    </>
  );
}
