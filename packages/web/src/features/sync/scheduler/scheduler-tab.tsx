import { Alert, Group, Stack, Text } from '@mantine/core';
import { formatWeekdayInZone, type SchedulerReply, syncTexts } from '@store-console/contract';
import { Link } from 'react-router';
import { useSaveSchedule, useSchedule } from '../../../api/queries/sync-sources.ts';
import type { SyncStoreRef } from '../../../api/sync-sources.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { LoadingState } from '../../../ui/states.tsx';
import { useSyncContext } from '../use-sync-context.ts';
import { SchedulerForm } from './scheduler-form.tsx';

/** The Scheduler tab: the store's source's schedule, in the store's time zone. */
export function SchedulerTab() {
  const { storeRef, source } = useSyncContext();
  if (!source) {
    return (
      <Alert color="blue" variant="light">
        This store has no source yet. Set one up on the{' '}
        <Link to={`/stores/${storeRef.id}/synchronization/connection`}>Connection</Link> tab first.
      </Alert>
    );
  }
  return <SourceSchedule store={storeRef} sourceId={source.id} />;
}

function SourceSchedule({ store, sourceId }: { store: SyncStoreRef; sourceId: number }) {
  const schedule = useSchedule(store, sourceId);
  const save = useSaveSchedule(store, sourceId);
  if (schedule.isPending) return <LoadingState label="Loading scheduler" />;
  if (schedule.isError) return <ErrorAlert error={schedule.error} title={syncTexts.failedToLoad} />;
  return (
    <Stack gap="md">
      <ScheduleTiming reply={schedule.data} />
      <SchedulerForm key={sourceId} reply={schedule.data} onSave={(scheduler) => save.mutateAsync(scheduler)} />
    </Stack>
  );
}

/** What the server says of the saved schedule: the zone it runs in and when it is next due. */
function ScheduleTiming({ reply }: { reply: SchedulerReply }) {
  return (
    <Group gap="xl" aria-label="Schedule timing" role="group">
      <Text size="sm">
        <Text span fw={600} size="sm">
          Time zone:{' '}
        </Text>
        {reply.timeZone}
      </Text>
      <Text size="sm">
        <Text span fw={600} size="sm">
          Next run:{' '}
        </Text>
        {reply.nextDueAt
          ? formatWeekdayInZone(reply.nextDueAt, reply.timeZone)
          : 'Not scheduled (the scheduler is off)'}
      </Text>
    </Group>
  );
}
