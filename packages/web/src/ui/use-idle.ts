import { useEffect, useState } from 'react';

/**
 * True once the browser has been idle after the component mounted (at the latest `timeout` ms on):
 * for what a screen's first paint must not wait for, or compete with (a chunk, a request, a
 * container). Without requestIdleCallback (Safari), a short timer stands in. `wanted` false: nothing
 * is scheduled (and nothing re-renders) while it stays so.
 */
export function useIdle(timeout = 2000, wanted = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setIdle(true), { timeout });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), Math.min(timeout, 200));
    return () => clearTimeout(timer);
  }, [timeout, wanted]);
  return idle;
}
