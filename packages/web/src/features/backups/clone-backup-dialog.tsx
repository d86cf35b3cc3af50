import { Anchor, Button, Group, Modal, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { type Backup, cloneStoreSearchDebounceMs, formatDate, productionEnvironment } from '@store-console/contract';
import { useState } from 'react';
import { useCloneableBackups, useCloneEnvironments, useCloneStoreSearch } from '../../api/queries/clone-sources.ts';
import { type Column, DataTable } from '../../ui/data-table/data-table.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { RestoreBackupDialog } from './restore-backup-dialog.tsx';

interface CloneBackupDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The store the chosen backup is restored into (this page's store). */
  targetStoreDbId: number;
  dataCentreId: number | null;
}

function CloneableBackups({
  environment,
  storeDbId,
  onClone,
}: {
  environment: string;
  storeDbId: number;
  onClone: (backup: Backup) => void;
}) {
  const query = useCloneableBackups(environment, storeDbId);
  const columns: Column<Backup>[] = [
    {
      key: 'fileName',
      header: 'File Name',
      render: (backup) => (
        <Text size="sm" ff="monospace">
          {backup.fileName}
        </Text>
      ),
    },
    { key: 'createdDate', header: 'Created Date', render: (backup) => formatDate(backup.createdDate) },
    {
      key: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      render: (backup) => (
        <Button size="compact-sm" onClick={() => onClone(backup)}>
          Clone <VisuallyHidden>{backup.fileName}</VisuallyHidden>
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      caption="Cloneable Backups"
      columns={columns}
      rows={query.data}
      rowKey={(backup) => backup.id}
      loading="Loading backups"
      error={query.isError ? query.error : null}
      empty="No backups."
      striped
    />
  );
}

/** Pick an environment, search a store of it, and restore one of its finished backups into this store. */
export function CloneBackupDialog({ opened, onClose, targetStoreDbId, dataCentreId }: CloneBackupDialogProps) {
  const [environment, setEnvironment] = useState<string>(productionEnvironment);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, cloneStoreSearchDebounceMs);
  const [sourceId, setSourceId] = useState<string | null>(null);
  const [cloning, setCloning] = useState<Backup | null>(null);
  const [confirmOpened, confirm] = useDisclosure(false);
  const environments = useCloneEnvironments(opened);
  const stores = useCloneStoreSearch(environment, dataCentreId, debouncedSearch, opened);
  const production = environment === productionEnvironment;
  const options = (stores.data ?? [])
    .filter((store) => !production || store.id !== targetStoreDbId)
    .map((store) => ({ value: String(store.id), label: store.name, domain: store.primaryDomain ?? '' }));
  const domains = new Map(options.map((option) => [option.value, option.domain]));

  const close = () => {
    setSearch('');
    setSourceId(null);
    setEnvironment(productionEnvironment);
    onClose();
  };

  return (
    <>
      <Modal
        opened={opened}
        onClose={close}
        title="Clone Backup"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Select
            label="Environment"
            data={environments.data ?? [productionEnvironment]}
            value={environment}
            onChange={(value) => {
              if (value) setEnvironment(value);
              setSourceId(null);
              setSearch('');
            }}
            allowDeselect={false}
          />
          <Select
            label="Store"
            placeholder="Search a store"
            searchable
            clearable
            data={options.map(({ value, label }) => ({ value, label }))}
            value={sourceId}
            onChange={setSourceId}
            searchValue={search}
            onSearchChange={setSearch}
            // The server searches; every option it returned is shown.
            filter={({ options: all }) => all}
            nothingFoundMessage={stores.isFetching ? 'Searching…' : 'No stores'}
            renderOption={({ option }) => (
              <Stack gap={0}>
                <Text size="sm">{option.label}</Text>
                {domains.get(option.value) && (
                  // Plain text here: an option cannot hold a link (a click on it picks the store).
                  <Text size="xs" c="dimmed">
                    {domains.get(option.value)}
                  </Text>
                )}
              </Stack>
            )}
          />
          {sourceId !== null && domains.get(sourceId) && (
            <Text size="sm">
              Store link:{' '}
              <Anchor href={`https://${domains.get(sourceId)}`} target="_blank" rel="noopener noreferrer">
                {domains.get(sourceId)}
              </Anchor>
            </Text>
          )}
          {stores.isError && <ErrorAlert error={stores.error} />}
          {sourceId !== null && (
            <CloneableBackups
              environment={environment}
              storeDbId={Number(sourceId)}
              onClone={(backup) => {
                setCloning(backup);
                confirm.open();
              }}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </Modal>
      <RestoreBackupDialog
        backup={cloning}
        targetStoreDbId={targetStoreDbId}
        opened={confirmOpened}
        onClose={confirm.close}
        onRestored={close}
        environment={production ? undefined : environment}
      />
    </>
  );
}
