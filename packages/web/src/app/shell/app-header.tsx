import { Burger, Group, Text } from '@mantine/core';
import { productName } from '@store-console/contract';
import { AccountMenu } from './account-menu.tsx';
import { DataCentreSwitcher } from './data-centre-switcher.tsx';

interface AppHeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
}

export function AppHeader({ navOpened, onToggleNav }: AppHeaderProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={navOpened} onClick={onToggleNav} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
        <Text fw={700} size="lg">
          {productName}
        </Text>
      </Group>
      <Group gap="md" wrap="nowrap">
        <DataCentreSwitcher place="header" />
        <AccountMenu />
      </Group>
    </Group>
  );
}
