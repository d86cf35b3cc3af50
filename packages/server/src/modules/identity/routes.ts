import { errorResponseSchema } from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guard } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { verifyEmail } from './email-verification.ts';

function page(title: string, text: string) {
  const escape = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escape(title)}</title><body style="font-family:sans-serif;margin:3rem"><h1>${escape(title)}</h1><p>${escape(text)}</p><p><a href="/">Open Store Console</a></p></body></html>`;
}

export function identityRoutes(ctx: Context, _guard: Guard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['identity'];
    app.get('/identity/email/verify', {
      schema: {
        tags,
        summary: 'The link mailed to an operator: marks the email address verified',
        querystring: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: z.string(), 400: errorResponseSchema },
      },
      handler: async (request, reply) => {
        reply.type('text/html; charset=utf-8');
        try {
          const { username } = await verifyEmail(ctx, request.query.token);
          return page('Email verified', `The email address ${username} is verified. You can close this page.`);
        } catch (error) {
          if (error instanceof AppError) {
            reply.status(400);
            return page('Email not verified', error.message);
          }
          throw error;
        }
      },
    });
  };
}
