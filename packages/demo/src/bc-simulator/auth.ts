import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * An Azure-AD-shaped token endpoint (`POST /{tenantId}/oauth2/v2.0/token`, client credentials and
 * refresh tokens) and the bearer check of the API. Access tokens are JWTs signed with the
 * simulator's own key (HS256), so they verify without a lookup and expire by their `exp`.
 */

export type AuthSettings = {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  /** The audience: a client credentials request must ask for `{resource}/.default`. */
  resource: string;
  tokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Real Azure AD gives no refresh token to client credentials; the gateway's refresh operation needs one. */
  issueRefreshTokens: boolean;
  signingKey: string;
  now: () => number;
};

type RefreshGrant = { clientId: string; scope: string; expiresAt: number };

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export class TokenIssuer {
  readonly refreshTokens = new Map<string, RefreshGrant>();
  constructor(readonly settings: AuthSettings) {}

  private sign(claims: Record<string, unknown>): string {
    const head = `${b64(JSON.stringify({ typ: 'JWT', alg: 'HS256' }))}.${b64(JSON.stringify(claims))}`;
    return `${head}.${createHmac('sha256', this.settings.signingKey).update(head).digest('base64url')}`;
  }

  issue(clientId: string, scope: string) {
    const { now, tokenTtlSeconds, tenantId, resource } = this.settings;
    const iat = Math.floor(now() / 1000);
    const accessToken = this.sign({
      aud: resource,
      iss: `https://sts.windows.net/${tenantId}/`,
      iat,
      nbf: iat,
      exp: iat + tokenTtlSeconds,
      appid: clientId,
      tid: tenantId,
      roles: ['API.ReadWrite.All'],
      jti: randomUUID(),
    });
    const reply: Record<string, string | number> = {
      token_type: 'Bearer',
      expires_in: tokenTtlSeconds,
      ext_expires_in: tokenTtlSeconds,
      access_token: accessToken,
    };
    if (this.settings.issueRefreshTokens) {
      const refreshToken = randomBytes(32).toString('base64url');
      this.refreshTokens.set(refreshToken, {
        clientId,
        scope,
        expiresAt: now() + this.settings.refreshTokenTtlSeconds * 1000,
      });
      reply.refresh_token = refreshToken;
    }
    return reply;
  }

  /** The token's problem, or null when it is valid for this tenant. */
  verify(token: string): string | null {
    const [head, body, signature] = token.split('.');
    if (!head || !body || !signature) return 'The token is malformed.';
    const expected = createHmac('sha256', this.settings.signingKey).update(`${head}.${body}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'The token signature is invalid.';
    const claims: { exp?: number; tid?: string } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (claims.tid !== this.settings.tenantId) return 'The token was issued for another tenant.';
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= this.settings.now()) return 'The token is expired.';
    return null;
  }
}

function aadError(reply: FastifyReply, status: number, error: string, code: number, description: string) {
  const traceId = randomUUID();
  return reply.code(status).send({
    error,
    error_description: `AADSTS${code}: ${description}\r\nTrace ID: ${traceId}\r\nCorrelation ID: ${randomUUID()}\r\nTimestamp: ${new Date().toISOString()}`,
    error_codes: [code],
    timestamp: new Date().toISOString().replace('T', ' ').slice(0, 19),
    trace_id: traceId,
    correlation_id: randomUUID(),
  });
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export function tokenRoutes(app: FastifyInstance, issuer: TokenIssuer) {
  const { settings } = issuer;
  app.post<{ Params: { tenantId: string } }>('/:tenantId/oauth2/v2.0/token', async (request, reply) => {
    if (request.params.tenantId !== settings.tenantId) {
      return aadError(reply, 400, 'invalid_request', 90002, `Tenant '${request.params.tenantId}' not found.`);
    }
    const form = request.body instanceof URLSearchParams ? request.body : null;
    if (!form) {
      return aadError(
        reply,
        400,
        'invalid_request',
        900144,
        "The request body must contain the following parameter: 'grant_type'.",
      );
    }
    // client_secret_basic: the client's id and secret in the Authorization header instead of the form.
    const basic = /^Basic\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
    const grantType = form.get('grant_type');
    const clientId = form.get('client_id') ?? (basicId ? decodeURIComponent(basicId) : null);
    const clientSecret = form.get('client_secret') ?? (basicSecret ? decodeURIComponent(basicSecret) : null);
    if (!grantType) {
      return aadError(
        reply,
        400,
        'invalid_request',
        900144,
        "The request body must contain the following parameter: 'grant_type'.",
      );
    }
    if (grantType !== 'client_credentials' && grantType !== 'refresh_token') {
      return aadError(reply, 400, 'unsupported_grant_type', 70003, 'The app requested an unsupported grant type.');
    }
    if (!clientId) {
      return aadError(
        reply,
        400,
        'invalid_request',
        900144,
        "The request body must contain the following parameter: 'client_id'.",
      );
    }
    if (clientId !== settings.clientId) {
      return aadError(
        reply,
        400,
        'unauthorized_client',
        700016,
        `Application with identifier '${clientId}' was not found in the directory '${settings.tenantId}'.`,
      );
    }
    if (!clientSecret || !same(clientSecret, settings.clientSecret)) {
      return aadError(reply, 401, 'invalid_client', 7000215, 'Invalid client secret provided.');
    }
    if (grantType === 'refresh_token') {
      const token = form.get('refresh_token') ?? '';
      const grant = issuer.refreshTokens.get(token);
      if (!grant || grant.clientId !== clientId || grant.expiresAt <= settings.now()) {
        if (grant) issuer.refreshTokens.delete(token);
        return aadError(
          reply,
          400,
          'invalid_grant',
          9002313,
          'Invalid request. The refresh token is malformed, expired or revoked.',
        );
      }
      return issuer.issue(clientId, grant.scope);
    }
    const scope = form.get('scope') ?? '';
    const wanted = `${settings.resource}/.default`;
    if (!scope.split(/\s+/).includes(wanted)) {
      return aadError(
        reply,
        400,
        'invalid_scope',
        1002012,
        `The provided value for scope ${scope || '(none)'} is not valid. Client credential flows must have a scope value with /.default suffixed to the resource identifier (application ID URI): ${wanted}.`,
      );
    }
    return issuer.issue(clientId, scope);
  });
}

/** The API's bearer check: 401 with WWW-Authenticate as Business Central answers. */
export function requireBearer(issuer: TokenIssuer) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const problem = token ? issuer.verify(token) : 'The request has no bearer token.';
    if (!problem) return;
    const authorizationUri = `https://login.microsoftonline.com/${issuer.settings.tenantId}/oauth2/authorize`;
    reply
      .code(401)
      .header(
        'www-authenticate',
        token
          ? `Bearer authorization_uri="${authorizationUri}", error="invalid_token", error_description="${problem}"`
          : `Bearer authorization_uri="${authorizationUri}"`,
      );
    return reply.send({
      error: {
        code: 'Authentication_InvalidCredentials',
        message: `The server has rejected the client credentials. ${problem}  CorrelationId:  ${randomUUID()}.`,
      },
    });
  };
}
