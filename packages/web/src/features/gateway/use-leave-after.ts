import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { pause } from './gateway-banner.tsx';

/**
 * Spec 4's "wait, then go": the banner shows for the given time, then the page goes on, unless the
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
