import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Store } from '@store-console/contract';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { issueGatewayTicket } from '../../api/stores.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { StoreStatusBadge } from './store-status-badge.tsx';

/**
 * The header of every per-store page: name, store ID, the primary domain as an external link, and the
 * API gateway opened in a new tab through a single-use ticket (the login token never goes into a URL).
 */
export function StoreHeader({ store }: { store: Store }) {
  const [opening, setOpening] = useState(false);
  const [gatewayError, setGatewayError] = useState<unknown>(null);

  const openGateway = async () => {
    setGatewayError(null);
    setOpening(true);
    try {
      const { url } = await issueGatewayTicket(store.id);
      window.open(url, '_blank', 'noopener');
    } catch (error) {
      setGatewayError(error);
    } finally {
      setOpening(false);
    }
  };

  return (
    <Card withBorder padding="md" component="section" aria-label={`Store ${store.name}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Title order={2} size="h4">
              {store.name}
            </Title>
            <Group gap="lg" component="dl" m={0}>
              <Group gap={6}>
                <Text component="dt" size="sm" c="dimmed">
                  Store ID
                </Text>
                <Text component="dd" size="sm" m={0} ff="monospace">
                  {store.storeId}
                </Text>
              </Group>
              <Group gap={6}>
                <Text component="dt" size="sm" c="dimmed">
                  Primary Domain
                </Text>
                <Text component="dd" size="sm" m={0}>
                  {store.primaryDomain ? (
                    <Anchor href={`https://${store.primaryDomain}`} target="_blank" rel="noopener noreferrer">
                      {store.primaryDomain}
                    </Anchor>
                  ) : (
                    'None'
                  )}
                </Text>
              </Group>
              <Group gap={6}>
                <Text component="dt" size="sm" c="dimmed">
                  Status
                </Text>
                <Text component="dd" m={0}>
                  <StoreStatusBadge status={store.storeStatus.statusType} />
                </Text>
              </Group>
            </Group>
          </Stack>
          <Button
            variant="light"
            rightSection={<IconExternalLink size={16} aria-hidden />}
            loading={opening}
            onClick={() => void openGateway()}
          >
            Open API gateway
          </Button>
        </Group>
        {gatewayError !== null && <ErrorAlert error={gatewayError} title="The API gateway could not be opened" />}
      </Stack>
    </Card>
  );
}
