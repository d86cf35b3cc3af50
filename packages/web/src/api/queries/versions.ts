import type { CreateVersion, UpdateVersion } from '@store-console/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { prefetchedFreshMs } from '../../app/query-client.ts';
import type { ListParams } from '../list-params.ts';
import { resourceKeys } from '../query-keys.ts';
import { createVersion, deleteVersion, listVersionHistory, searchVersions, updateVersion } from '../versions.ts';

const versionResource = resourceKeys('versions');
/** Versions are also read as one unpaged, searched collection (GET /versions?search). */
export const versionKeys = {
  ...versionResource,
  search: (search: string) => [...versionResource.all, 'search', search] as const,
};

/** A page of the version history, the search done by the server; the previous page stays while the next loads. */
export function useVersionHistory(params: ListParams) {
  return useQuery({
    queryKey: versionKeys.list(params),
    queryFn: ({ signal }) => listVersionHistory(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** Every release, newest first (the current version is the first); the /stores route starts it early. */
export function releasesQuery() {
  return queryOptions({
    queryKey: versionKeys.search(''),
    queryFn: ({ signal }) => searchVersions(undefined, signal),
    staleTime: prefetchedFreshMs,
  });
}

/** The current version is the newest release of all, whatever the search. */
export function useCurrentVersion() {
  return useQuery({ ...releasesQuery(), select: (versions) => versions[0] ?? null });
}

/** The list is reloaded after create, update or delete. */
function useInvalidateVersions() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: versionKeys.all });
}

export function useCreateVersion() {
  const invalidate = useInvalidateVersions();
  return useMutation({ mutationFn: (body: CreateVersion) => createVersion(body), onSuccess: invalidate });
}

export function useUpdateVersion() {
  const invalidate = useInvalidateVersions();
  return useMutation({ mutationFn: (body: UpdateVersion) => updateVersion(body), onSuccess: invalidate });
}

export function useDeleteVersion() {
  const invalidate = useInvalidateVersions();
  return useMutation({ mutationFn: (id: number) => deleteVersion(id), onSuccess: invalidate });
}
