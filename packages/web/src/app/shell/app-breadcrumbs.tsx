import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useStore } from '../../api/queries/stores.ts';
import { breadcrumbTrail } from './breadcrumb-trail.ts';

/** A store's crumb reads its name (the per-store layout has loaded it; this shares that query). */
function StoreCrumb({ storeDbId, fallback }: { storeDbId: number; fallback: string }) {
  const store = useStore(storeDbId);
  return (
    <Text size="sm" c="dimmed">
      {store.data?.name ?? fallback}
    </Text>
  );
}

export function AppBreadcrumbs({ pathname }: { pathname: string }) {
  const trail = breadcrumbTrail(pathname);
  return (
    <nav aria-label="breadcrumb">
      <Breadcrumbs mb="md" separatorMargin={6}>
        {trail.map((crumb, index) =>
          crumb.storeDbId !== undefined ? (
            // /stores/{id} alone is no page, so the store's crumb is a name, not a link.
            <StoreCrumb key={crumb.to} storeDbId={crumb.storeDbId} fallback={crumb.label} />
          ) : index === trail.length - 1 ? (
            <Text key={crumb.to} size="sm" c="dimmed" aria-current="page">
              {crumb.label}
            </Text>
          ) : (
            <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
