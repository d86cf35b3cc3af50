import { type LoaderFunctionArgs, redirect } from 'react-router';
import { getAccessToken, readSelectedUser } from '../../api/session-store.ts';
import { queryClient } from '../query-client.ts';
import { allDataCentresQuery, configsQuery, operatorQuery } from './session-queries.ts';

/**
 * Loader of the signed-in part of the console: a hand-over ticket in the URL is spent first and
 * leaves the URL; without a session it goes to /login; otherwise it asks for the operator, the
 * configs and the data centres (what the shell needs) while the router fetches the shell's and the
 * screen's chunks, instead of after them. Answers already in the cache (just signed in, or a later
 * navigation) are not asked again. A failure is left to the session provider, which shows it with
 * Retry; so this never throws but for the redirects.
 */
export async function sessionLoader({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<null> {
  const url = new URL(request.url);
  const ticket = url.searchParams.get('ticket');
  if (ticket) {
    const { spendHandoverTicket } = await import('./hand-over.ts');
    await spendHandoverTicket(ticket);
    url.searchParams.delete('ticket');
    throw redirect(`${url.pathname}${url.search}${url.hash}`);
  }
  const user = getAccessToken() ? readSelectedUser() : null;
  if (!user) throw redirect('/login');
  await Promise.allSettled([
    queryClient.ensureQueryData(operatorQuery(user.id)),
    queryClient.ensureQueryData(configsQuery()),
    queryClient.ensureQueryData(allDataCentresQuery()),
  ]);
  return null;
}
