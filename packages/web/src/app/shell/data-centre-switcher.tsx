import { Group, Select, Text } from '@mantine/core';
import { countryFlag } from '@store-console/contract';
import { useId } from 'react';
import { useSession } from '../session/session-context.ts';

/** The header's data-centre choice; a PARTNER sees theirs but cannot change it. */
export function DataCentreSwitcher() {
  const { dataCentres, selectedDataCentre, selectDataCentre, isSuperAdmin } = useSession();
  const id = useId();
  const options = dataCentres.map((dataCentre) => ({
    value: String(dataCentre.id),
    label: `${countryFlag(dataCentre.countryCode)} ${dataCentre.name}`.trim(),
  }));
  return (
    <Group gap="xs" wrap="nowrap" visibleFrom="xs">
      <Text component="label" htmlFor={id} size="sm" c="dimmed">
        Data center
      </Text>
      <Select
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
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
}
