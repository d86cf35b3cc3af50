import { queryOptions } from '@tanstack/react-query';
import { getConfigs } from '../configs.ts';
import { keyRoot } from '../query-keys.ts';

/** The installation's configs: read once per session (the session loader needs them before the shell). */
export const configKeys = keyRoot('configs');

export function configsQuery() {
  return queryOptions({
    queryKey: configKeys.all,
    queryFn: ({ signal }) => getConfigs(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
