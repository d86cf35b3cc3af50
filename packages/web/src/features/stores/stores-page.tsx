import { NotAvailable } from '../../ui/not-available.tsx';

export function StoresPage() {
  return <NotAvailable title="Stores" />;
}
