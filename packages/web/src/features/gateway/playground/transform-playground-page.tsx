import { Stack, Text, Title } from '@mantine/core';

// Placeholder so the router builds; helper F2's transform playground replaces this file.
export function TransformPlaygroundPage() {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Transform playground
      </Title>
      <Text>Runs an operation's transforms on a sample payload.</Text>
    </Stack>
  );
}
