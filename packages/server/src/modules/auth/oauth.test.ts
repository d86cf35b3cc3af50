import { createServer } from 'node:net';
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSettledStore, passwords, testApp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { registerStoreJobs } from '../stores/jobs.ts';

/** A free local port: the issuer (the public URL) must be known before the app starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const insecure = { [oauth.allowInsecureRequests]: true } as const;

/** The RFC 6749 error a standard client reads from a refused request. */
async function refusal(work: Promise<unknown>): Promise<{ status: number; challenge: string | null; body: unknown }> {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (error instanceof oauth.WWWAuthenticateChallengeError) {
    return {
      status: error.status,
      challenge: error.response.headers.get('www-authenticate'),
      body: await error.response.json(),
    };
  }
  if (error instanceof oauth.ResponseBodyError) {
    return { status: error.status, challenge: error.response.headers.get('www-authenticate'), body: error.cause };
  }
  throw new Error(`expected an OAuth error, got ${String(error)}`);
}

describe('the token endpoints as a standard OAuth 2.0 client (oauth4webapi) speaks to them', () => {
  let app: App;
  let issuer: URL;
  let as: oauth.AuthorizationServer;
  let store: { id: number; storeId: string };
  let credential: { clientId: string; clientSecret: string };
  const consoleClient: oauth.Client = { client_id: 'console', token_endpoint_auth_method: 'none' };

  beforeAll(async () => {
    const port = await freePort();
    issuer = new URL(`http://127.0.0.1:${port}`);
    app = await testApp({ publicUrl: issuer.origin });
    await registerStoreJobs(app.ctx, { work: true });
    await app.listen({ port, host: '127.0.0.1' });
    const admin = await bearer(app, 'admin');
    store = await createSettledStore(app, admin, 'Standard Client');
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/oauth2/client-credentials',
      headers: admin,
      payload: { clientName: 'OAuth library', storeId: store.id, scopes: ['store:read', 'cdn:write'] },
    });
    credential = registered.json();
    as = await oauth.processDiscoveryResponse(
      issuer,
      await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }),
    );
  });
  afterAll(() => app.close());

  const storeClient = () => ({ client_id: credential.clientId });

  it('publishes RFC 8414 metadata at /.well-known/oauth-authorization-server', async () => {
    expect(credential.clientId).toContain('-');
    expect(as).toMatchObject({
      issuer: issuer.origin,
      token_endpoint: `${issuer.origin}/api/v1/oauth2/token`,
      revocation_endpoint: `${issuer.origin}/api/v1/oauth2/revoke`,
      grant_types_supported: ['refresh_token', 'client_credentials'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      revocation_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      response_types_supported: [],
    });
    expect(as.scopes_supported).toContain('store:read');
    const raw = await fetch(new URL('/.well-known/oauth-authorization-server', issuer));
    expect(raw.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('issues a store token to client_secret_basic (form-urlencoded id and secret) without x-xm-store', async () => {
    const response = await oauth.clientCredentialsGrantRequest(
      as,
      storeClient(),
      oauth.ClientSecretBasic(credential.clientSecret),
      {},
      insecure,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('pragma')).toBe('no-cache');
    const tokens = await oauth.processClientCredentialsResponse(as, storeClient(), response);
    expect(tokens).toMatchObject({ token_type: 'bearer', store_id: store.storeId, scope: 'store:read cdn:write' });
    const read = await fetch(new URL(`/api/v1/stores/${store.id}`, issuer), {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(read.status).toBe(200);
  });

  it('decodes %-escapes and + in a Basic header as RFC 6749 §2.3.1 requires', async () => {
    const encode = (value: string) => encodeURIComponent(value).replaceAll('-', '%2D').replaceAll('_', '%5F');
    const basic = Buffer.from(`${encode(credential.clientId)}:${encode(credential.clientSecret)}`).toString('base64');
    const response = await fetch(as.token_endpoint ?? '', {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    expect(response.status).toBe(200);
  });

  it('issues a store token to client_secret_post, and to a client naming the right store and scopes', async () => {
    const tokens = await oauth.processClientCredentialsResponse(
      as,
      storeClient(),
      await oauth.clientCredentialsGrantRequest(
        as,
        storeClient(),
        oauth.ClientSecretPost(credential.clientSecret),
        { scope: 'store:read' },
        { ...insecure, headers: { 'x-xm-store': store.storeId } },
      ),
    );
    expect(tokens.access_token).toEqual(expect.any(String));
  });

  it('refuses a wrong secret as invalid_client: 401 with a Basic challenge, by either method', async () => {
    for (const auth of [oauth.ClientSecretBasic('wrong-secret'), oauth.ClientSecretPost('wrong-secret')]) {
      const refused = await refusal(
        oauth
          .clientCredentialsGrantRequest(as, storeClient(), auth, {}, insecure)
          .then((response) => oauth.processClientCredentialsResponse(as, storeClient(), response)),
      );
      expect(refused).toEqual({
        status: 401,
        challenge: 'Basic realm="store-console"',
        body: expect.objectContaining({
          status: 401,
          message: 'Invalid client',
          error: 'invalid_client',
          error_description: 'Invalid client',
        }),
      });
    }
  });

  it('refuses another store in x-xm-store, a scope the credential lacks and a grant it does not speak, with 400', async () => {
    const basic = oauth.ClientSecretBasic(credential.clientSecret);
    const cases = [
      {
        request: oauth.clientCredentialsGrantRequest(
          as,
          storeClient(),
          basic,
          {},
          {
            ...insecure,
            headers: { 'x-xm-store': 'another-store' },
          },
        ),
        error: 'invalid_request',
      },
      {
        request: oauth.clientCredentialsGrantRequest(
          as,
          storeClient(),
          basic,
          { scope: 'store:read sync:manage' },
          insecure,
        ),
        error: 'invalid_scope',
      },
      {
        request: oauth.genericTokenEndpointRequest(
          as,
          storeClient(),
          basic,
          'password',
          { username: 'a', password: 'b' },
          insecure,
        ),
        error: 'unsupported_grant_type',
      },
      {
        request: oauth.genericTokenEndpointRequest(
          as,
          storeClient(),
          basic,
          'urn:ietf:params:oauth:grant-type:device_code',
          { device_code: 'x' },
          insecure,
        ),
        error: 'unsupported_grant_type',
      },
    ];
    for (const { request, error } of cases) {
      const response = await request;
      expect(response.headers.get('cache-control')).toBe('no-store');
      const refused = await refusal(oauth.processGenericTokenEndpointResponse(as, storeClient(), response));
      expect(refused.status, error).toBe(400);
      expect(refused.challenge).toBeNull();
      expect(refused.body, error).toMatchObject({ status: 400, error, message: expect.any(String) });
    }
  });

  it('signs the console in (password grant on /token), refreshes, and answers a reused refresh token invalid_grant', async () => {
    const signInServer = { ...as, token_endpoint: `${issuer.origin}/api/v1/token` };
    const badPassword = await refusal(
      oauth
        .genericTokenEndpointRequest(
          signInServer,
          consoleClient,
          oauth.None(),
          'password',
          {
            username: 'admin@example.com',
            password: 'wrong-password',
          },
          insecure,
        )
        .then((response) => oauth.processGenericTokenEndpointResponse(signInServer, consoleClient, response)),
    );
    expect(badPassword).toEqual({
      status: 400,
      challenge: null,
      body: expect.objectContaining({
        message: 'Bad credentials',
        reason: 'USERNAME_OR_PASSWORD_INVALID',
        error: 'invalid_grant',
      }),
    });

    const first = await oauth.processGenericTokenEndpointResponse(
      signInServer,
      consoleClient,
      await oauth.genericTokenEndpointRequest(
        signInServer,
        consoleClient,
        oauth.None(),
        'password',
        {
          username: 'admin@example.com',
          password: passwords.admin,
        },
        insecure,
      ),
    );
    const firstRefresh = first.refresh_token ?? '';
    const second = await oauth.processRefreshTokenResponse(
      as,
      consoleClient,
      await oauth.refreshTokenGrantRequest(as, consoleClient, oauth.None(), firstRefresh, insecure),
    );
    expect(second.refresh_token).not.toBe(firstRefresh);
    // The console's public client named in the body (client_id=console), the post method.
    const third = await oauth.processRefreshTokenResponse(
      as,
      consoleClient,
      await oauth.refreshTokenGrantRequest(as, consoleClient, oauth.None(), second.refresh_token ?? '', insecure),
    );
    expect(third.access_token).toEqual(expect.any(String));

    // The first token again (the tests allow no leeway for a lost answer): the whole family ends.
    const reused = await refusal(
      oauth
        .refreshTokenGrantRequest(as, consoleClient, oauth.None(), firstRefresh, insecure)
        .then((response) => oauth.processRefreshTokenResponse(as, consoleClient, response)),
    );
    expect(reused).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(reused.body).toMatchObject({ reason: 'REFRESH_TOKEN_REUSED' });
    const afterReuse = await refusal(
      oauth
        .refreshTokenGrantRequest(as, consoleClient, oauth.None(), third.refresh_token ?? '', insecure)
        .then((response) => oauth.processRefreshTokenResponse(as, consoleClient, response)),
    );
    expect(afterReuse).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });

    // A store credential cannot refresh an operator's session.
    const foreign = await refusal(
      oauth
        .refreshTokenGrantRequest(
          as,
          storeClient(),
          oauth.ClientSecretBasic(credential.clientSecret),
          'whatever',
          insecure,
        )
        .then((response) => oauth.processRefreshTokenResponse(as, storeClient(), response)),
    );
    expect(foreign).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
  });

  it('revokes a refresh token (RFC 7009) and refuses a client that authenticates twice', async () => {
    const tokens = await oauth.processGenericTokenEndpointResponse(
      { ...as, token_endpoint: `${issuer.origin}/api/v1/token` },
      consoleClient,
      await oauth.genericTokenEndpointRequest(
        { ...as, token_endpoint: `${issuer.origin}/api/v1/token` },
        consoleClient,
        oauth.None(),
        'password',
        { username: 'admin@example.com', password: passwords.admin },
        insecure,
      ),
    );
    const revoked = await oauth.revocationRequest(
      as,
      consoleClient,
      oauth.None(),
      tokens.refresh_token ?? '',
      insecure,
    );
    expect(await oauth.processRevocationResponse(revoked)).toBeUndefined();
    const refused = await refusal(
      oauth
        .refreshTokenGrantRequest(as, consoleClient, oauth.None(), tokens.refresh_token ?? '', insecure)
        .then((response) => oauth.processRefreshTokenResponse(as, consoleClient, response)),
    );
    expect(refused).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });

    const twice = await fetch(as.token_endpoint ?? '', {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${credential.clientId}:${credential.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: credential.clientId,
        client_secret: credential.clientSecret,
      }),
    });
    expect(twice.status).toBe(400);
    expect(await twice.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('challenges every 401 of a resource with Bearer (RFC 6750 §3)', async () => {
    const none = await fetch(new URL('/api/v1/users', issuer));
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="store-console"');
    const bad = await fetch(new URL('/api/v1/users', issuer), { headers: { authorization: 'Bearer not-a-token' } });
    expect(bad.status).toBe(401);
    expect(bad.headers.get('www-authenticate')).toMatch(/^Bearer realm="store-console", error="invalid_token"/);
    expect(await bad.json()).toMatchObject({ status: 401, code: '4011-unauthorized' });
  });
});
