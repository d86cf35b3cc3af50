import { Button, Center, Stack } from '@mantine/core';
import { useRouteError } from 'react-router';
import { ErrorAlert } from '../ui/error-alert.tsx';

/** A screen that failed to load or render (e.g. a chunk missing after a new release). */
export function RouteError() {
  const error = useRouteError();
  return (
    <Center component="main" h="100vh" p="md">
      <Stack maw={480}>
        <ErrorAlert error={error} title="Something went wrong" />
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
