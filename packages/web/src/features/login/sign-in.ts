import type { SignInForm } from '@store-console/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { requestPasswordToken } from '../../api/auth.ts';
import {
  clearSelectedUser,
  clearTokens,
  readSelectedDataCentreId,
  recordLastLogin,
  storeSelectedDataCentreId,
  storeSelectedUser,
  storeTokens,
} from '../../api/session-store.ts';
import { pickDataCentreId } from '../../app/session/pick-data-centre.ts';
import { allDataCentresQuery, configsQuery, operatorQuery } from '../../app/session/session-queries.ts';

/** Where a sign-in attempt ends; the second factor (a later issue) adds its own outcome here. */
export type SignInResult = { kind: 'signed-in' };

/**
 * Spec 4: token call, then the operator, the data-centre choice and the configs. The answers are
 * kept in the query cache, so the shell renders at once. Any failure leaves no token behind.
 */
export async function signIn(credentials: SignInForm, queryClient: QueryClient): Promise<SignInResult> {
  queryClient.removeQueries();
  clearTokens();
  try {
    const tokens = await requestPasswordToken(credentials.username, credentials.password);
    storeTokens(tokens);
    recordLastLogin(credentials.username);

    const user = await queryClient.fetchQuery(operatorQuery(tokens.user_id));
    storeSelectedUser(user);

    const dataCentres = await queryClient.fetchQuery(allDataCentresQuery());
    const selected = pickDataCentreId(
      dataCentres.content.map((dataCentre) => dataCentre.id),
      readSelectedDataCentreId(),
      user.dataCentre?.id ?? null,
    );
    if (selected !== null) storeSelectedDataCentreId(selected);

    await queryClient.fetchQuery(configsQuery());
    return { kind: 'signed-in' };
  } catch (error) {
    clearTokens();
    clearSelectedUser();
    throw error;
  }
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (credentials: SignInForm) => signIn(credentials, queryClient) });
}
