import { Button, Group, Loader, NumberInput, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { searchDebounceMs } from '@store-console/contract';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { type LogFilterChange, type LogFilters, pageFromInput, searchProblem } from './log-filters.ts';

/** The "All" entry of the dropdowns: a slash, which no integration or operation name may contain. */
const all = '/';
/** All, then the names; a chosen name is offered even before (or without) its list, so the URL's choice always shows. */
function withAll(names: readonly string[], chosen: string) {
  const offered = chosen && !names.includes(chosen) ? [...names, chosen] : names;
  return [{ value: all, label: 'All' }, ...offered.map((name) => ({ value: name, label: name }))];
}

interface LogFiltersBarProps {
  filters: LogFilters;
  onChange: (change: LogFilterChange) => void;
  integrations: readonly string[];
  operations: readonly string[];
  operationsLoading: boolean;
  onRefresh: () => void;
  refreshing: boolean;
}

/** Integrations and Operations dropdowns, the search box and the refresh button. */
export function LogFiltersBar({
  filters,
  onChange,
  integrations,
  operations,
  operationsLoading,
  onRefresh,
  refreshing,
}: LogFiltersBarProps) {
  return (
    <Group align="flex-start" wrap="wrap">
      <Select
        label="Integrations"
        data={withAll(integrations, filters.integration)}
        value={filters.integration || all}
        onChange={(value) => onChange({ integration: value === null || value === all ? '' : value })}
        allowDeselect={false}
        w={220}
      />
      {filters.integration && (
        <Select
          label="Operations"
          data={withAll(operations, filters.operation)}
          value={filters.operation || all}
          onChange={(value) => onChange({ operation: value === null || value === all ? '' : value })}
          allowDeselect={false}
          // At most 400 px high; the listbox itself scrolls (app/theme.ts).
          styles={{ options: { maxHeight: 400 } }}
          searchable
          rightSection={operationsLoading ? <Loader size={14} aria-hidden /> : undefined}
          w={260}
        />
      )}
      <SearchBox q={filters.q} onSearch={(q) => onChange({ q })} />
      <Button
        variant="default"
        mt={25}
        leftSection={refreshing ? <Loader size={14} aria-hidden /> : <IconRefresh size={16} aria-hidden />}
        onClick={onRefresh}
        aria-busy={refreshing}
      >
        Refresh
      </Button>
    </Group>
  );
}

/** Debounced like every search box; 1 or 2 characters show the product's message and are not searched. */
function SearchBox({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [value, setValue] = useState(q);
  const [problem, setProblem] = useState<string | null>(null);
  // The URL can change underneath (another filter cleared the search, the back button): show what it holds.
  useEffect(() => {
    setValue(q);
    setProblem(null);
  }, [q]);
  const submit = (text: string) => {
    const found = searchProblem(text);
    setProblem(found);
    if (!found && text.trim() !== q) onSearch(text);
  };
  const debounced = useDebouncedCallback(submit, searchDebounceMs);
  return (
    <TextInput
      label="Search"
      type="search"
      value={value}
      error={problem}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        debounced(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') submit(event.currentTarget.value);
      }}
      leftSection={<IconSearch size={16} aria-hidden />}
      w={{ base: '100%', sm: 280 }}
    />
  );
}

interface LogPagerProps {
  page: number;
  hasNextPage: boolean;
  nextPage: number | null;
  onPage: (page: number) => void;
}

/** Prev, the page number (minimum 1; typed and applied on Enter or leaving the field) and Next. */
export function LogPager({ page, hasNextPage, nextPage, onPage }: LogPagerProps) {
  const [typed, setTyped] = useState<string | number>(page);
  useEffect(() => setTyped(page), [page]);
  const apply = () => {
    const target = pageFromInput(typed);
    setTyped(target);
    if (target !== page) onPage(target);
  };
  return (
    <Group gap="xs" align="flex-end" component="nav" aria-label="Pagination">
      <Button variant="default" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Prev
      </Button>
      <NumberInput
        label="Page"
        min={1}
        allowDecimal={false}
        value={typed}
        onChange={setTyped}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
        w={90}
      />
      <Button variant="default" onClick={() => onPage(nextPage ?? page + 1)} disabled={!hasNextPage}>
        Next
      </Button>
    </Group>
  );
}
