import { NotAvailable } from '../../../ui/not-available.tsx';

/** SEAM: the Mappings tab — written by its helper. */
export function MappingsTab() {
  return <NotAvailable title="Mappings" />;
}
