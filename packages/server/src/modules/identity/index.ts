// The front door of the identity module: what the app and other modules may import (docs/decisions/0090-modules-front-doors-manifest-hooks.md).
import type { ServerModule } from '../../platform/server-module.ts';
import { sendVerificationEmail } from './email-verification.ts';
import { hasSecondFactor } from './factors.ts';
import { proveSecondFactor } from './mfa-service.ts';
import { identityRoutes } from './routes.ts';

export const identityModule: ServerModule<unknown> = {
  name: 'identity',
  routes: (ctx) => identityRoutes(ctx),
  hooks: {
    hasSecondFactor,
    proveSecondFactor,
    operatorProvisioned: async (ctx, operator) => {
      await sendVerificationEmail(ctx, operator.id);
      return `Verification email sent to ${operator.username}`;
    },
  },
};
