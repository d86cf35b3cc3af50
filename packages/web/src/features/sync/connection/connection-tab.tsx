import { NotAvailable } from '../../../ui/not-available.tsx';

/** SEAM: the Connection tab (source form, agent modals, version change) — written by its helper. */
export function ConnectionTab() {
  return <NotAvailable title="Connection" />;
}
