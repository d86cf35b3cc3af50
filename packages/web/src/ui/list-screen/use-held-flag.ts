import { useEffect, useState } from 'react';

/** True while `active`, and for `holdMs` after it ends (the refresh spinner of the list screens). */
export function useHeldFlag(active: boolean, holdMs: number): boolean {
  const [held, setHeld] = useState(active);
  useEffect(() => {
    if (active) {
      setHeld(true);
      return;
    }
    const timer = setTimeout(() => setHeld(false), holdMs);
    return () => clearTimeout(timer);
  }, [active, holdMs]);
  return active || held;
}
