import { Group, Text } from '@mantine/core';
import { useId } from 'react';
import { CountryFlag } from '../../ui/country-flag.tsx';
import { DeferredSelect } from '../../ui/deferred/deferred-select.tsx';
import { useSession } from '../session/session-context.ts';

/** The header's data-centre choice; a PARTNER sees theirs but cannot change it. */
export function DataCentreSwitcher() {
  const { dataCentres, selectedDataCentre, selectDataCentre, isSuperAdmin } = useSession();
  const id = useId();
  const options = dataCentres.map((dataCentre) => ({ value: String(dataCentre.id), label: dataCentre.name }));
  const countries = new Map(dataCentres.map((dataCentre) => [String(dataCentre.id), dataCentre.countryCode]));
  return (
    <Group gap="xs" wrap="nowrap" visibleFrom="xs">
      <Text component="label" htmlFor={id} size="sm" c="dimmed">
        Data center
      </Text>
      <DeferredSelect
        id={id}
        data={options}
        value={selectedDataCentre ? String(selectedDataCentre.id) : null}
        onChange={(value) => {
          if (value) selectDataCentre(Number(value));
        }}
        allowDeselect={false}
        disabled={!isSuperAdmin}
        placeholder="None"
        w={220}
        leftSection={selectedDataCentre ? <CountryFlag code={selectedDataCentre.countryCode} decorative /> : null}
        renderOption={({ option }) => (
          <Group gap="xs" wrap="nowrap">
            <CountryFlag code={countries.get(option.value) ?? ''} decorative />
            <span>{option.label}</span>
          </Group>
        )}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
}
