import { errorMessage } from '../../api/api-error.ts';
import { exchangeHandoverTicket } from '../../api/auth.ts';
import { storeLoginNotice } from '../../api/login-notice.ts';
import { operatorQuery } from '../../api/queries/operators.ts';
import {
  getAccessToken,
  readSelectedUser,
  recordLastLogin,
  storeSelectedUser,
  storeTokens,
} from '../../api/session-store.ts';
import { queryClient } from '../query-client.ts';

/**
 * A page opened by the console in a new tab (the store's API gateway) carries a single-use ticket
 * instead of a token: spend it for the tab's own token pair (it continues the session it came from)
 * and note the operator. A spent or expired ticket leaves a tab that is signed in anyway as it is;
 * otherwise the sign-in screen says why.
 */
export async function spendHandoverTicket(ticket: string): Promise<void> {
  try {
    const tokens = await exchangeHandoverTicket(ticket);
    storeTokens(tokens);
    const user = await queryClient.fetchQuery(operatorQuery(tokens.user_id));
    storeSelectedUser(user);
    recordLastLogin(user.username);
  } catch (error) {
    if (!getAccessToken() || !readSelectedUser()) storeLoginNotice(errorMessage(error));
  }
}
