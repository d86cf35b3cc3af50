import { queryOptions } from '@tanstack/react-query';
import { getConfigs } from '../configs.ts';
import { listDataCentres } from '../data-centres.ts';
import type { ListParams } from '../list-params.ts';
import { keyRoot } from '../query-keys.ts';
import { getOperator } from '../users.ts';
import { dataCentreKeys } from './data-centres.ts';
import { operatorKeys } from './operators.ts';

export const configKeys = keyRoot('configs');

/** What the shell needs before it renders: the operator, the configs and every data centre. */

const allDataCentresParams: ListParams = { page: 0, size: 1000, sort: 'name,ASC' };
/**
 * The session loader has just read them when the shell mounts: fresh for that long, so the shell's
 * queries do not ask again at once (every full load read the operator and the data centres twice).
 * Writes invalidate them as before.
 */
const justLoadedMs = 10_000;

export function allDataCentresQuery() {
  return queryOptions({
    queryKey: dataCentreKeys.list(allDataCentresParams),
    queryFn: ({ signal }) => listDataCentres(allDataCentresParams, signal),
    staleTime: justLoadedMs,
  });
}

export function operatorQuery(id: number) {
  return queryOptions({
    queryKey: operatorKeys.detail(id),
    queryFn: ({ signal }) => getOperator(id, signal),
    staleTime: justLoadedMs,
  });
}

export function configsQuery() {
  return queryOptions({
    queryKey: configKeys.all,
    queryFn: ({ signal }) => getConfigs(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
