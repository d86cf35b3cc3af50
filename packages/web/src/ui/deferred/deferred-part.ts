import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
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
 * The popups module, or undefined while the placeholder stands. A component mounted after the module
 * loaded gets it at once; one mounted before keeps its placeholder until the user reaches for it
 * (`request`: a pointer over it, focus, a click, keys). The module itself loads when the browser is
 * idle after the first render, so a reach finds it there and the swap is at once; the swap waits for
 * the reach: rendering every select and menu of a screen for nobody (Mantine's Combobox and Menu,
 * floating-ui placing each dropdown) was the longest task after a screen had shown its data.
 */
export function usePopups(): [Popups | undefined, () => void] {
  const [loaded, setLoaded] = useState(popups);
  const request = useCallback(() => {
    // Loaded already (the usual case): swapped before the event that follows this one (a pointer
    // over the field, then its press) reaches the page, so the press lands on the real control.
    if (popups) {
      const module = popups;
      flushSync(() => setLoaded(module));
      return;
    }
    loadPopups().then(setLoaded, () => {
      // Offline or a new deployment: the placeholder stays, and the next reach tries again.
    });
  }, []);
  useEffect(() => {
    if (popups) return;
    return whenIdle(() => {
      loadPopups().catch(() => {
        // Loaded again when the user reaches for a placeholder.
      });
    });
  }, []);
  return [loaded, request];
}
