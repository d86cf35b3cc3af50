import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * floating-ui's `useMergeRefs`, the one thing Mantine's ScrollArea takes from `@floating-ui/react`,
 * as Mantine's own `useMergedRef` (already in the shell): one callback ref setting every ref, with
 * React 19 ref cleanups (see lighter-shell-imports.ts).
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef(...refs);
}
