import { NotAvailable } from '../../ui/not-available.tsx';

export function VersionsPage() {
  return <NotAvailable title="Version History" />;
}
