import { Anchor, Card, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface CountCardProps {
  title: string;
  keyHeader: string;
  /** A row with `to` links its key to that place (e.g. the store list filtered by it). */
  rows: { key: string; count: number; to?: string }[];
  renderKey?: (key: string) => ReactNode;
}

/** A heading and a two-column table of counts, largest first. */
export function CountCard({ title, keyHeader, rows, renderKey = (key) => key }: CountCardProps) {
  // Keys in code-unit order: the first localeCompare of a page sets up ICU's collator, ~25 ms of a
  // phone's main thread for keys (codes, regions, roles) that need no language rules.
  const sorted = [...rows].sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {sorted.length === 0 ? (
        <Text c="dimmed" size="sm">
          None yet.
        </Text>
      ) : (
        <Table verticalSpacing={4}>
          <Table.Caption>
            <VisuallyHidden>{title}</VisuallyHidden>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{keyHeader}</Table.Th>
              <Table.Th scope="col" ta="right">
                Count
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((row) => (
              <Table.Tr key={row.to ?? row.key}>
                <Table.Td>
                  {row.to ? (
                    <Anchor component={Link} to={row.to} size="sm">
                      {renderKey(row.key)}
                    </Anchor>
                  ) : (
                    renderKey(row.key)
                  )}
                </Table.Td>
                <Table.Td ta="right">{row.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
