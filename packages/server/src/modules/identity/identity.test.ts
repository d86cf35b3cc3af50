import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, passwords, signIn, testApp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { readOutbox } from '../../platform/outbox.ts';
import { users } from '../users/schema.ts';
import { totpCode } from './totp.ts';

type Mail = { to: string; text: string };
type Sms = { to: string; text: string };

describe('two-factor sign-in and enrolment', () => {
  let app: App;
  beforeAll(async () => {
    app = await testApp();
    // The seed marks demo operators verified; start this one unverified to walk the whole path.
    await app.ctx.db.update(users).set({ emailVerified: false });
  });
  afterAll(() => app.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });

  async function passwordStep(deviceToken?: string) {
    const response = await post('/identity/sign-in', {
      username: 'partner@example.com',
      password: passwords.partner,
      ...(deviceToken ? { deviceToken } : {}),
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  async function token(ipAccessToken?: string) {
    return app.inject({
      method: 'POST',
      url: '/api/v1/token',
      ...form({
        grant_type: 'password',
        username: 'partner@example.com',
        password: passwords.partner,
        ...(ipAccessToken ? { ipAccessToken } : {}),
      }),
    });
  }

  let headers: Record<string, string>;
  let totpSecret: string;
  let recovery: string[];

  it('signs in without a second factor while none is enrolled', async () => {
    const step = await passwordStep();
    expect(step.status).toBe('OK');
    const tokens = await token(step.ipAccessToken);
    expect(tokens.statusCode).toBe(200);
    headers = { authorization: `Bearer ${tokens.json().access_token}` };
  });

  it('asks to verify the email first, and the mailed link verifies it', async () => {
    const refused = await post('/identity/totp/secret', {}, headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Need to verify email first before enrolling second factors.');
    const mails = await readOutbox<Mail>(app.ctx.config.dataDir, 'mail');
    const link = mails.at(-1)?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeTruthy();
    const url = new URL(link ?? '');
    const verified = await app.inject({ url: `${url.pathname}${url.search}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.body).toContain('Email verified');
    const again = await app.inject({ url: `${url.pathname}${url.search}` });
    expect(again.statusCode).toBe(400);
    const status = (await app.inject({ url: '/api/v1/identity/mfa', headers })).json();
    expect(status).toMatchObject({ emailVerified: true, factors: [], maxFactors: 2 });
  });

  it('enrols an authenticator app with a computed TOTP code and returns ten recovery codes', async () => {
    const secret = await post('/identity/totp/secret', {}, headers);
    expect(secret.statusCode).toBe(200);
    expect(secret.json().label).toBe('Store Console');
    expect(secret.json().otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(secret.json().qrCode).toMatch(/^data:image\/png;base64,/);
    totpSecret = secret.json().secret;
    const wrong = await post('/identity/totp/enrol', { code: '000000' }, headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('2FA Verification Code is incorrect or expired.');
    const code = await totpCode(totpSecret, Date.now() / 1000);
    const ok = await post('/identity/totp/enrol', { code }, headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Successfully Enrolled for 2FA.');
    recovery = ok.json().recoveryCodes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    const twice = await post('/identity/totp/secret', {}, headers);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('2FA has been enrolled for this account.');
  });

  it('enrols a phone with the SMS code from the outbox', async () => {
    const sent = await post('/identity/sms/send', { phone: '+353 1 7654321' }, headers);
    expect(sent.statusCode).toBe(200);
    const sms = (await readOutbox<Sms>(app.ctx.config.dataDir, 'sms')).at(-1);
    expect(sms?.to).toBe('+353 1 7654321');
    const code = sms?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    const ok = await post('/identity/sms/enrol', { code }, headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().recoveryCodes).toBeUndefined();
    const reuse = await post('/identity/sms/enrol', { code }, headers);
    expect(reuse.statusCode).toBe(409);
    const status = (await app.inject({ url: '/api/v1/identity/mfa', headers })).json();
    expect(status.factors.map((f: { type: string }) => f.type)).toEqual(['TOTP', 'SMS']);
    expect(status.recoveryCodesRemaining).toBe(10);
  });

  it('now requires the second factor: no token without the proof', async () => {
    const step = await passwordStep();
    expect(step).toMatchObject({ status: 'MFA_REQUIRED', message: 'mfa-required' });
    expect(step.factors.map((f: { type: string }) => f.type)).toEqual(['TOTP', 'SMS']);
    const refused = await token();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'mfa-required', reason: 'MFA_REQUIRED', error: 'invalid_grant' });
  });

  let deviceToken: string;
  it('verifies a TOTP code once (no replay), then signs in; a bad code is refused', async () => {
    const step = await passwordStep();
    const bad = await post('/identity/mfa/verify', { mfaToken: step.mfaToken, method: 'TOTP', code: '123456' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid or Expired Verification Code');
    // A fresh step so the enrolment's own step cannot collide.
    const now = Date.now() / 1000 + 30;
    const code = await totpCode(totpSecret, now);
    const ok = await post('/identity/mfa/verify', { mfaToken: step.mfaToken, method: 'TOTP', code });
    expect(ok.statusCode).toBe(200);
    deviceToken = ok.json().deviceToken;
    expect((await token(ok.json().ipAccessToken)).statusCode).toBe(200);
    const replay = await post('/identity/mfa/verify', { mfaToken: step.mfaToken, method: 'TOTP', code });
    expect(replay.statusCode).toBe(400);
  });

  it('verifies an SMS code, single use', async () => {
    const step = await passwordStep();
    const smsFactor = step.factors.find((f: { type: string }) => f.type === 'SMS');
    await post('/identity/mfa/sms', { mfaToken: step.mfaToken, factorId: smsFactor.id });
    const code = (await readOutbox<Sms>(app.ctx.config.dataDir, 'sms')).at(-1)?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    const ok = await post('/identity/mfa/verify', {
      mfaToken: step.mfaToken,
      method: 'SMS',
      factorId: smsFactor.id,
      code,
    });
    expect(ok.statusCode).toBe(200);
    const again = await post('/identity/mfa/verify', {
      mfaToken: step.mfaToken,
      method: 'SMS',
      factorId: smsFactor.id,
      code,
    });
    expect(again.statusCode).toBe(400);
  });

  it('skips the second factor for a remembered device, decided by the server', async () => {
    const remembered = await passwordStep(deviceToken);
    expect(remembered.status).toBe('OK');
    const forged = await passwordStep('made-up-device-token');
    expect(forged.status).toBe('MFA_REQUIRED');
  });

  it('accepts each recovery code once', async () => {
    const step = await passwordStep();
    const first = recovery[0] ?? '';
    const ok = await post('/identity/mfa/verify', { mfaToken: step.mfaToken, method: 'RECOVERY', code: first });
    expect(ok.statusCode).toBe(200);
    const again = await post('/identity/mfa/verify', { mfaToken: step.mfaToken, method: 'RECOVERY', code: first });
    expect(again.statusCode).toBe(400);
  });

  it('limits wrong codes with 429', async () => {
    const step = await passwordStep();
    let last = 0;
    for (let i = 0; i < 6; i++) {
      last = (await post('/identity/mfa/verify', { mfaToken: step.mfaToken, method: 'TOTP', code: '000000' }))
        .statusCode;
    }
    expect(last).toBe(429);
  });

  it('requires a recent sign-in to enrol', async () => {
    // A live session whose sign-in is an hour old.
    const live = decodeJwt((await signIn(app, 'admin@example.com', passwords.admin)).access_token);
    const old = await app.ctx.signer.sign({
      userId: 1,
      username: 'admin@example.com',
      role: 'SUPER_ADMIN',
      sessionVersion: 0,
      sessionId: String(live.sid),
      authTime: Math.floor(Date.now() / 1000) - 3600,
    });
    const refused = await post('/identity/totp/secret', {}, { authorization: `Bearer ${old}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Need to verify email first before enrolling second factors.');
    await app.ctx.db.update(users).set({ emailVerified: true });
    const reauth = await post('/identity/totp/secret', {}, { authorization: `Bearer ${old}` });
    expect(reauth.statusCode).toBe(403);
    expect(reauth.json().message).toBe('Re-authentication required to enrolled for 2FA.');
  });
});
