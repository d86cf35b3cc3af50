import { SimpleGrid, Stack, Title } from '@mantine/core';
import { formatRole } from '@store-console/contract';
import { useDeferredValue } from 'react';
import { useDashboardSummary } from '../../api/queries/dashboard.ts';
import { CountryLabel } from '../../ui/country-label.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { LoadingState } from '../../ui/states.tsx';
import { CountCard } from './count-card.tsx';
import { FleetAgents } from './fleet-agents.tsx';
import { StoreFleet } from './store-fleet.tsx';
import { TotalCard } from './total-card.tsx';

/** Real figures of the installation (GET /dashboard/summary). */
export function DashboardPage() {
  // The route asked for the figures and the agents while the session loaded (api/queries/dashboard.ts).
  const summary = useDashboardSummary();
  // The figures render in a deferred (sliced) render, as a list's page does: once they arrive, or
  // just after the first render when they were already there.
  const data = useDeferredValue(summary.data ?? null, null);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Dashboard
      </Title>
      {!data && !summary.isError && <LoadingState />}
      {summary.isError && <ErrorAlert error={summary.error} />}
      {data && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TotalCard title="Data centers" total={data.dataCentres.total} />
            <TotalCard title="Operators" total={data.operators.total} />
          </SimpleGrid>
          <StoreFleet fleet={data.stores} />
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <CountCard title="Data centers by region" keyHeader="Region" rows={data.dataCentres.byRegion} />
            <CountCard
              title="Data centers by country"
              keyHeader="Country"
              rows={data.dataCentres.byCountry}
              renderKey={(key) => <CountryLabel code={key} />}
            />
            <CountCard title="Operators by role" keyHeader="Role" rows={data.operators.byRole} renderKey={formatRole} />
          </SimpleGrid>
          {/* Below the figures once they are in, so its own answer never pushes them down (CLS). */}
          <FleetAgents />
        </>
      )}
    </Stack>
  );
}
