import { Card, Text, Title } from '@mantine/core';

export function TotalCard({ title, total }: { title: string; total: number }) {
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text fz={36} fw={700} lh={1.2} mt="xs">
        {total}
      </Text>
    </Card>
  );
}
