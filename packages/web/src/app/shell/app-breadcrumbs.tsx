import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { breadcrumbTrail } from './breadcrumb-trail.ts';

export function AppBreadcrumbs({ pathname }: { pathname: string }) {
  const trail = breadcrumbTrail(pathname);
  return (
    <nav aria-label="breadcrumb">
      <Breadcrumbs mb="md" separatorMargin={6}>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
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
