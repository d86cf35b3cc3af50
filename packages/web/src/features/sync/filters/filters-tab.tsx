import { NotAvailable } from '../../../ui/not-available.tsx';

/** SEAM: the Filters tab — written by its helper. */
export function FiltersTab() {
  return <NotAvailable title="Filters" />;
}
