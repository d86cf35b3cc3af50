import { type LoaderFunctionArgs, redirect } from 'react-router';
import { configsQuery } from '../../api/queries/configs.ts';
import { allDataCentresQuery } from '../../api/queries/data-centres.ts';
import { operatorQuery } from '../../api/queries/operators.ts';
import { getAccessToken, readSelectedUser } from '../../api/session-store.ts';
import { queryClient } from '../query-client.ts';

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

/**
 * Loader of '/': sends the operator to their home (the dashboard for a super admin, the stores
 * otherwise) before anything renders, so the shell never shows at '/' with a redirect still to come
 * that would undo a menu link clicked meanwhile. Runs beside `sessionLoader` (the operator is asked
 * once); when the operator cannot be read, the session provider shows why and `HomeRedirect` sends
 * on once it is read.
 */
export async function homeLoader(): Promise<null> {
  const user = getAccessToken() ? readSelectedUser() : null;
  if (!user) throw redirect('/login');
  const operator = await queryClient.ensureQueryData(operatorQuery(user.id)).catch(() => null);
  if (operator) throw redirect(operator.role === 'SUPER_ADMIN' ? '/dashboard' : '/stores');
  return null;
}
