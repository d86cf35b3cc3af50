import { Group, Pagination, Text } from '@mantine/core';

interface ListPaginationProps {
  /** 0-based, as the API and the URL count. */
  page: number;
  totalPages: number;
  totalElements: number;
  onChange: (page: number) => void;
}

/** Numbered pages between Prev and Next; shown 1-based. */
export function ListPagination({ page, totalPages, totalElements, onChange }: ListPaginationProps) {
  const total = Math.max(totalPages, 1);
  const active = Math.min(page + 1, total);
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed">
        {totalElements} {totalElements === 1 ? 'item' : 'items'}
      </Text>
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
