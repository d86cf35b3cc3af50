import { NotAvailable } from '../../../ui/not-available.tsx';

/** SEAM: the sync settings screen (store picker, Client/ERP Connection, ERP Settings) — written by its helper. */
export function SyncSettingsPage() {
  return <NotAvailable title="Synchronization Settings" />;
}
