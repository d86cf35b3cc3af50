import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate, type Version } from '@store-console/contract';
import { type ReactNode, useId } from 'react';
import { useCurrentVersion } from '../../api/queries/versions.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { RowActions } from '../../ui/list-screen/row-actions.tsx';
import { EmptyState, LoadingState } from '../../ui/states.tsx';
import { NotesLink } from './notes-link.tsx';
import type { VersionActions } from './version-columns.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

/** The newest release: name, release date, notes link and info. */
export function CurrentVersion({ actions }: { actions: VersionActions | null }) {
  const query = useCurrentVersion();
  const headingId = useId();
  const version: Version | null | undefined = query.data;

  let body: ReactNode;
  if (query.isPending) body = <LoadingState />;
  else if (query.isError) body = <ErrorAlert error={query.error} />;
  else if (!version) body = <EmptyState text="No versions." />;
  else
    body = (
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Text fw={700} size="xl">
            {version.name}
          </Text>
          {actions && (
            <RowActions
              name={version.name}
              onEdit={() => actions.onEdit(version)}
              onDelete={() => actions.onDelete(version)}
            />
          )}
        </Group>
        <Group component="dl" gap="xl" align="flex-start" m={0}>
          <Field label="Release">{formatDate(version.release)}</Field>
          <Field label="Notes">
            <NotesLink notes={version.notes} />
          </Field>
          <Field label="Info">{version.info ?? ''}</Field>
        </Group>
      </Stack>
    );

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" mb="sm" id={headingId}>
        Current Version
      </Title>
      {body}
    </Card>
  );
}
