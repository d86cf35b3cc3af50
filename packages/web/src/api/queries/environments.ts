import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createEnvironment,
  createPeerCredential,
  deleteEnvironment,
  listEnvironments,
  testEnvironment,
} from '../environments.ts';
import { keyRoot } from '../query-keys.ts';

/** Environments to clone from, and the stores of one of them. */
const environmentRoot = keyRoot('environments');
export const environmentKeys = {
  ...environmentRoot,
  list: () => [...environmentRoot.all, 'list'] as const,
  stores: (environment: string, fuzzyString: string) =>
    [...environmentRoot.all, 'stores', environment, fuzzyString] as const,
};

/** The registered environments (production, this installation, first). */
export function useEnvironments() {
  return useQuery({ queryKey: environmentKeys.list(), queryFn: ({ signal }) => listEnvironments(signal) });
}

function useInvalidateEnvironments() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: environmentKeys.all });
}

export function useCreateEnvironment() {
  return useMutation({ mutationFn: createEnvironment, onSuccess: useInvalidateEnvironments() });
}

export function useDeleteEnvironment() {
  return useMutation({ mutationFn: deleteEnvironment, onSuccess: useInvalidateEnvironments() });
}

export function useTestEnvironment() {
  return useMutation({ mutationFn: testEnvironment });
}

export function useCreatePeerCredential() {
  return useMutation({ mutationFn: createPeerCredential });
}
