import { ActionIcon, Badge, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { type Mapping, type NewMapping, syncTexts } from '@store-console/contract';
import { IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useCreateMapping, useDeleteMapping, useMappings, useSendMappings } from '../../../api/queries/sync-config.ts';
import { type Column, DataTable } from '../../../ui/data-table/data-table.tsx';
import { DeleteDialog } from '../../../ui/delete-dialog.tsx';
import { failed, type Outcome, OutcomeAlert, succeeded } from '../filters/outcome-alert.tsx';
import { useSyncContext } from '../use-sync-context.ts';
import { NewMappingRow } from './new-mapping-row.tsx';
import { mappingLabel, mappingsSendFailed, sendMappingsOutcome } from './send-mappings-result.tsx';

/**
 * The columns and their shares of the table: fixed, so that neither a long converter nor an
 * override's badge widens the table past the screen (the first column and Create then went out of
 * sight at 1280 px); long names wrap in their cells instead.
 */
const headers = [
  { key: 'sourceTable', label: 'Source Table', width: '13%' },
  { key: 'sourceColumn', label: 'Source Column', width: '13%' },
  { key: 'targetTable', label: 'Target Table', width: '12%' },
  { key: 'targetColumn', label: 'Target Column', width: '12%' },
  { key: 'defaultValue', label: 'Default Value', width: '10%' },
  { key: 'rowGroup', label: 'Row Group', width: '8%' },
  { key: 'converter', label: 'Converter', width: '13%' },
  { key: 'override', label: 'Override', width: '10%' },
  { key: 'action', label: 'Action', width: '9%' },
] as const;

type MappingColumn = (typeof headers)[number]['key'];

/** What each column shows of a mapping. */
function cellOf(key: MappingColumn, mapping: Mapping, onDelete: (mapping: Mapping) => void): ReactNode {
  switch (key) {
    case 'defaultValue':
      return mapping.defaultValue ?? '';
    case 'rowGroup':
      return mapping.rowGroup ?? '';
    case 'converter':
      return mapping.converter ?? '';
    case 'override':
      return mapping.isOverride ? (
        // Never cut to "OVE…" when the table is at its narrowest.
        <Badge color="blue" variant="light" size="sm" style={{ overflow: 'visible' }} miw="max-content">
          Override
        </Badge>
      ) : (
        <Text size="sm" c="dimmed">
          Default
        </Text>
      );
    case 'action':
      // Only override rows may be deleted.
      return (
        mapping.isOverride && (
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => onDelete(mapping)}
            aria-label={`Delete override ${mappingLabel(mapping)}`}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        )
      );
    default:
      return mapping[key];
  }
}

const columns = (onDelete: (mapping: Mapping) => void): Column<Mapping>[] =>
  headers.map((header) => ({
    key: header.key,
    header: header.label,
    width: header.width,
    head: { style: { overflowWrap: 'normal' } },
    render: (mapping) => cellOf(header.key, mapping, onDelete),
  }));

/** The effective mapping, a new override inline, Send Mappings. */
export function MappingsTab() {
  const { storeRef: store } = useSyncContext();
  const mappings = useMappings(store);
  const create = useCreateMapping(store);
  const remove = useDeleteMapping(store);
  const send = useSendMappings(store);
  const [overridesOnly, setOverridesOnly] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [deleting, setDeleting] = useState<Mapping | null>(null);

  const onCreate = async (mapping: NewMapping) => {
    setOutcome(null);
    try {
      await create.mutateAsync(mapping);
      setOutcome(succeeded(syncTexts.mappingCreated));
      return true;
    } catch (error) {
      setOutcome(failed(syncTexts.mappingCreateFailed, error));
      return false;
    }
  };

  const onSend = async () => {
    setOutcome(null);
    try {
      const reply = await send.mutateAsync();
      setOutcome(sendMappingsOutcome(reply, mappings.data ?? []));
    } catch (error) {
      setOutcome(failed(mappingsSendFailed, error));
    }
  };

  const rows = mappings.data?.filter((mapping) => !overridesOnly || mapping.isOverride);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Checkbox
          label="Show overrides only"
          checked={overridesOnly}
          onChange={(event) => setOverridesOnly(event.currentTarget.checked)}
        />
        <Button onClick={() => void onSend()} loading={send.isPending} disabled={!mappings.data}>
          Send Mappings
        </Button>
      </Group>
      <OutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} />
      <DataTable
        caption="Mappings"
        columns={columns(setDeleting)}
        rows={rows}
        rowKey={(mapping) => mapping.id}
        leadingRows={<NewMappingRow store={store} onCreate={onCreate} />}
        keepTable
        error={mappings.isError ? mappings.error : null}
        errorTitle={syncTexts.failedToLoad}
        loading="Loading mappings"
        empty={
          <Text c="dimmed" ta="center">
            {overridesOnly ? 'No overrides' : 'No mappings'}
          </Text>
        }
        scroll={{ minWidth: 900 }}
        striped
        highlightOnHover
        layout="fixed"
        verticalSpacing={6}
        horizontalSpacing="xs"
        fz="sm"
        style={{ overflowWrap: 'anywhere' }}
      />
      <DeleteDialog
        item={deleting}
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        remove={remove}
        variables={(mapping) => mapping.id}
        title="Delete mapping"
        message={(mapping) => `Are you sure to delete the override ${mappingLabel(mapping)}?`}
        deleted={(mapping) => `Deleted the override ${mappingLabel(mapping)}`}
      />
    </Stack>
  );
}
