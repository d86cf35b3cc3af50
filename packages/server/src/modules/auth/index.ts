// The front door of the auth module: what the app and other modules may import (docs/decisions/0090-modules-front-doors-manifest-hooks.md).
import type { ServerModule } from '../../platform/server-module.ts';
import { authRoutes, oauthMetadataRoutes } from './routes.ts';
import { revokeRefreshTokensOf } from './sessions.ts';

export { checkScope, oauthError } from './oauth.ts';
export { issueHandoverTicket, purgeExpiredAuthRecords, verifyCredentials } from './service.ts';
export { failedAttemptsSince, recordAttempt, sessionLiveUntil } from './sessions.ts';

export const authModule: ServerModule<unknown> = {
  name: 'auth',
  routes: (ctx) => authRoutes(ctx),
  rootRoutes: (ctx) => oauthMetadataRoutes(ctx),
  hooks: { operatorSessionsEnded: revokeRefreshTokensOf },
};
