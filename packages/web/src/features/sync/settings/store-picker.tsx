import { Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { defaultSort, type Store } from '@store-console/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useStoreSearch } from '../../../api/queries/stores.ts';
import { useSession } from '../../../app/session/session-context.ts';

const searchDebounceMs = 300;
const pickerSize = 20;

const optionLabel = (store: Pick<Store, 'name' | 'storeId'>) => `${store.name} (${store.storeId})`;

/**
 * The settings screen's store picker: searches the stores of the selected data centre (the server
 * searches, a partner sees their own) and, on a choice, opens that store's settings.
 */
export function StorePicker({ current, path }: { current: Store; path: string }) {
  const navigate = useNavigate();
  const { selectedDataCentre } = useSession();
  const dataCentreId = selectedDataCentre?.id ?? current.dataCentre.id;
  const currentLabel = optionLabel(current);
  const [search, setSearch] = useState(currentLabel);
  const [debounced] = useDebouncedValue(search, searchDebounceMs);
  // While the box shows the current store, every store is offered rather than only that one.
  const fuzzyString = debounced === currentLabel ? undefined : debounced.trim() || undefined;
  const params = { page: 0, size: pickerSize, sort: defaultSort, ...(fuzzyString ? { fuzzyString } : {}) };
  const stores = useStoreSearch(dataCentreId, params);
  const found = stores.data?.content ?? [];
  const options = [current, ...found.filter((store) => store.id !== current.id)].map((store) => ({
    value: String(store.id),
    label: optionLabel(store),
  }));

  return (
    <Stack gap={2} miw={320}>
      <Select
        label="Store"
        placeholder="Search a store"
        searchable
        data={options}
        value={String(current.id)}
        onChange={(value) => {
          if (value && value !== String(current.id)) navigate(`/stores/${value}/${path}`);
        }}
        searchValue={search}
        onSearchChange={setSearch}
        // The server searches; every option it returned is shown.
        filter={({ options: all }) => all}
        allowDeselect={false}
        nothingFoundMessage={stores.isFetching ? 'Searching…' : 'No stores'}
        comboboxProps={{ withinPortal: true }}
      />
      {stores.isError && (
        <Text size="xs" c="red">
          The stores could not be searched.
        </Text>
      )}
    </Stack>
  );
}
