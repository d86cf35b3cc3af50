import { type RefObject, useEffect } from 'react';

/**
 * Brings what an action produced (an answer below the fold) into view each time `arrival` changes
 * to something, and with `focus` gives it the focus so a screen reader reads it (an alert announces
 * itself and needs none). The page scrolls no further than needed; the element's `scroll-margin`
 * keeps it clear of the shell's fixed header and footer.
 */
export function useReveal(ref: RefObject<HTMLElement | null>, arrival: unknown, { focus }: { focus: boolean }) {
  useEffect(() => {
    const element = ref.current;
    if (!arrival || !element) return;
    if (focus) element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'nearest' });
  }, [ref, arrival, focus]);
}

/**
 * The shell's fixed header (60 px) and footer (40 px) plus a gap: the scroll margins that keep a
 * revealed element out from under them.
 */
export const revealMargins = { scrollMarginTop: 76, scrollMarginBottom: 56 } as const;
