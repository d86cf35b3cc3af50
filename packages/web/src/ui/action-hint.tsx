import type { ReactNode } from 'react';
import classes from './action-hint.module.css';

/**
 * The label of an icon button, shown above it on hover and keyboard focus. Rows of a table repeat
 * their action buttons: a Mantine Tooltip on each (its floating-ui hooks and listeners) made most
 * of the store list's rendering time, so these hints are CSS only.
 */
export function ActionHint({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className={classes.hint} data-hint={label}>
      {children}
    </span>
  );
}
