import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { storeIdParam } from '../../ui/store-id-param.ts';
import { StoreHeader } from './store-header.tsx';

/** The per-store places (backups, statistics, credentials, sync, gateway) until their issues land. */
export function StoreAreaPage({ title }: { title: string }) {
  const storeId = storeIdParam(useParams().storeId);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {storeId !== null && <StoreHeader key={storeId} storeId={storeId} />}
      <Text>This screen is not available yet.</Text>
    </Stack>
  );
}
