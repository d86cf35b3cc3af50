import { NotAvailable } from '../../ui/not-available.tsx';

/** The per-store places (backups, statistics, credentials, sync, gateway) until their issues land. */
export function StoreAreaPage({ title }: { title: string }) {
  return <NotAvailable title={title} />;
}
