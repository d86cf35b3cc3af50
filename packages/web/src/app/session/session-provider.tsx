import { Button, Center, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import { configsQuery } from '../../api/queries/configs.ts';
import { allDataCentresQuery } from '../../api/queries/data-centres.ts';
import { operatorQuery } from '../../api/queries/operators.ts';
import {
  readSelectedDataCentreId,
  readSelectedUser,
  storeSelectedDataCentreId,
  storeSelectedUser,
} from '../../api/session-store.ts';
import { EnvironmentContext } from '../../ui/environment-context.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { FullPageLoader } from '../../ui/states.tsx';
import { logout } from './logout.ts';
import { pickDataCentreId } from './pick-data-centre.ts';
import { type Session, SessionContext } from './session-context.ts';

/** Loads the signed-in operator, the configs and the data centres; children render once all are there. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [storedUser] = useState(readSelectedUser);
  if (!storedUser) return <Navigate to="/login" replace />;
  return <LoadedSession userId={storedUser.id}>{children}</LoadedSession>;
}

function LoadedSession({ userId, children }: { userId: number; children: ReactNode }) {
  const userQuery = useQuery(operatorQuery(userId));
  const configsResult = useQuery(configsQuery());
  const dataCentresResult = useQuery(allDataCentresQuery());
  const [chosenId, setChosenId] = useState(readSelectedDataCentreId);

  const user = userQuery.data;
  const configs = configsResult.data;
  const dataCentres = dataCentresResult.data?.content;

  useEffect(() => {
    if (user) storeSelectedUser(user);
  }, [user]);

  const selectedId =
    user && dataCentres
      ? pickDataCentreId(
          dataCentres.map((dataCentre) => dataCentre.id),
          chosenId,
          user.dataCentre?.id ?? null,
        )
      : null;

  // Keep the stored choice in step when the chosen data centre disappeared.
  useEffect(() => {
    if (selectedId !== null && selectedId !== chosenId) {
      storeSelectedDataCentreId(selectedId);
      setChosenId(selectedId);
    }
  }, [selectedId, chosenId]);

  const selectDataCentre = useCallback((id: number) => {
    storeSelectedDataCentreId(id);
    setChosenId(id);
  }, []);

  const session = useMemo<Session | null>(() => {
    if (!user || !configs || !dataCentres) return null;
    return {
      user,
      isSuperAdmin: user.role === 'SUPER_ADMIN',
      configs,
      dataCentres,
      selectedDataCentre: dataCentres.find((dataCentre) => dataCentre.id === selectedId) ?? null,
      selectDataCentre,
    };
  }, [user, configs, dataCentres, selectedId, selectDataCentre]);

  if (!session) {
    const error = userQuery.error ?? configsResult.error ?? dataCentresResult.error;
    if (!error) return <FullPageLoader />;
    return (
      <Center h="100vh" p="md">
        <Stack maw={480}>
          <ErrorAlert error={error} title="The console could not load" />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void logout()}>
              Sign in again
            </Button>
            <Button
              onClick={() => {
                void userQuery.refetch();
                void configsResult.refetch();
                void dataCentresResult.refetch();
              }}
            >
              Retry
            </Button>
          </Group>
        </Stack>
      </Center>
    );
  }

  return (
    <SessionContext value={session}>
      <EnvironmentContext value={session.configs.properties.environment}>{children}</EnvironmentContext>
    </SessionContext>
  );
}
