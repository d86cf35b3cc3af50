import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/**
 * The "wait, then go": the banner shows for the given time, then the page goes on, unless the
 * operator left it meanwhile.
 */
export function useLeaveAfter() {
  const navigate = useNavigate();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return async (ms: number, to: string | number) => {
    await pause(ms);
    if (!mounted.current) return;
    if (typeof to === 'number') void navigate(to);
    else void navigate(to);
  };
}

/** The pauses before leaving a saved or deleted item, so the banner is read first. */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
