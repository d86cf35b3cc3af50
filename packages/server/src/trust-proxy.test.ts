import { describe, expect, it } from 'vitest';
import { form, passwords, testApp } from '../test/helpers.ts';
import type { App } from './app.ts';

function signInFrom(app: App, forwardedFor: string, password: string) {
  const body = form({ grant_type: 'password', username: 'admin@example.com', password });
  return app.inject({
    method: 'POST',
    url: '/api/v1/token',
    ...body,
    headers: { ...body.headers, 'x-forwarded-for': forwardedFor },
  });
}

/** Five wrong passwords from one client address, then the right one from another: the answers. */
async function guessThenSignIn(app: App) {
  const wrong: number[] = [];
  for (let i = 0; i < 5; i++) wrong.push((await signInFrom(app, '203.0.113.5', 'wrong-password')).statusCode);
  const sameAddress = (await signInFrom(app, '203.0.113.5', passwords.admin)).statusCode;
  const otherAddress = (await signInFrom(app, '203.0.113.6', passwords.admin)).statusCode;
  return { wrong, sameAddress, otherAddress };
}

// Behind a load balancer every request comes from its address: the sign-in limits per client
// address need the address it forwards, and only when told to believe it.
describe('client address behind a load balancer', { timeout: 120_000 }, () => {
  const signIn = { maxFailuresPerAccount: 20, maxFailuresPerAddress: 20, windowSeconds: 900 };

  it('with TRUST_PROXY, limits each forwarded client address on its own', async () => {
    const app = await testApp({ trustProxy: ['127.0.0.1'], signIn });
    try {
      expect(await guessThenSignIn(app)).toEqual({
        wrong: [400, 400, 400, 400, 400],
        sameAddress: 429,
        otherAddress: 200,
      });
    } finally {
      await app.close();
    }
  });

  it('without it, ignores X-Forwarded-For: a guesser cannot pose as another address', async () => {
    const app = await testApp({ signIn });
    try {
      expect(await guessThenSignIn(app)).toEqual({
        wrong: [400, 400, 400, 400, 400],
        sameAddress: 429,
        otherAddress: 429,
      });
    } finally {
      await app.close();
    }
  });
});
