import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, testApp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { readOutbox } from '../../platform/outbox.ts';
import { users } from '../users/schema.ts';

/** Issue 9: POST /identity/sms/send sent 50 texts to 50 numbers in 0.8 s. */
describe('SMS cost abuse (issue 9)', () => {
  let app: App;

  beforeAll(async () => {
    app = await testApp({
      sms: {
        providerUrl: undefined,
        token: undefined,
        limits: { perOperator: 5, perNumber: 2, perInstallation: 8 },
      },
    });
    await app.ctx.db.update(users).set({ emailVerified: true });
  });
  afterAll(() => app.close());

  const send = (headers: Record<string, string>, phone: string) =>
    app.inject({ method: 'POST', url: '/api/v1/identity/sms/send', headers, payload: { phone } });
  const sent = async () => (await readOutbox(app.ctx.config.dataDir, 'sms')).length;

  it('limits texts per operator: a burst to 50 numbers sends 5', async () => {
    const admin = await bearer(app, 'admin');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => send(admin, `+353 1 ${String(1_000_000 + i)}`)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(refused?.json()).toMatchObject({ status: 429, code: '4291-rate-limited' });
    expect(refused?.json().message).toMatch(/Too many text messages for your account/);
    expect(await sent()).toBe(5);
  });

  it('limits texts per number and per installation across operators', async () => {
    const partner = await bearer(app, 'partner');
    expect((await send(partner, '+353 1 3000000')).statusCode).toBe(200);
    expect((await send(partner, '+353 1 3000000')).statusCode).toBe(200);
    const sameNumber = await send(partner, '+353 (1) 3000000');
    expect(sameNumber.statusCode).toBe(429);
    expect(sameNumber.json().message).toMatch(/to this number/);
    expect((await send(partner, '+353 1 2000000')).statusCode).toBe(200);
    const busy = await send(partner, '+353 1 2000001');
    expect(busy.statusCode).toBe(429);
    expect(busy.json().message).toMatch(/from this installation/);
    expect(await sent()).toBe(8);
  });
});
