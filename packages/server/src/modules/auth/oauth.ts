import { apiPrefix, clientScopes, consoleClient, errorCodes } from '@store-console/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Context } from '../../platform/context.ts';
import { AppError, authRealm, handleError } from '../../platform/errors.ts';

/** RFC 6749 §5.2's error codes, and RFC 7009 §2.2.1's. */
export type OAuthError =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'invalid_scope'
  | 'unsupported_token_type';

const basicChallenge = `Basic realm="${authRealm}"`;

/** An error of the token endpoints: 400 with its RFC code, or 401 with a Basic challenge for invalid_client. */
export function oauthError(error: OAuthError, message: string, reason?: string, code?: string): AppError {
  if (error === 'invalid_client') {
    return new AppError(401, code ?? errorCodes.unauthorized, message, reason, undefined, {
      oauthError: error,
      challenge: basicChallenge,
    });
  }
  return new AppError(400, code ?? errorCodes.validation, message, reason, undefined, { oauthError: error });
}

/** How the client authenticated (RFC 6749 §2.3.1), with its id and secret. */
export type ClientAuth = { id: string; secret: string; method: 'client_secret_basic' | 'client_secret_post' };

/** application/x-www-form-urlencoded decoding of one part of a Basic header (RFC 6749 §2.3.1). */
function formDecoded(part: string): string {
  try {
    return decodeURIComponent(part.replaceAll('+', ' '));
  } catch {
    throw oauthError('invalid_client', 'Invalid client', 'INVALID_CLIENT');
  }
}

const invalidClient = () => oauthError('invalid_client', 'Invalid client', 'INVALID_CLIENT');

/**
 * The client of a token request: a Basic header (id and secret form-urlencoded, then base64) or
 * client_id and client_secret in the body, never both; null when it sent neither.
 */
export function clientAuthOf(
  request: FastifyRequest,
  body: { client_id?: string | undefined; client_secret?: string | undefined },
): ClientAuth | null {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header);
    if (!match?.[1]) throw invalidClient();
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    const separator = decoded.indexOf(':');
    if (separator < 0) throw invalidClient();
    if (body.client_secret !== undefined) {
      throw oauthError('invalid_request', 'The client authenticated twice: use the Basic header or the body');
    }
    const id = formDecoded(decoded.slice(0, separator));
    if (body.client_id !== undefined && body.client_id !== id) {
      throw oauthError('invalid_request', 'client_id differs from the client of the Basic header');
    }
    return { id, secret: formDecoded(decoded.slice(separator + 1)), method: 'client_secret_basic' };
  }
  if (body.client_id !== undefined) {
    return { id: body.client_id, secret: body.client_secret ?? '', method: 'client_secret_post' };
  }
  if (body.client_secret !== undefined) throw oauthError('invalid_request', 'client_secret needs a client_id');
  return null;
}

/** The console, a public client (empty secret): the only client of the password and refresh grants. */
export function consoleClientOf(auth: ClientAuth | null, required: boolean): string {
  if (!auth) {
    if (required) throw oauthError('invalid_client', 'Client authentication required', 'INVALID_CLIENT');
    return consoleClient.id;
  }
  if (auth.id === consoleClient.id && auth.secret === consoleClient.secret) return auth.id;
  throw invalidClient();
}

/** The grants each token endpoint speaks. */
export const grantsOf = {
  '/token': ['password', 'refresh_token'],
  '/oauth2/token': ['refresh_token', 'client_credentials'],
} as const;

function grantTypeOf(request: FastifyRequest): unknown {
  const body = request.body;
  return typeof body === 'object' && body !== null && 'grant_type' in body ? body.grant_type : undefined;
}

/**
 * The one error shape in RFC 6749 §5.2's terms: each error gets its `error` code and the RFC's
 * status (400; 401 with a Basic challenge for invalid_client). The message, reason and code the
 * console shows stay as they are ('Bad credentials', 'mfa-required', USERNAME_OR_PASSWORD_INVALID…).
 */
function asOAuthError(grants: readonly string[] | null) {
  return (error: AppError, request: FastifyRequest): AppError => {
    if (error.extras.oauthError) return error;
    const { reason, message, code } = error;
    if (error.status === 401) {
      if (reason === 'INVALID_CLIENT') return oauthError('invalid_client', message, reason, code);
      // A wrong password, a second factor still to prove, a spent or unknown refresh token.
      return oauthError('invalid_grant', message, reason, code);
    }
    if (error.status === 403) return oauthError('unauthorized_client', message, reason);
    if (error.status === 400 && grants) {
      const grant = grantTypeOf(request);
      if (typeof grant === 'string' && grant !== '' && !grants.includes(grant)) {
        return oauthError('unsupported_grant_type', `Unsupported grant_type ${grant.slice(0, 40)}`);
      }
    }
    if (error.status >= 400 && error.status < 500 && error.status !== 429) {
      return new AppError(error.status, code, message, reason, error.details, { oauthError: 'invalid_request' });
    }
    return error;
  };
}

/** The route options every token endpoint shares: RFC errors, and no cache keeps a token (RFC 6749 §5.1). */
export function tokenEndpoint(grants: readonly string[] | null) {
  const refine = asOAuthError(grants);
  return {
    onRequest: async (_request: FastifyRequest, reply: FastifyReply) => {
      reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
    },
    errorHandler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
      handleError(error, request, reply, refine),
  };
}

/** A `scope` request (space-separated) against the credential's scopes: 400 invalid_scope for any other. */
export function checkScope(requested: string | undefined, held: readonly string[]): void {
  if (requested === undefined) return;
  const unknown = requested.split(' ').filter((scope) => scope !== '' && !held.includes(scope));
  if (unknown.length > 0) {
    throw oauthError('invalid_scope', `The client credential does not hold the scope ${unknown.join(' ')}`);
  }
}

/** RFC 8414: what a standard client reads to find the endpoints (the issuer is the public URL). */
export function authorizationServerMetadata(ctx: Context) {
  const issuer = ctx.config.publicUrl;
  const methods = ['client_secret_basic', 'client_secret_post'];
  return {
    issuer,
    token_endpoint: `${issuer}${apiPrefix}/oauth2/token`,
    revocation_endpoint: `${issuer}${apiPrefix}/oauth2/revoke`,
    grant_types_supported: [...grantsOf['/oauth2/token']],
    token_endpoint_auth_methods_supported: methods,
    revocation_endpoint_auth_methods_supported: methods,
    scopes_supported: [...clientScopes],
    // No authorization endpoint: no response type.
    response_types_supported: [],
    service_documentation: `${issuer}/api/docs`,
  };
}
