import { Anchor, Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../ui/data-table/data-table.tsx';
import { EmptyNote } from '../../ui/states.tsx';

interface CountRow {
  key: string;
  count: number;
  to?: string;
}

interface CountCardProps {
  title: string;
  keyHeader: string;
  /** A row with `to` links its key to that place (e.g. the store list filtered by it). */
  rows: CountRow[];
  renderKey?: (key: string) => ReactNode;
}

/** A heading and a two-column table of counts, largest first. */
export function CountCard({ title, keyHeader, rows, renderKey = (key) => key }: CountCardProps) {
  // Keys in code-unit order: the first localeCompare of a page sets up ICU's collator, ~25 ms of a
  // phone's main thread for keys (codes, regions, roles) that need no language rules.
  const sorted = [...rows].sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const columns: Column<CountRow>[] = [
    {
      key: 'key',
      header: keyHeader,
      render: (row) =>
        row.to ? (
          <Anchor component={Link} to={row.to} size="sm">
            {renderKey(row.key)}
          </Anchor>
        ) : (
          renderKey(row.key)
        ),
    },
    { key: 'count', header: 'Count', render: (row) => row.count, head: { ta: 'right' }, cell: { ta: 'right' } },
  ];
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <DataTable
        caption={title}
        columns={columns}
        rows={sorted}
        rowKey={(row) => row.to ?? row.key}
        empty={<EmptyNote text="None yet." />}
        verticalSpacing={4}
      />
    </Card>
  );
}
