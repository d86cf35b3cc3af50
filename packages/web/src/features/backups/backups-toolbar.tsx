import { Button, Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { searchDebounceMs } from '@store-console/contract';
import { IconCopy, IconPlus, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

interface BackupsToolbarProps {
  search: string;
  onSearch: (q: string) => void;
  onRefresh: () => void;
  refreshing: boolean;
  onCreate: () => void;
  creating: boolean;
  onClone: () => void;
}

/** Search (debounced 350 ms), Refresh, Create and Clone of the backups screen. */
export function BackupsToolbar({
  search,
  onSearch,
  onRefresh,
  refreshing,
  onCreate,
  creating,
  onClone,
}: BackupsToolbarProps) {
  const [value, setValue] = useState(search);
  const debouncedSearch = useDebouncedCallback(onSearch, searchDebounceMs);
  useEffect(() => setValue(search), [search]);

  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        type="search"
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          debouncedSearch(event.currentTarget.value);
        }}
        leftSection={<IconSearch size={16} aria-hidden />}
        w={{ base: '100%', sm: 320 }}
      />
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onRefresh}
          loading={refreshing}
        >
          Refresh
        </Button>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate} loading={creating}>
          Create
        </Button>
        <Button variant="light" leftSection={<IconCopy size={16} aria-hidden />} onClick={onClone}>
          Clone
        </Button>
      </Group>
    </Group>
  );
}
