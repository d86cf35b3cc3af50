import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders a lazily loaded dialog or dock (React `lazy`) from its first opening on, so a screen does
 * not load the code of its forms and dialogs before one is wanted. It then stays mounted, keeping
 * its state and its closing transition as if it had been there all along.
 */
export function OnceOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [used, setUsed] = useState(opened);
  if (opened && !used) setUsed(true);
  return used || opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
