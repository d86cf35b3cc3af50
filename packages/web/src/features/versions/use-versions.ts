import type { CreateVersion, UpdateVersion } from '@store-console/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { versionKeys } from '../../api/query-keys.ts';
import { createVersion, deleteVersion, searchVersions, updateVersion } from '../../api/versions.ts';
import { wholeList } from '../../ui/list-screen/list-page.ts';

/**
 * Versions matching the search but the current one, newest release first, as one whole list; the
 * previous answer stays while the next loads.
 */
export function usePreviousVersions(search: string, currentId: number | undefined) {
  const term = search.trim();
  return useQuery({
    queryKey: versionKeys.search(term),
    queryFn: ({ signal }) => searchVersions(term || undefined, signal),
    placeholderData: keepPreviousData,
    select: (versions) => wholeList(versions.filter((version) => version.id !== currentId)),
  });
}

/** The current version is the newest release of all, whatever the search. */
export function useCurrentVersion() {
  return useQuery({
    queryKey: versionKeys.search(''),
    queryFn: ({ signal }) => searchVersions(undefined, signal),
    select: (versions) => versions[0] ?? null,
  });
}

/** Spec 7: the list is reloaded after create, update or delete. */
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
