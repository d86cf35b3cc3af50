import { Alert, Loader, Radio, Stack, Text } from '@mantine/core';
import {
  type DeleteMode,
  type DeletePlan,
  deleteModeLabels,
  deletePlanTexts,
  type EmptiedTable,
} from '@store-console/contract';
import { useDeletePlan } from '../../../api/queries/sync-requests.ts';
import type { SyncStoreRef } from '../../../api/sync-sources.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { type Column, DataTable } from '../../../ui/data-table/data-table.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';

/**
 * Delete Before Load's confirmation (issue 32): before the load starts, every store table it will
 * empty — the chosen tables' own and each table that refers to them through foreign keys — with
 * its rows now; the user keeps the dependents' rows by choosing "only the chosen tables", which the
 * server allows only while no other rows refer to them (its reason is shown, the choice disabled).
 */
export function DeleteBeforeLoadDialog({
  store,
  tables,
  mode,
  onModeChange,
  onCancel,
  onConfirm,
}: {
  store: SyncStoreRef;
  /** The source tables of the load; null while closed, [] for Load all. */
  tables: readonly string[] | null;
  mode: DeleteMode;
  onModeChange: (mode: DeleteMode) => void;
  onCancel: () => void;
  onConfirm: (mode: DeleteMode) => void;
}) {
  const opened = tables !== null;
  const plan = useDeletePlan(store, tables, opened);
  const refusal = plan.data?.chosenOnlyRefusal ?? null;
  // "Only the chosen tables" refused meanwhile: back to what can be done.
  const shownMode: DeleteMode = mode === 'CHOSEN_ONLY' && refusal ? 'WITH_DEPENDENTS' : mode;
  return (
    <ConfirmDialog
      opened={opened}
      title={deletePlanTexts.title}
      message={deletePlanTexts.intro}
      confirmLabel={deletePlanTexts.confirm}
      confirmDisabled={!plan.data}
      onCancel={onCancel}
      onConfirm={() => onConfirm(shownMode)}
    >
      {plan.isPending && <Loader size="sm" mt="sm" aria-label="Reading the tables to empty" />}
      {plan.isError && <ErrorAlert error={plan.error} title="The tables to empty could not be read" />}
      {plan.data && <PlanTables plan={plan.data} mode={shownMode} />}
      {plan.data?.tables.some((table) => table.dependent) && (
        <Radio.Group
          mt="md"
          label="Delete Before Load empties"
          value={shownMode}
          onChange={(value) => onModeChange(value === 'CHOSEN_ONLY' ? 'CHOSEN_ONLY' : 'WITH_DEPENDENTS')}
        >
          <Stack gap={6} mt={6}>
            <Radio value="WITH_DEPENDENTS" label={deleteModeLabels.WITH_DEPENDENTS} />
            <Radio
              value="CHOSEN_ONLY"
              label={deleteModeLabels.CHOSEN_ONLY}
              disabled={refusal !== null}
              description={refusal ?? undefined}
            />
          </Stack>
        </Radio.Group>
      )}
    </ConfirmDialog>
  );
}

const planColumns: Column<DeletePlan['tables'][number]>[] = [
  { key: 'table', header: 'Store table', render: (table) => table.table },
  { key: 'rows', header: 'Rows', render: (table) => deletePlanTexts.rows(table.rows) },
  {
    key: 'why',
    header: 'Why',
    render: (table) => (table.dependent ? deletePlanTexts.dependentNote(table.refersTo) : 'chosen'),
  },
];

const emptiedColumns: Column<EmptiedTable>[] = [
  { key: 'table', header: 'Store table', render: (table) => table.table },
  { key: 'rows', header: 'Rows deleted', render: (table) => table.rows.toLocaleString('en-US') },
];

function PlanTables({ plan, mode }: { plan: DeletePlan; mode: DeleteMode }) {
  const shown = mode === 'CHOSEN_ONLY' ? plan.tables.filter((table) => !table.dependent) : plan.tables;
  if (shown.length === 0) return <Alert mt="sm">{deletePlanTexts.nothing}</Alert>;
  return (
    <DataTable
      label="Tables to empty"
      columns={planColumns}
      rows={shown}
      rowKey={(table) => table.table}
      mt="sm"
      withTableBorder
    />
  );
}

/** A request's rows deleted before load, per store table (its result, under the load's outcome). */
export function EmptiedTables({ tables }: { tables: readonly EmptiedTable[] }) {
  if (tables.length === 0) return null;
  return (
    <Stack gap={4} mt={4}>
      <Text size="sm">{deletePlanTexts.emptied(tables)}</Text>
      <DataTable
        label="Rows deleted before load"
        columns={emptiedColumns}
        rows={tables}
        rowKey={(table) => table.table}
        withTableBorder
      />
    </Stack>
  );
}
