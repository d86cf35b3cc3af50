import { redirect } from 'react-router';
import { getAccessToken, readSelectedUser } from '../../api/session-store.ts';
import { queryClient } from '../query-client.ts';
import { allDataCentresQuery, configsQuery, operatorQuery } from './session-queries.ts';

/**
 * Loader of the signed-in part of the console: without a session it goes to /login; otherwise it
 * asks for the operator, the configs and the data centres (what the shell needs) while the router
 * fetches the shell's and the screen's chunks, instead of after them. Answers already in the cache
 * (just signed in, or a later navigation) are not asked again. A failure is left to the session
 * provider, which shows it with Retry; so this never throws but for the redirect.
 */
export async function sessionLoader(): Promise<null> {
  const user = getAccessToken() ? readSelectedUser() : null;
  if (!user) throw redirect('/login');
  await Promise.allSettled([
    queryClient.ensureQueryData(operatorQuery(user.id)),
    queryClient.ensureQueryData(configsQuery()),
    queryClient.ensureQueryData(allDataCentresQuery()),
  ]);
  return null;
}
