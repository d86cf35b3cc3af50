import type { CreateDataCentre, UpdateDataCentre } from '@store-console/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionLoadedFreshMs } from '../../app/query-client.ts';
import { createDataCentre, deleteDataCentre, listDataCentres, updateDataCentre } from '../data-centres.ts';
import type { ListParams } from '../list-params.ts';
import { resourceKeys } from '../query-keys.ts';
import { dashboardKeys } from './dashboard.ts';

export const dataCentreKeys = resourceKeys('dataCentres');

export function useDataCentreList(params: ListParams) {
  return useQuery({
    queryKey: dataCentreKeys.list(params),
    queryFn: ({ signal }) => listDataCentres(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** Every write changes the lists (the screen's and the header's switcher) and the dashboard counts. */
function useInvalidateDataCentres() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: dataCentreKeys.all });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  };
}

export function useCreateDataCentre() {
  const invalidate = useInvalidateDataCentres();
  return useMutation({
    mutationFn: (body: CreateDataCentre) => createDataCentre(body),
    onSuccess: invalidate,
  });
}

export function useUpdateDataCentre() {
  const invalidate = useInvalidateDataCentres();
  return useMutation({
    mutationFn: (body: UpdateDataCentre) => updateDataCentre(body),
    onSuccess: invalidate,
  });
}

export function useDeleteDataCentre() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateDataCentres();
  return useMutation({
    mutationFn: (id: number) => deleteDataCentre(id),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: dataCentreKeys.detail(id) });
      invalidate();
    },
  });
}

/** Every data centre, for the shell's switcher (the session loader reads it before the shell renders). */
const allDataCentresParams: ListParams = { page: 0, size: 1000, sort: 'name,ASC' };

export function allDataCentresQuery() {
  return queryOptions({
    queryKey: dataCentreKeys.list(allDataCentresParams),
    queryFn: ({ signal }) => listDataCentres(allDataCentresParams, signal),
    staleTime: sessionLoadedFreshMs,
  });
}
