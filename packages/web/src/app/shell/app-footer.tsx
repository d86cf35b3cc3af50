import { Anchor, Group, Text } from '@mantine/core';
import { buildTrack, buildVersion, productName } from '@store-console/contract';

export function AppFooter() {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Text size="xs" c="dimmed">
        {productName} {buildVersion} ({buildTrack})
      </Text>
      <Anchor href="https://mantine.dev" target="_blank" rel="noopener noreferrer" size="xs">
        Built with Mantine
      </Anchor>
    </Group>
  );
}
