import { NotAvailable } from '../../../ui/not-available.tsx';

/** SEAM: the Scheduler tab — written by its helper. */
export function SchedulerTab() {
  return <NotAvailable title="Scheduler" />;
}
