import { Anchor, Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface TotalCardProps {
  title: string;
  total: number;
  /** Where the figure leads (e.g. the store list); the figure is then a link. */
  to?: string;
  children?: ReactNode;
}

export function TotalCard({ title, total, to, children }: TotalCardProps) {
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text fz={36} fw={700} lh={1.2} mt="xs">
        {to ? (
          <Anchor component={Link} to={to} inherit underline="hover">
            {total}
          </Anchor>
        ) : (
          total
        )}
      </Text>
      {children}
    </Card>
  );
}
