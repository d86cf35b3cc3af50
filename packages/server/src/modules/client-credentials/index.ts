// The front door of the client-credentials module: what the app and other modules may import (docs/decisions/0090-modules-front-doors-manifest-hooks.md).
import type { AppModule } from '../stores/index.ts';
import { clientCredentialRoutes } from './routes.ts';
import { clientCredentialsGrant } from './service.ts';

export { clientCredentialLookup } from './service.ts';

export const clientCredentialsModule: AppModule = {
  name: 'client-credentials',
  routes: (ctx, { guard, scope }) => clientCredentialRoutes(ctx, guard, scope),
  hooks: { clientCredentialsGrant: (ctx, client, header, scope) => clientCredentialsGrant(ctx, client, header, scope) },
};
