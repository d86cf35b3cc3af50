import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { consoleBasic, form, passwords, replicaOf, signIn, testApp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (app: App, token: string) => app.inject({ url: '/api/v1/users', headers: auth(token) });
const logout = (app: App, refreshToken: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/oauth2/revoke',
    ...form({ token: refreshToken }),
    headers: { ...form({}).headers, ...consoleBasic },
  });

/** A live session is remembered between requests; every write that ends one drops it at once. */
describe('remembered sessions (the sign-in check without a query per request)', () => {
  let app: App;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses a signed-out session on the next request', async () => {
    const session = await signIn(app, 'partner@example.com', passwords.partner);
    expect((await me(app, session.access_token)).statusCode).toBe(200);
    expect((await logout(app, session.refresh_token)).statusCode).toBe(200);
    const refused = await me(app, session.access_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().reason).toBe('SESSION_REVOKED');
  });

  it('checks the next request with a changed role (a promotion keeps the session)', async () => {
    const admin = auth((await signIn(app, 'admin@example.com', passwords.admin)).access_token);
    const session = await signIn(app, 'partner@example.com', passwords.partner);
    const dashboard = () => app.inject({ url: '/api/v1/dashboard/summary', headers: auth(session.access_token) });
    expect((await dashboard()).statusCode).toBe(403);
    const promoted = await app.inject({
      method: 'PUT',
      url: '/api/v1/users',
      headers: admin,
      payload: {
        id: session.user_id,
        name: 'Partner',
        username: 'partner@example.com',
        password: '',
        password2: '',
        phone: null,
        role: 'SUPER_ADMIN',
        dataCentre: null,
      },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect((await dashboard()).statusCode).toBe(200);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('remembered sessions on two replicas of one PostgreSQL database', () => {
  let first: App;
  let second: App;
  beforeAll(async () => {
    first = await testApp();
    // A second installation process on the same database, as main.ts would build it.
    second = await replicaOf(first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('refuses a session signed out on one replica on the other as soon as the message arrives', async () => {
    const session = await signIn(first, 'partner@example.com', passwords.partner);
    // Both replicas remember the session.
    expect((await me(first, session.access_token)).statusCode).toBe(200);
    expect((await me(second, session.access_token)).statusCode).toBe(200);
    expect((await logout(first, session.refresh_token)).statusCode).toBe(200);
    expect((await me(first, session.access_token)).statusCode).toBe(401);
    await vi.waitFor(async () => expect((await me(second, session.access_token)).statusCode).toBe(401));
  });
});
