import { Stack, Text, Title } from '@mantine/core';

// Placeholder so the router builds; helper F2's Logs tab replaces this file.
export function GatewayLogsPage() {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Gateway logs
      </Title>
      <Text>The exchange log of this store's gateway.</Text>
    </Stack>
  );
}
