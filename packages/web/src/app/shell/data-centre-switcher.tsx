import { em, Group, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId } from 'react';
import { CountryFlag } from '../../ui/country-flag.tsx';
import { DeferredSelect } from '../../ui/deferred/deferred-select.tsx';
import { useSession } from '../session/session-context.ts';

/**
 * The header's data-centre choice; a PARTNER sees theirs but cannot change it. The header has room
 * for it from the xs breakpoint; on a narrower screen it moves to the top of the side menu (the
 * burger opens it), so a phone can still switch. Only one of the two is rendered at a time: one
 * control named "Data center" on the page. In the menu, a choice closes the menu, as a link does.
 */
export function DataCentreSwitcher({ place, onChosen }: { place: 'header' | 'menu'; onChosen?: () => void }) {
  const { dataCentres, selectedDataCentre, selectDataCentre, isSuperAdmin } = useSession();
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${em(theme.breakpoints.xs)})`, undefined, { getInitialValueInEffect: false });
  const id = useId();
  if (wide !== (place === 'header')) return null;
  const options = dataCentres.map((dataCentre) => ({ value: String(dataCentre.id), label: dataCentre.name }));
  const countries = new Map(dataCentres.map((dataCentre) => [String(dataCentre.id), dataCentre.countryCode]));
  const control = (
    <>
      <Text component="label" htmlFor={id} size="sm" c="dimmed">
        Data center
      </Text>
      <DeferredSelect
        id={id}
        data={options}
        value={selectedDataCentre ? String(selectedDataCentre.id) : null}
        onChange={(value) => {
          if (!value) return;
          selectDataCentre(Number(value));
          onChosen?.();
        }}
        allowDeselect={false}
        disabled={!isSuperAdmin}
        placeholder="None"
        w={place === 'header' ? 220 : undefined}
        leftSection={selectedDataCentre ? <CountryFlag code={selectedDataCentre.countryCode} decorative /> : null}
        renderOption={({ option }) => (
          <Group gap="xs" wrap="nowrap">
            <CountryFlag code={countries.get(option.value) ?? ''} decorative />
            <span>{option.label}</span>
          </Group>
        )}
        comboboxProps={{ withinPortal: true }}
      />
    </>
  );
  return place === 'header' ? (
    <Group gap="xs" wrap="nowrap">
      {control}
    </Group>
  ) : (
    <Stack gap={4} pb="xs">
      {control}
    </Stack>
  );
}
