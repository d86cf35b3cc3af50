import { NotAvailable } from '../../ui/not-available.tsx';

export function UsersPage() {
  return <NotAvailable title="Users" />;
}
