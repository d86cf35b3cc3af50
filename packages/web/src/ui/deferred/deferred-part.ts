import { useCallback, useEffect, useState } from 'react';
import { loadLaterSheets } from './load-later-sheets.ts';

type Popups = typeof import('./popups.ts');

let popups: Popups | undefined;
let loading: Promise<Popups> | undefined;

/** The popups chunk with the later sheets, loaded once; a failed load is tried again on the next request. */
export function loadPopups(): Promise<Popups> {
  loading ??= Promise.all([import('./popups.ts'), loadLaterSheets()]).then(
    ([module]) => {
      popups = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Runs `run` when the browser is idle (at the latest after `timeout` ms); returns the cancel. */
export function whenIdle(run: () => void, timeout = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}

/**
 * The popups module once loaded, else undefined: it loads when the browser is idle after the first
 * render, or at once when `request` is called (the user reached for the placeholder).
 */
export function usePopups(): [Popups | undefined, () => void] {
  const [loaded, setLoaded] = useState(popups);
  const request = useCallback(() => {
    loadPopups().then(setLoaded, () => {
      // Offline or a new deployment: the placeholder stays, and the next reach tries again.
    });
  }, []);
  useEffect(() => {
    if (loaded) return;
    return whenIdle(request);
  }, [loaded, request]);
  return [loaded, request];
}
