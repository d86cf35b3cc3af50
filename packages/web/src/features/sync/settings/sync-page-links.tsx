import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';

const pages = [
  { path: 'synchronization/connection', label: 'Connection' },
  { path: 'synchronization/settings', label: 'Synchronization Settings' },
  { path: 'synchronization/sage', label: 'Sage Data' },
] as const;

/** Under the settings screen's and Sage Data's headings: the store's other sync pages. */
export function SyncPageLinks({ storeDbId, current }: { storeDbId: number; current: (typeof pages)[number]['path'] }) {
  return (
    <Group gap="md" component="nav" aria-label="Synchronization pages">
      {pages
        .filter((page) => page.path !== current)
        .map((page) => (
          <Anchor key={page.path} component={Link} to={`/stores/${storeDbId}/${page.path}`} size="sm">
            {page.label}
          </Anchor>
        ))}
    </Group>
  );
}
