import { Alert, Button, Group, Loader, Modal, Popover, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../../api/api-error.ts';

export interface PickerItem {
  value: string;
  /** Shown under the value, e.g. the database's type. */
  description?: string;
}

interface AgentPickerProps {
  /** The button's and the modal's title, e.g. 'Select Database id'. */
  title: string;
  /** The warning shown in a popover when the prerequisites are empty. */
  missingText: string;
  /** Whether the fields the list needs are filled in. */
  ready: boolean;
  /** Loads the list from the agent (through the server). */
  load: (signal: AbortSignal) => Promise<PickerItem[]>;
  /** The value currently in the field, preselected. */
  current: string;
  onConfirm: (item: PickerItem) => void;
  disabled?: boolean;
}

type ListState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; items: PickerItem[] };

/**
 * A button opening a modal with a list (Confirm, Cancel) read from the agent; with its
 * prerequisites empty it shows a warning popover instead. List errors show in red.
 */
export function AgentPicker({ title, missingText, ready, load, current, onConfirm, disabled }: AgentPickerProps) {
  const [warning, setWarning] = useState(false);
  const [opened, setOpened] = useState(false);

  const open = () => {
    if (!ready) {
      setWarning(true);
      return;
    }
    setWarning(false);
    setOpened(true);
  };

  return (
    <>
      {/*
       * To the right of its button, beside the form: below it, the database id's warning covered the
       * schema's button (the click meant for it closed the warning instead). The focus stays on the
       * button, so Escape is the button's to handle (the popover's own Escape needs focus inside it).
       */}
      <Popover opened={warning} onChange={setWarning} position="right" withArrow trapFocus={false}>
        <Popover.Target>
          <Button
            variant="light"
            onClick={open}
            disabled={disabled}
            onBlur={() => setWarning(false)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && warning) {
                event.stopPropagation();
                setWarning(false);
              }
            }}
          >
            {title}
          </Button>
        </Popover.Target>
        <Popover.Dropdown role="alert">
          <Text size="sm" c="yellow.9">
            {missingText}
          </Text>
        </Popover.Dropdown>
      </Popover>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={title}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {opened && (
          <PickerList
            title={title}
            load={load}
            current={current}
            onCancel={() => setOpened(false)}
            onConfirm={(item) => {
              onConfirm(item);
              setOpened(false);
            }}
          />
        )}
      </Modal>
    </>
  );
}

function PickerList({
  title,
  load,
  current,
  onCancel,
  onConfirm,
}: Pick<AgentPickerProps, 'title' | 'load' | 'current'> & {
  onCancel: () => void;
  onConfirm: (item: PickerItem) => void;
}) {
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [selected, setSelected] = useState<string | null>(current || null);
  const labelId = useId();

  // The list is read each time the modal opens (the modal unmounts this on close).
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per opening
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (items) => !controller.signal.aborted && setState({ status: 'ready', items }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'error', error }),
    );
    return () => controller.abort();
  }, []);

  const chosen = state.status === 'ready' ? state.items.find((item) => item.value === selected) : undefined;

  return (
    <Stack gap="md">
      {state.status === 'loading' && (
        <Group gap="xs" role="status" aria-label="Loading">
          <Loader size="sm" />
          <Text size="sm">Loading…</Text>
        </Group>
      )}
      {state.status === 'error' && (
        <Alert color="red" role="alert" variant="light">
          <Text c="red.8" size="sm">
            {errorMessage(state.error)}
          </Text>
        </Alert>
      )}
      {state.status === 'ready' &&
        (state.items.length === 0 ? (
          <Text c="dimmed">Nothing to choose from.</Text>
        ) : (
          <Radio.Group value={selected} onChange={setSelected} aria-labelledby={labelId}>
            <Text id={labelId} size="sm" fw={500} mb="xs">
              {title}
            </Text>
            <Stack gap="xs" mah={320} style={{ overflowY: 'auto' }}>
              {state.items.map((item) => (
                <Radio key={item.value} value={item.value} label={item.value} description={item.description} />
              ))}
            </Stack>
          </Radio.Group>
        ))}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={() => chosen && onConfirm(chosen)} disabled={!chosen}>
          Confirm
        </Button>
      </Group>
    </Stack>
  );
}
