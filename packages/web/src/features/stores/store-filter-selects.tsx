import { Group } from '@mantine/core';
import { storeStatusTypes, storeTypes } from '@store-console/contract';
import { DeferredSelect } from '../../ui/deferred/deferred-select.tsx';
import type { StoreFilters } from './store-filters.ts';

interface StoreFilterSelectsProps {
  filters: StoreFilters;
  onChange: (patch: Partial<StoreFilters>) => void;
}

const statusOptions = storeStatusTypes.map((status) => ({ value: status, label: status }));
const typeOptions = storeTypes.map((type) => ({ value: type, label: type }));

export function StoreFilterSelects({ filters, onChange }: StoreFilterSelectsProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <DeferredSelect
        label="Status"
        placeholder="Any status"
        data={statusOptions}
        value={filters.status}
        onChange={(value) => onChange({ status: statusOptions.find((o) => o.value === value)?.value ?? null })}
        clearable
        w={200}
      />
      <DeferredSelect
        label="Type"
        placeholder="Any type"
        data={typeOptions}
        value={filters.type}
        onChange={(value) => onChange({ type: typeOptions.find((o) => o.value === value)?.value ?? null })}
        clearable
        w={180}
      />
    </Group>
  );
}
