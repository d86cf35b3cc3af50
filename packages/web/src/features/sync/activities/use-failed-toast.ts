import { notifications } from '@mantine/notifications';
import { syncTexts } from '@store-console/contract';
import { useEffect } from 'react';

/**
 * A toast 'Failed' with 'Failed to load data!' when requests, mapped data or the graph fail
 * to load; once per failed fetch (`errorUpdatedAt` of the query), beside the screen's inline alert.
 */
export function useFailedToast(errorUpdatedAt: number, isError: boolean) {
  useEffect(() => {
    if (!isError || errorUpdatedAt === 0) return;
    notifications.show({
      color: 'red',
      title: syncTexts.failedTitle,
      message: syncTexts.failedToLoad,
      // Under a title Mantine dims the message to a grey below 4.5:1 contrast (axe): the text colour instead.
      styles: { description: { color: 'var(--mantine-color-text)' } },
    });
  }, [errorUpdatedAt, isError]);
}
