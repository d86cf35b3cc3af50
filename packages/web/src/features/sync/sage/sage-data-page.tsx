import { NotAvailable } from '../../../ui/not-available.tsx';

/** SEAM: Sage Data: the source's tables and a preview of their rows — written by its helper. */
export function SageDataPage() {
  return <NotAvailable title="Sage Data" />;
}
