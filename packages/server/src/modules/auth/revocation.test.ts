import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleBasic, form, passwords, postStore, refresh, signIn, testApp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { userFactors } from '../identity/schema.ts';
import { totpCode } from '../identity/totp.ts';
import { users } from '../users/schema.ts';

/** Issue 9, must-fix 2: revoking a session, a password or a role ends everything minted from it. */
describe('revocation evicts (issue 9)', () => {
  let app: App;
  let storeDbId: number;

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const me = (token: string) => app.inject({ url: '/api/v1/users', headers: auth(token) });
  const ticketFor = async (token: string) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/stores/${storeDbId}/gateway-ticket`,
      headers: auth(token),
    });
    expect(response.statusCode).toBe(201);
    return response.json().ticket as string;
  };
  const exchange = (ticket: string) =>
    app.inject({ method: 'POST', url: '/api/v1/tickets/exchange', payload: { ticket } });
  const logout = (refreshToken: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/oauth2/revoke',
      ...form({ token: refreshToken }),
      headers: { ...form({}).headers, ...consoleBasic },
    });

  beforeAll(async () => {
    app = await testApp();
    const admin = await signIn(app, 'admin@example.com', passwords.admin);
    const partnerId = (await signIn(app, 'partner@example.com', passwords.partner)).user_id;
    const created = await postStore(app, auth(admin.access_token), 'Revocation Shop', {
      partnerUsers: [{ id: partnerId }],
    });
    expect(created.statusCode).toBe(201);
    storeDbId = created.json().id;
  });
  afterAll(() => app.close());

  it('ends an access token at logout, not 15 minutes later', async () => {
    const session = await signIn(app, 'partner@example.com', passwords.partner);
    expect((await me(session.access_token)).statusCode).toBe(200);
    expect((await logout(session.refresh_token)).statusCode).toBe(200);
    const after = await me(session.access_token);
    expect(after.statusCode).toBe(401);
    expect(after.json().reason).toBe('SESSION_REVOKED');
  });

  it('ends an access token when its refresh family is revoked for reuse', async () => {
    const session = await signIn(app, 'partner@example.com', passwords.partner);
    expect((await refresh(app, session.refresh_token)).statusCode).toBe(200);
    expect((await refresh(app, session.refresh_token)).statusCode).toBe(400);
    expect((await me(session.access_token)).statusCode).toBe(401);
  });

  it('refuses a ticket minted before a password reset, and one whose session logged out', async () => {
    const partner = await signIn(app, 'partner@example.com', passwords.partner);
    const ticket = await ticketFor(partner.access_token);
    await app.ctx.db.update(users).set({ sessionVersion: 99 }).where(eq(users.username, 'partner@example.com'));
    const refused = await exchange(ticket);
    expect(refused.statusCode).toBe(401);
    await app.ctx.db.update(users).set({ sessionVersion: 0 }).where(eq(users.username, 'partner@example.com'));

    const again = await signIn(app, 'partner@example.com', passwords.partner);
    const second = await ticketFor(again.access_token);
    await logout(again.refresh_token);
    expect((await exchange(second)).statusCode).toBe(401);
  });

  it('continues the same session through a ticket: logging the console out ends the gateway page too', async () => {
    const console = await signIn(app, 'partner@example.com', passwords.partner);
    const exchanged = await exchange(await ticketFor(console.access_token));
    expect(exchanged.statusCode).toBe(200);
    const gateway = exchanged.json();
    expect((await me(gateway.access_token)).statusCode).toBe(200);
    await logout(console.refresh_token);
    expect((await me(gateway.access_token)).statusCode).toBe(401);
    expect((await refresh(app, gateway.refresh_token)).statusCode).toBe(400);
  });

  it('does not let a ticket skip the second factor enrolled after the session began', async () => {
    const old = await signIn(app, 'admin@example.com', passwords.admin);
    const [admin] = await app.ctx.db.select().from(users).where(eq(users.username, 'admin@example.com'));
    if (!admin) throw new Error('no admin');
    await app.ctx.db.insert(userFactors).values({
      userId: admin.id,
      type: 'TOTP',
      secret: app.ctx.secretBox.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'),
      verifiedAt: new Date(),
    });
    try {
      const refused = await exchange(await ticketFor(old.access_token));
      expect(refused.statusCode).toBe(401);
      expect(refused.json().reason).toBe('MFA_REQUIRED');
    } finally {
      await app.ctx.db.delete(userFactors).where(eq(userFactors.userId, admin.id));
    }
  });

  it('spends the post-second-factor proof once', async () => {
    const [admin] = await app.ctx.db.select().from(users).where(eq(users.username, 'admin@example.com'));
    if (!admin) throw new Error('no admin');
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await app.ctx.db
      .insert(userFactors)
      .values({ userId: admin.id, type: 'TOTP', secret: app.ctx.secretBox.seal(secret), verifiedAt: new Date() });
    try {
      const step = await app.inject({
        method: 'POST',
        url: '/api/v1/identity/sign-in',
        payload: { username: 'admin@example.com', password: passwords.admin },
      });
      const verified = await app.inject({
        method: 'POST',
        url: '/api/v1/identity/mfa/verify',
        payload: {
          mfaToken: step.json().mfaToken,
          method: 'TOTP',
          code: await totpCode(secret, Date.now() / 1000),
        },
      });
      expect(verified.statusCode).toBe(200);
      const grant = () =>
        app.inject({
          method: 'POST',
          url: '/api/v1/token',
          ...form({
            grant_type: 'password',
            username: 'admin@example.com',
            password: passwords.admin,
            ipAccessToken: verified.json().ipAccessToken,
          }),
        });
      expect((await grant()).statusCode).toBe(200);
      const replay = await grant();
      expect(replay.statusCode).toBe(400);
      expect(replay.json().reason).toBe('MFA_REQUIRED');
    } finally {
      await app.ctx.db.delete(userFactors).where(eq(userFactors.userId, admin.id));
    }
  });

  it('refuses a correctly signed token without exp', async () => {
    const session = await signIn(app, 'admin@example.com', passwords.admin);
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1] ?? '', 'base64url').toString());
    const { exp: _dropped, ...rest } = claims;
    const forever = await new SignJWT(rest)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(app.ctx.config.jwtSecret));
    expect((await me(forever)).statusCode).toBe(401);
  });

  it("needs the current password to change one's own password or username", async () => {
    const stolen = await signIn(app, 'partner@example.com', passwords.partner);
    const self = (await app.inject({ url: '/api/v1/users', headers: auth(stolen.access_token) })).json().content[0];
    const base = {
      id: self.id,
      name: self.name,
      username: self.username,
      phone: null,
      role: 'PARTNER',
      dataCentre: self.dataCentre,
      password: 'taken-over-1',
      password2: 'taken-over-1',
    };
    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: '/api/v1/users', headers: auth(stolen.access_token), payload });
    const without = await put(base);
    expect(without.statusCode).toBe(403);
    expect(without.json().reason).toBe('CURRENT_PASSWORD_REQUIRED');
    const wrong = await put({ ...base, currentPassword: 'guess-guess' });
    expect(wrong.statusCode).toBe(403);
    const rename = await put({ ...base, password: '', password2: '', username: 'thief@example.com' });
    expect(rename.statusCode).toBe(403);
    const right = await put({ ...base, currentPassword: passwords.partner });
    expect(right.statusCode).toBe(200);
    // The new password ends the session that changed it too.
    expect((await me(stolen.access_token)).statusCode).toBe(401);
  });
});
