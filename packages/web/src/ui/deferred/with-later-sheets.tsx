import { type ReactNode, use } from 'react';
import { loadLaterSheets } from './load-later-sheets.ts';

/** Shows its children once the later sheets have applied (suspends until then: put it under a Suspense). */
export function WithLaterSheets({ children }: { children: ReactNode }) {
  use(loadLaterSheets());
  return children;
}
