import { startTransition, useCallback, useEffect, useState } from 'react';
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

/**
 * Runs `run` once the screen has had time to fetch and show its data (`after` ms), when the browser
 * is next idle; returns the cancel. Earlier, the popups' ~50 KB would compete with the screen's
 * own requests (a page waits on the network long enough for an idle callback to fire at once).
 */
export function whenIdle(run: () => void, after = 2500): () => void {
  let handle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') handle = requestIdleCallback(run, { timeout: 2000 });
    else run();
  }, after);
  return () => {
    clearTimeout(timer);
    if (handle !== undefined) cancelIdleCallback(handle);
  };
}

/**
 * The popups module once loaded, else undefined: it loads when the browser is idle after the first
 * render, or at once when `request` is called (the user reached for the placeholder).
 */
export function usePopups(): [Popups | undefined, () => void] {
  const [loaded, setLoaded] = useState(popups);
  const load = useCallback((show: (module: Popups) => void) => {
    loadPopups().then(show, () => {
      // Offline or a new deployment: the placeholder stays, and the next reach tries again.
    });
  }, []);
  const request = useCallback(() => load(setLoaded), [load]);
  useEffect(() => {
    if (loaded) return;
    // Nobody is waiting for it: the swap renders in a transition, in slices the browser can
    // interleave with input, instead of one long task (a user reaching for it meanwhile wins).
    return whenIdle(() => load((module) => startTransition(() => setLoaded(module))));
  }, [loaded, load]);
  return [loaded, request];
}
