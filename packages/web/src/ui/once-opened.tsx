import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { WithLaterSheets } from './deferred/with-later-sheets.tsx';

/**
 * Renders a lazily loaded dialog or dock (React `lazy`) from its first opening on, so a screen does
 * not load the code of its forms and dialogs before one is wanted. It then stays mounted, keeping
 * its state and its closing transition as if it had been there all along.
 *
 * The dialog is first mounted closed and opened on the next render: Mantine's Modal and Drawer note
 * the focused element (to give the focus back on close) and run their opening transition only when
 * `opened` changes after mounting, not when they mount open. Dialogs and docks wait for the sheets
 * of overlays (deferred/later-sheets.ts), which the first render of a screen does not load.
 */
export function OnceOpened({ opened, children }: { opened: boolean; children: (opened: boolean) => ReactNode }) {
  const [used, setUsed] = useState(opened);
  const [mounted, setMounted] = useState(false);
  if (opened && !used) setUsed(true);
  if (!used && !opened) return null;
  return (
    <Suspense fallback={null}>
      <WithLaterSheets>
        {children(mounted && opened)}
        <AfterMount run={() => setMounted(true)} />
      </WithLaterSheets>
    </Suspense>
  );
}

/** Calls `run` once its Suspense boundary has shown its content, i.e. the lazy dialog is mounted. */
function AfterMount({ run }: { run: () => void }) {
  useEffect(() => run(), [run]);
  return null;
}
