import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyError } from 'fastify';
import { apiRoutes } from './api.ts';
import { requireBearer, TokenIssuer, tokenRoutes } from './auth.ts';
import { demoClientId, demoCompanyId, demoTenantId } from './data.ts';
import { ApiError } from './entities.ts';
import { ODataError } from './odata.ts';
import { SimulatorStore } from './store.ts';
import { SubscriptionService } from './subscriptions.ts';

/**
 * A stand-in for Microsoft Business Central (API v2.0) and Azure AD's token endpoint, for the demo
 * and the tests: one HTTP server answers both, as `GATEWAY_AZURE_AD_URL` and
 * `GATEWAY_BUSINESS_CENTRAL_URL`. Not product code.
 */

export type BcSimulatorOptions = {
  /** 0 (default): any free port. */
  port?: number;
  host?: string;
  tenantId?: string;
  clientId?: string;
  /** Unset: generated (and kept in dataFile when there is one). */
  clientSecret?: string;
  environments?: string[];
  /** The API's application ID URI; the token scope is `{resource}/.default`. */
  resource?: string;
  /** Server-driven page size of collections (Business Central's own is 20,000; small here so paging shows). */
  pageSize?: number;
  tokenTtlSeconds?: number;
  refreshTokenTtlSeconds?: number;
  issueRefreshTokens?: boolean;
  /** A JSON file keeping the data, subscriptions and generated secrets across restarts. */
  dataFile?: string | null;
  now?: () => number;
  notificationDelayMs?: number;
  handshakeTimeoutMs?: number;
  logger?: boolean;
};

export type BcSimulator = {
  url: string;
  tenantId: string;
  environment: string;
  companyId: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  store: SimulatorStore;
  subscriptions: SubscriptionService;
  close: () => Promise<void>;
};

export const businessCentralResource = 'https://api.businesscentral.dynamics.com';

export async function createBcSimulator(options: BcSimulatorOptions = {}): Promise<BcSimulator> {
  const now = options.now ?? Date.now;
  const store = new SimulatorStore(options.dataFile ?? null, now);
  const kept = (name: string, given: string | undefined, make: () => string) => {
    if (given) return given;
    store.extra[name] ??= make();
    return store.extra[name];
  };
  const tenantId = options.tenantId ?? demoTenantId;
  const clientId = options.clientId ?? demoClientId;
  const clientSecret = kept('clientSecret', options.clientSecret, () => randomBytes(24).toString('base64url'));
  const signingKey = kept('signingKey', undefined, () => randomBytes(32).toString('base64url'));
  const environments = options.environments ?? ['production'];
  const resource = options.resource ?? businessCentralResource;
  store.flush();

  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 4 * 1024 * 1024 });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, new URLSearchParams(String(body)));
  });
  // An empty JSON body (a DELETE sent with the JSON content type) is no body, not an error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ApiError(400, 'BadRequest', 'The request body is not valid JSON.'), undefined);
    }
  });
  app.setErrorHandler((error: FastifyError | ApiError | ODataError, _request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.status).send({ error: { code: error.code, message: error.message } });
    }
    if (error instanceof ODataError)
      return reply.code(400).send({ error: { code: 'BadRequest', message: error.message } });
    const status = 'statusCode' in error && error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) app.log.error(error);
    return reply
      .code(status)
      .send({ error: { code: status === 500 ? 'Internal_ServerError' : 'BadRequest', message: error.message } });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({
      error: { code: 'BadRequest_NotFound', message: 'No HTTP resource was found that matches the request URI.' },
    }),
  );

  const issuer = new TokenIssuer({
    tenantId,
    clientId,
    clientSecret,
    resource,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 3599,
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? 86_400,
    issueRefreshTokens: options.issueRefreshTokens ?? true,
    signingKey,
    now,
  });
  const subscriptions = new SubscriptionService(store, {
    now,
    handshakeTimeoutMs: options.handshakeTimeoutMs ?? 5000,
    notificationDelayMs: options.notificationDelayMs ?? 200,
    lifetimeMs: 3 * 24 * 3600 * 1000,
  });
  tokenRoutes(app, issuer);
  apiRoutes(
    app,
    store,
    { tenantId, environments, pageSize: options.pageSize ?? 50 },
    subscriptions,
    requireBearer(issuer),
  );
  app.get('/', async () => ({
    service: 'Business Central simulator (a stand-in for the Store Console demo and tests)',
    token: `/${tenantId}/oauth2/v2.0/token`,
    api: `/v2.0/${tenantId}/${environments[0]}/api/v2.0/companies`,
  }));

  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    tenantId,
    environment: environments[0] ?? 'production',
    companyId: String(store.companies[0]?.company.id ?? demoCompanyId),
    clientId,
    clientSecret,
    scope: `${resource}/.default`,
    store,
    subscriptions,
    close: async () => {
      subscriptions.close();
      await app.close();
      store.flush();
    },
  };
}
