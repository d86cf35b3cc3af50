import { Group, Pagination, Text } from '@mantine/core';
import { DeferredSelect } from '../deferred/deferred-select.tsx';

export interface ListPaginationProps {
  /** 0-based, as the API and the URL count. */
  page: number;
  totalPages: number;
  totalElements: number;
  /** The total is the server's estimate (a large list). */
  estimated?: boolean | undefined;
  onChange: (page: number) => void;
  /** The page-size selector: the sizes offered, the current one and its change. */
  sizes?: { options: readonly number[]; value: number; onChange: (size: number) => void } | undefined;
}

/** Numbered pages between Prev and Next, shown 1-based; a page-size selector where the screen offers one. */
export function ListPagination({ page, totalPages, totalElements, estimated, onChange, sizes }: ListPaginationProps) {
  const total = Math.max(totalPages, 1);
  const active = Math.min(page + 1, total);
  return (
    <Group justify="space-between" wrap="wrap">
      <Group gap="md">
        <Text size="sm" c="dimmed">
          {estimated ? 'about ' : ''}
          {totalElements} {totalElements === 1 ? 'item' : 'items'}
        </Text>
        {sizes && (
          <DeferredSelect
            label="Page size"
            size="xs"
            w={90}
            data={sizes.options.map(String)}
            value={String(sizes.value)}
            onChange={(value) => value && sizes.onChange(Number(value))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      </Group>
      <Pagination.Root total={total} value={active} onChange={(value) => onChange(value - 1)}>
        <Group gap={6} wrap="wrap" component="nav" aria-label="Pagination">
          <Pagination.Control onClick={() => onChange(active - 2)} disabled={active <= 1}>
            Prev
          </Pagination.Control>
          <Pagination.Items />
          <Pagination.Control onClick={() => onChange(active)} disabled={active >= total}>
            Next
          </Pagination.Control>
        </Group>
      </Pagination.Root>
    </Group>
  );
}
