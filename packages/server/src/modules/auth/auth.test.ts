import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, consoleBasic, form, passwords, refresh, signIn, testApp, testClock } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { throttleCounters } from '../../platform/throttle-schema.ts';
import { users } from '../users/schema.ts';
import { operatorsChanged } from '../users/session-lookup.ts';

describe('sign-in and tokens', () => {
  let app: App;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('signs in with username and password and loads the user', async () => {
    const tokens = await signIn(app, 'Admin@Example.com', passwords.admin);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.refresh_token.length).toBeGreaterThan(20);
    const me = await app.inject({
      url: `/api/v1/users/${tokens.user_id}`,
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'admin@example.com', role: 'SUPER_ADMIN', isSuperAdmin: true });
    expect(me.json()).not.toHaveProperty('password');
    expect(me.json()).not.toHaveProperty('passwordHash');
  });

  it('stores passwords as argon2id hashes', async () => {
    const [row] = await app.ctx.db.select().from(users).where(eq(users.username, 'admin@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('answers Bad credentials for a wrong password and for an unknown user alike', async () => {
    for (const username of ['partner@example.com', 'nobody@example.com']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/token',
        ...form({ grant_type: 'password', username, password: 'wrong-password' }),
      });
      // RFC 6749 §5.2: a wrong password is invalid_grant, 400; the console's message and reason stay.
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        code: '4011-unauthorized',
        message: 'Bad credentials',
        reason: 'USERNAME_OR_PASSWORD_INVALID',
        error: 'invalid_grant',
        error_description: 'Bad credentials',
      });
    }
  });

  it('rejects a token request with missing fields as 400 invalid_request, and ignores unknown ones (RFC 6749 §3.2)', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: '/api/v1/token',
      ...form({ grant_type: 'password', username: 'admin@example.com' }),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toContainEqual({ path: 'password', message: 'Required' });
    expect(missing.json()).toMatchObject({ code: '4000-validation', error: 'invalid_request' });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/v1/token',
      ...form({ grant_type: 'password', username: 'admin@example.com', password: passwords.admin, role: 'PARTNER' }),
    });
    expect(unknown.statusCode).toBe(200);
  });

  it('rotates refresh tokens through /oauth2/token with the console client', async () => {
    const first = await signIn(app, 'partner@example.com', passwords.partner);
    const refreshed = await refresh(app, first.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.user_id).toBe(first.user_id);
    const me = await app.inject({
      url: `/api/v1/users/${second.user_id}`,
      headers: { authorization: `Bearer ${second.access_token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('revokes the whole family when a spent refresh token is presented again', async () => {
    const first = await signIn(app, 'partner@example.com', passwords.partner);
    const second = (await refresh(app, first.refresh_token)).json();
    const replay = await refresh(app, first.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().reason).toBe('REFRESH_TOKEN_REUSED');
    // The legitimate newer token of the same family no longer works either.
    const afterReplay = await refresh(app, second.refresh_token);
    expect(afterReplay.statusCode).toBe(400);
  });

  it('requires the console client on /oauth2/token', async () => {
    const tokens = await signIn(app, 'partner@example.com', passwords.partner);
    const body = form({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    const noClient = await app.inject({ method: 'POST', url: '/api/v1/oauth2/token', ...body });
    expect(noClient.statusCode).toBe(401);
    const wrongClient = await app.inject({
      method: 'POST',
      url: '/api/v1/oauth2/token',
      ...body,
      headers: { ...body.headers, authorization: `Basic ${Buffer.from('other:secret').toString('base64')}` },
    });
    expect(wrongClient.statusCode).toBe(401);
    expect(wrongClient.json().reason).toBe('INVALID_CLIENT');
  });

  it('revokes a refresh token on logout', async () => {
    const tokens = await signIn(app, 'partner@example.com', passwords.partner);
    const revoke = await app.inject({
      method: 'POST',
      url: '/api/v1/oauth2/revoke',
      ...form({ token: tokens.refresh_token }),
      headers: { ...form({}).headers, ...consoleBasic },
    });
    expect(revoke.statusCode).toBe(200);
    const refreshed = await refresh(app, tokens.refresh_token);
    expect(refreshed.statusCode).toBe(400);
  });

  it('refuses missing, malformed and revoked access tokens with 401', async () => {
    const none = await app.inject({ url: '/api/v1/data_centers' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ status: 401, code: '4011-unauthorized' });
    const garbage = await app.inject({ url: '/api/v1/data_centers', headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(garbage.statusCode).toBe(401);
    const headers = await bearer(app, 'partner');
    expect((await app.inject({ url: '/api/v1/data_centers', headers })).statusCode).toBe(200);
    await app.ctx.db.update(users).set({ sessionVersion: 1 }).where(eq(users.username, 'partner@example.com'));
    // As every write that ends sessions does after its commit: the remembered session is dropped.
    await operatorsChanged(app.ctx);
    const revoked = await app.inject({ url: '/api/v1/data_centers', headers });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().reason).toBe('SESSION_REVOKED');
    await app.ctx.db.update(users).set({ sessionVersion: 0 }).where(eq(users.username, 'partner@example.com'));
    await operatorsChanged(app.ctx);
  });

  it('serves the configs the console reads after sign-in', async () => {
    const response = await app.inject({ url: '/api/v1/configs', headers: await bearer(app, 'partner') });
    expect(response.statusCode).toBe(200);
    expect(response.json().properties.refreshTokenValidity).toBe(86_400);
    expect(response.json().enums.userRole).toEqual(['SUPER_ADMIN', 'PARTNER', 'SERVICE_ACCOUNT']);
  });

  it('answers the identity configuration the console uses at /store-manager/configs/firebase', async () => {
    const url = '/api/v1/store-manager/configs/firebase';
    expect((await app.inject({ url })).statusCode).toBe(401);
    const response = await app.inject({ url, headers: await bearer(app, 'partner') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      secondFactors: ['TOTP', 'SMS'],
      authenticatorLabel: 'Store Console', // production: no suffix
      refreshTokenValidity: 86_400,
    });
  });
});

describe('refresh reuse leeway', () => {
  it('answers a just-spent refresh token again within the leeway, and revokes after it', async () => {
    const clock = testClock();
    const app = await testApp({ refreshReuseLeeway: 1 }, { clock });
    try {
      const first = await signIn(app, 'admin@example.com', passwords.admin);
      expect((await refresh(app, first.refresh_token)).statusCode).toBe(200);
      const lost = await refresh(app, first.refresh_token);
      expect(lost.statusCode).toBe(200);
      clock.advance(1.1);
      const replay = await refresh(app, first.refresh_token);
      expect(replay.statusCode).toBe(400);
      expect(replay.json().reason).toBe('REFRESH_TOKEN_REUSED');
      expect((await refresh(app, lost.json().refresh_token)).statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});

describe('access token expiry', () => {
  it('refuses an expired access token and the refresh token still gets a new one', async () => {
    const clock = testClock();
    const app = await testApp({ accessTokenTtl: 1 }, { clock });
    try {
      const tokens = await signIn(app, 'admin@example.com', passwords.admin);
      clock.advance(2.1);
      const expired = await app.inject({
        url: '/api/v1/configs',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(expired.statusCode).toBe(401);
      const refreshed = await refresh(app, tokens.refresh_token);
      expect(refreshed.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

/**
 * The growing delays end without the test waiting: each block moves into the past. The throttle
 * keeps its time on the database's clock (one clock for every replica), so that is where it moves.
 */
async function throttleDelayPassed(app: App): Promise<void> {
  await app.ctx.db
    .update(throttleCounters)
    .set({ blockedUntil: sql`now() - interval '1 second'` })
    .where(isNotNull(throttleCounters.blockedUntil));
}

describe('sign-in rate limiting', () => {
  const attempt = (app: App, password: string, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/v1/token',
      remoteAddress,
      ...form({ grant_type: 'password', username: 'admin@example.com', password }),
    });

  it('limits failures per account and address with 429, even for the right password; the real user elsewhere signs in', async () => {
    const app = await testApp({
      signIn: {
        maxFailuresPerAccountAndAddress: 3,
        maxFailuresPerAccount: 100,
        maxFailuresPerAddress: 100,
        windowSeconds: 900,
      },
    });
    try {
      for (let i = 0; i < 3; i++) expect((await attempt(app, 'wrong')).statusCode).toBe(400);
      const limited = await attempt(app, passwords.admin);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ status: 429, code: '4291-rate-limited' });
      expect(limited.json().message).toMatch(/Too many failed sign-in attempts for this account/);
      // Issue 9: the attacker's guesses do not lock the real user out from their own address.
      expect((await attempt(app, passwords.admin, '10.1.2.3')).statusCode).toBe(200);
      // Another account from the same address is not affected.
      expect((await signIn(app, 'partner@example.com', passwords.partner)).access_token).toBeTruthy();
    } finally {
      await app.close();
    }
  });

  it('spaces guesses at one account from many addresses with growing delays, without locking it', async () => {
    const app = await testApp({
      signIn: {
        maxFailuresPerAccountAndAddress: 100,
        maxFailuresPerAccount: 3,
        maxFailuresPerAddress: 100,
        windowSeconds: 900,
        accountMaxDelaySeconds: 30,
      },
    });
    try {
      for (let i = 0; i < 4; i++) expect((await attempt(app, 'wrong', `10.0.0.${i + 1}`)).statusCode).toBe(400);
      const early = await attempt(app, 'wrong', '10.0.0.9');
      expect(early.statusCode).toBe(429);
      expect(early.json().message).toMatch(/Try again in \d+ seconds/);
      await throttleDelayPassed(app);
      expect((await attempt(app, passwords.admin, '10.0.1.1')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('counts a burst of parallel guesses atomically: never more than the limit get through', async () => {
    const app = await testApp({
      signIn: {
        maxFailuresPerAccountAndAddress: 5,
        maxFailuresPerAccount: 100,
        maxFailuresPerAddress: 100,
        windowSeconds: 900,
      },
    });
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => attempt(app, 'wrong')));
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 400)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    } finally {
      await app.close();
    }
  });

  it('limits failures per client address across accounts', async () => {
    const app = await testApp({ signIn: { maxFailuresPerAccount: 100, maxFailuresPerAddress: 3, windowSeconds: 900 } });
    try {
      for (const name of ['a', 'b', 'c']) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/v1/token',
          ...form({ grant_type: 'password', username: `${name}@example.com`, password: 'x' }),
        });
        expect(response.statusCode).toBe(400);
      }
      const limited = await app.inject({
        method: 'POST',
        url: '/api/v1/token',
        ...form({ grant_type: 'password', username: 'admin@example.com', password: passwords.admin }),
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/from your address/);
      const otherAddress = await app.inject({
        method: 'POST',
        url: '/api/v1/token',
        remoteAddress: '10.9.8.7',
        ...form({ grant_type: 'password', username: 'admin@example.com', password: passwords.admin }),
      });
      expect(otherAddress.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
