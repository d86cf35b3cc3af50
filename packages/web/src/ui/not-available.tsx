import { Stack, Text, Title } from '@mantine/core';

/** Screens whose issue has not been built yet say so plainly rather than show invented data. */
export function NotAvailable({ title }: { title: string }) {
  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text>This screen is not available yet.</Text>
    </Stack>
  );
}
