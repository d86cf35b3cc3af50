import {
  enrolCodeSchema,
  enrolResponseSchema,
  errorResponseSchema,
  mfaSmsRequestSchema,
  mfaStatusSchema,
  mfaVerifyRequestSchema,
  mfaVerifyResponseSchema,
  recoveryCodesResponseSchema,
  signInStartResponseSchema,
  signInStartSchema,
  smsSendSchema,
  totpSecretResponseSchema,
} from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInOf } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { errorResponses } from '../../platform/route-schemas.ts';
import { verifyEmail } from './email-verification.ts';
import {
  createTotpSecret,
  enrolSms,
  enrolTotp,
  mfaStatus,
  regenerateRecoveryCodes,
  resendVerification,
  sendEnrolmentSms,
} from './enrolment-service.ts';
import { sendSignInSms, startSignIn, verifySecondFactor } from './mfa-service.ts';

function page(title: string, text: string) {
  const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escapeHtml(title)}</title><body style="font-family:sans-serif;margin:3rem"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">Open Store Console</a></p></body></html>`;
}

export function identityRoutes(ctx: Context): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['identity'];
    app.post('/identity/sign-in', {
      config: { public: true },
      schema: {
        tags,
        summary: 'Password step of sign-in: a proof for POST /token, or mfa-required with the factors',
        body: signInStartSchema,
        response: { 200: signInStartResponseSchema, ...errorResponses },
      },
      handler: async (request) => startSignIn(ctx, request.body, request.ip),
    });
    app.post('/identity/mfa/sms', {
      config: { public: true },
      schema: {
        tags,
        summary: 'Send the sign-in SMS code',
        body: mfaSmsRequestSchema,
        response: { 200: z.object({}), ...errorResponses },
      },
      handler: async (request) => {
        await sendSignInSms(ctx, request.body.mfaToken, request.body.factorId);
        return {};
      },
    });
    app.post('/identity/mfa/verify', {
      config: { public: true },
      schema: {
        tags,
        summary: 'Verify the second factor (or a recovery code)',
        body: mfaVerifyRequestSchema,
        response: { 200: mfaVerifyResponseSchema, ...errorResponses },
      },
      handler: async (request) => verifySecondFactor(ctx, request.body, request.ip),
    });
    app.get('/identity/mfa', {
      schema: {
        tags,
        summary: "The signed-in operator's 2FA state",
        response: { 200: mfaStatusSchema, ...errorResponses },
      },
      handler: async (request) => mfaStatus(ctx, signedInOf(request)),
    });
    app.post('/identity/email/verification', {
      schema: {
        tags,
        summary: 'Send the verification email again',
        response: { 200: z.object({}), ...errorResponses },
      },
      handler: async (request) => {
        await resendVerification(ctx, signedInOf(request));
        return {};
      },
    });
    app.post('/identity/totp/secret', {
      schema: {
        tags,
        summary: 'A new authenticator secret and its QR code',
        response: { 200: totpSecretResponseSchema, ...errorResponses },
      },
      handler: async (request) => createTotpSecret(ctx, signedInOf(request)),
    });
    app.post('/identity/totp/enrol', {
      schema: {
        tags,
        summary: 'Enrols the authenticator with a code it shows',
        body: enrolCodeSchema,
        response: { 200: enrolResponseSchema, ...errorResponses },
      },
      handler: async (request) => enrolTotp(ctx, signedInOf(request), request.body.code, request.ip),
    });
    app.post('/identity/sms/send', {
      schema: {
        tags,
        summary: 'Sends an enrolment code by SMS to a phone number',
        body: smsSendSchema,
        response: { 200: z.object({}), ...errorResponses },
      },
      handler: async (request) => {
        await sendEnrolmentSms(ctx, signedInOf(request), request.body.phone);
        return {};
      },
    });
    app.post('/identity/sms/enrol', {
      schema: {
        tags,
        summary: 'Enrols the phone with the code it received',
        body: enrolCodeSchema,
        response: { 200: enrolResponseSchema, ...errorResponses },
      },
      handler: async (request) => enrolSms(ctx, signedInOf(request), request.body.code, request.ip),
    });
    app.post('/identity/recovery-codes', {
      schema: {
        tags,
        summary: 'New recovery codes (the old ones stop working)',
        response: { 200: recoveryCodesResponseSchema, ...errorResponses },
      },
      handler: async (request) => ({ recoveryCodes: await regenerateRecoveryCodes(ctx, signedInOf(request)) }),
    });
    app.get('/identity/email/verify', {
      config: { public: true },
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
