// The front door of the environments module: what the app and other modules may import (docs/decisions/0090-modules-front-doors-manifest-hooks.md).
import type { ServerModule } from '../../platform/server-module.ts';
import { environmentRoutes } from './routes.ts';

export { type Peer, peerDownload } from './peer-client.ts';
export { peerBackups, peerNamed, peerOf } from './service.ts';

export const environmentsModule: ServerModule<unknown> = {
  name: 'environments',
  routes: (ctx, { guard }) => environmentRoutes(ctx, guard),
};
