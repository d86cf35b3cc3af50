import { Badge, Button, Code, Group, ScrollArea, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  formatTimeInZone,
  syncTraceFilterMaxLength,
  syncTraceRefreshMs,
  syncTraceTexts,
  type TraceMessage,
  type TraceType,
  traceFilter,
} from '@store-console/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { TimeZoneNote } from '../../../ui/time-zone-note.tsx';
import { useSyncContext } from '../use-sync-context.ts';
import { type TraceEntry, TraceLog } from './trace-log.ts';
import { useTraceConnection } from './use-trace-connection.ts';

const typeColours: Record<TraceType, string> = {
  traceStage: 'blue',
  traceData: 'gray',
  traceError: 'red',
  traceSQL: 'violet',
};

/**
 * The Diagnostics tab: the store's live trace over STOMP, with a filter (applied by the server:
 * words, or key:word for type, stage, table, error, sql, requestId), Pause/Start Output, Auto Scroll,
 * and the newest 1000 entries redrawn once a second.
 */
export function DiagnosticsTab() {
  const { storeRef, timeZone } = useSyncContext();
  const [log] = useState(() => new TraceLog());
  const [entries, setEntries] = useState<readonly TraceEntry[]>([]);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(0);
  const [autoScroll, setAutoScroll] = useState(true);
  const [filter, setFilter] = useState('');
  const viewport = useRef<HTMLDivElement>(null);
  const { state, applyFilter } = useTraceConnection(storeRef, (message) => log.receive(message));

  useEffect(() => {
    const timer = setInterval(() => {
      const next = log.flush(paused);
      if (next) setEntries(next);
      setHeld(log.held);
    }, syncTraceRefreshMs);
    return () => clearInterval(timer);
  }, [log, paused]);

  useEffect(() => {
    const element = viewport.current;
    if (autoScroll && element && entries.length > 0) element.scrollTop = element.scrollHeight;
  }, [entries, autoScroll]);

  const submitFilter = (event: FormEvent) => {
    event.preventDefault();
    const applied = filter.trim();
    applyFilter(applied);
    // The same rule as the server's (the contract's), on what is already listed.
    setEntries(log.retain(traceFilter(applied)));
    setHeld(log.held);
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" justify="space-between" wrap="wrap">
        <form onSubmit={submitFilter} aria-label="Diagnostics filter">
          <Group align="flex-end" gap="xs">
            <TextInput
              label="Filter"
              placeholder="e.g. ITMMASTER or type:traceError"
              value={filter}
              maxLength={syncTraceFilterMaxLength}
              onChange={(event) => setFilter(event.currentTarget.value)}
              w={320}
            />
            <Button type="submit" variant="default" disabled={state !== 'connected'}>
              Filter
            </Button>
          </Group>
        </form>
        <Group gap="md">
          <Button variant={paused ? 'filled' : 'default'} onClick={() => setPaused((value) => !value)}>
            {paused ? 'Start Output' : 'Pause Output'}
          </Button>
          <Switch
            label="Auto Scroll"
            checked={autoScroll}
            onChange={(event) => setAutoScroll(event.currentTarget.checked)}
          />
        </Group>
      </Group>
      <TimeZoneNote timeZone={timeZone} />
      <ConnectionText state={state} empty={entries.length === 0} />
      {paused && held > 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {held === 1 ? '1 new message while paused' : `${held} new messages while paused`}
        </Text>
      ) : null}
      {/* The keyboard scrolls it too (WCAG 2.1.1): its viewport takes focus, named as the log's scroller. */}
      <ScrollArea
        h={480}
        type="auto"
        viewportRef={viewport}
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Diagnostic log, scrollable' }}
      >
        <div role="log" aria-label="Diagnostic log">
          <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {entries.map((entry) => (
              <TraceLine key={entry.key} message={entry.message} timeZone={timeZone} />
            ))}
          </ol>
        </div>
      </ScrollArea>
    </Stack>
  );
}

function ConnectionText({ state, empty }: { state: ReturnType<typeof useTraceConnection>['state']; empty: boolean }) {
  if (state === 'failed') {
    return (
      <Text c="red" role="alert">
        {syncTraceTexts.failed}
      </Text>
    );
  }
  if (state === 'connecting') return <Text role="status">{syncTraceTexts.connecting}</Text>;
  return empty ? <Text role="status">{syncTraceTexts.waiting}</Text> : null;
}

function TraceLine({ message, timeZone }: { message: TraceMessage; timeZone: string }) {
  const fields = message.fields
    ? Object.entries(message.fields)
        .map(([name, value]) => `${name}=${value}`)
        .join(' ')
    : '';
  return (
    <li style={{ padding: '2px 0', borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {formatTimeInZone(message.ts, timeZone)}
        </Text>
        <Badge size="sm" variant="light" color={typeColours[message.type]} style={{ flexShrink: 0 }}>
          {message.type}
        </Badge>
        <Text size="sm" component="div" style={{ wordBreak: 'break-word' }}>
          {[message.stage, message.table, message.requestId && `request ${message.requestId}`]
            .filter(Boolean)
            .join(' · ')}
          {message.error ? <Text span c="red" size="sm">{` ${message.error}`}</Text> : null}
          {fields ? <Text span c="dimmed" size="sm">{` ${fields}`}</Text> : null}
          {message.sql ? <Code block>{message.sql}</Code> : null}
          {message.truncated ? (
            <Text span c="dimmed" size="xs">
              {' (truncated)'}
            </Text>
          ) : null}
        </Text>
      </Group>
    </li>
  );
}
