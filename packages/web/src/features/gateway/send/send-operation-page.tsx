import { Stack, Text, Title } from '@mantine/core';

// Placeholder so the router builds; helper F2's send page replaces this file.
export function SendOperationPage() {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Send operation
      </Title>
      <Text>Sends a body through this operation.</Text>
    </Stack>
  );
}
