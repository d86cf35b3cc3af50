import { identityMessages } from '@store-console/contract';
import { storeLoginNotice } from '../../api/login-notice.ts';
import { logout } from '../../app/session/logout.ts';

/** After enrolling, the operator signs in again, this time with the second factor. */
export function finishEnrolment(): Promise<void> {
  storeLoginNotice(identityMessages.enrolledPleaseLogIn);
  return logout();
}
