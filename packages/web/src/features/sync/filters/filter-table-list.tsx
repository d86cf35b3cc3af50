import { NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { SyncTableInfo } from '@store-console/contract';
import { IconCheck, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/** The table search waits 350 ms after the last key. */
export const tableSearchDebounceMs = 350;

interface FilterTableListProps {
  tables: readonly SyncTableInfo[];
  selected: string | null;
  onSelect: (table: string) => void;
}

/** The left side: the source's tables, searched, with a check mark on those that have a filter. */
export function FilterTableList({ tables, selected, onSelect }: FilterTableListProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim().toLowerCase(), tableSearchDebounceMs);
  const shown = debounced ? tables.filter((table) => table.name.toLowerCase().includes(debounced)) : tables;

  return (
    <Stack gap="xs">
      <TextInput
        label="Search tables"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <ScrollArea.Autosize mah={560} type="auto">
        <nav aria-label="Source tables">
          {shown.map((table) => (
            <NavLink
              key={table.name}
              component="button"
              type="button"
              label={table.name}
              active={table.name === selected}
              aria-current={table.name === selected ? 'true' : undefined}
              onClick={() => onSelect(table.name)}
              rightSection={
                table.hasFilter ? (
                  <IconCheck size={16} color="var(--mantine-color-green-7)" aria-label="has a filter" role="img" />
                ) : null
              }
            />
          ))}
        </nav>
        {shown.length === 0 && (
          <Text c="dimmed" size="sm" py="sm">
            {tables.length === 0 ? 'No tables' : 'No table matches'}
          </Text>
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}
