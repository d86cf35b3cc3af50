import { ActionIcon, Badge, Button, Checkbox, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { type Mapping, type NewMapping, syncTexts } from '@store-console/contract';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DeleteDialog } from '../../../ui/delete-dialog.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { LoadingState } from '../../../ui/states.tsx';
import { failed, type Outcome, OutcomeAlert, succeeded } from '../filters/outcome-alert.tsx';
import { useSyncContext } from '../use-sync-context.ts';
import { NewMappingRow } from './new-mapping-row.tsx';
import { mappingLabel, mappingsSendFailed, sendMappingsOutcome } from './send-mappings-result.tsx';
import { useCreateMapping, useDeleteMapping, useMappings, useSendMappings } from './use-mappings.ts';

/**
 * The columns and their shares of the table: fixed, so that neither a long converter nor an
 * override's badge widens the table past the screen (the first column and Create then went out of
 * sight at 1280 px); long names wrap in their cells instead.
 */
const headers = [
  { label: 'Source Table', width: '13%' },
  { label: 'Source Column', width: '13%' },
  { label: 'Target Table', width: '12%' },
  { label: 'Target Column', width: '12%' },
  { label: 'Default Value', width: '10%' },
  { label: 'Row Group', width: '8%' },
  { label: 'Converter', width: '13%' },
  { label: 'Override', width: '10%' },
  { label: 'Action', width: '9%' },
] as const;

/** The Mappings tab: the effective mapping, a new override inline, Send Mappings. */
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

  const rows = (mappings.data ?? []).filter((mapping) => !overridesOnly || mapping.isOverride);

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
      {mappings.isError && <ErrorAlert error={mappings.error} title={syncTexts.failedToLoad} />}
      <Table.ScrollContainer minWidth={900} type="native">
        <Table
          striped
          highlightOnHover
          layout="fixed"
          verticalSpacing={6}
          horizontalSpacing="xs"
          fz="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          <Table.Caption>
            <VisuallyHidden>Mappings</VisuallyHidden>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {headers.map((header) => (
                <Table.Th key={header.label} scope="col" w={header.width} style={{ overflowWrap: 'normal' }}>
                  {header.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <NewMappingRow store={store} onCreate={onCreate} />
            {rows.map((mapping) => (
              <MappingRow key={mapping.id} mapping={mapping} onDelete={() => setDeleting(mapping)} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {mappings.isPending && <LoadingState label="Loading mappings" />}
      {mappings.data && rows.length === 0 && (
        <Text c="dimmed" ta="center">
          {overridesOnly ? 'No overrides' : 'No mappings'}
        </Text>
      )}
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

function MappingRow({ mapping, onDelete }: { mapping: Mapping; onDelete: () => void }) {
  return (
    <Table.Tr>
      <Table.Td>{mapping.sourceTable}</Table.Td>
      <Table.Td>{mapping.sourceColumn}</Table.Td>
      <Table.Td>{mapping.targetTable}</Table.Td>
      <Table.Td>{mapping.targetColumn}</Table.Td>
      <Table.Td>{mapping.defaultValue ?? ''}</Table.Td>
      <Table.Td>{mapping.rowGroup ?? ''}</Table.Td>
      <Table.Td>{mapping.converter ?? ''}</Table.Td>
      <Table.Td>
        {mapping.isOverride ? (
          // Never cut to "OVE…" when the table is at its narrowest.
          <Badge color="blue" variant="light" size="sm" style={{ overflow: 'visible' }} miw="max-content">
            Override
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            Default
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {/* Only override rows may be deleted. */}
        {mapping.isOverride && (
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onDelete}
            aria-label={`Delete override ${mappingLabel(mapping)}`}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
