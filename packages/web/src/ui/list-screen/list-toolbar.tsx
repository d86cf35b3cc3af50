import { Button, Group, Loader, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { searchDebounceMs } from '@store-console/contract';
import { IconPlus, IconRefresh, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';

interface ListToolbarProps {
  search: string;
  /** Without it the list has no search box (its API searches nothing). */
  onSearch?: ((q: string) => void) | undefined;
  /** Without it the list has no refresh button. */
  onRefresh?: (() => void) | undefined;
  refreshing: boolean;
  addLabel?: string | undefined;
  onAdd?: (() => void) | undefined;
  /** The add action is under way. */
  addLoading?: boolean | undefined;
  /** Further buttons of the screen, after the add button. */
  actions?: ReactNode;
}

/** Search box (debounced 350 ms), refresh button, add button and the screen's own buttons of a list screen. */
export function ListToolbar({
  search,
  onSearch,
  onRefresh,
  refreshing,
  addLabel,
  onAdd,
  addLoading = false,
  actions,
}: ListToolbarProps) {
  const [value, setValue] = useState(search);
  // A search still waiting when the user follows a link away (a row's action, the menu) is dropped:
  // written late, it would navigate back to this list and cancel the navigation under way.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const leaving = navigation.state !== 'idle' && navigation.location?.pathname !== pathname;
  const leavingRef = useRef(leaving);
  leavingRef.current = leaving;
  const debouncedSearch = useDebouncedCallback((q: string) => {
    if (!leavingRef.current) onSearch?.(q);
  }, searchDebounceMs);
  useEffect(() => {
    if (leaving) debouncedSearch.cancel();
  }, [leaving, debouncedSearch]);

  // The URL can change underneath (back button, a link): show what it holds.
  useEffect(() => setValue(search), [search]);

  return (
    <Group justify={onSearch ? 'space-between' : 'flex-end'} align="flex-end" wrap="wrap">
      {onSearch && (
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
      )}
      <Group gap="sm">
        {onRefresh && (
          // The label stays while the spinner turns in place of the icon (a loading Button would hide it).
          <Button
            variant="default"
            leftSection={refreshing ? <Loader size={14} aria-hidden /> : <IconRefresh size={16} aria-hidden />}
            onClick={onRefresh}
            aria-busy={refreshing}
          >
            Refresh
          </Button>
        )}
        {onAdd && addLabel && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd} loading={addLoading}>
            {addLabel}
          </Button>
        )}
        {actions}
      </Group>
    </Group>
  );
}
