import { Center, Loader, Text } from '@mantine/core';

export function LoadingState({ label = 'Loading' }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}

/**
 * Whole-window loader, used while the session loads before the shell can render. On a signed-in
 * page index.html's outline of the shell covers it until the shell renders (data-boot-fallback
 * tells public/boot-shell.js that the console has not rendered yet).
 */
export function FullPageLoader() {
  return (
    <Center component="main" h="100vh" data-boot-fallback>
      <Loader size="lg" role="status" aria-label="Loading" />
    </Center>
  );
}

export function EmptyState({ text }: { text: string }) {
  return (
    <Text c="dimmed" ta="center" py="xl">
      {text}
    </Text>
  );
}

/** The empty state of a small table in a card: a dimmed line where the rows would be. */
export function EmptyNote({ text }: { text: string }) {
  return (
    <Text c="dimmed" size="sm">
      {text}
    </Text>
  );
}
