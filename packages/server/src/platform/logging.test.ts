import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwords, testApp } from '../../test/helpers.ts';
import type { App } from '../app.ts';
import { users } from '../modules/users/schema.ts';

/** Everything the server's logger writes, as text. */
class Capture extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.text += chunk.toString();
    done();
  }
}

const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$SECRET-HASH-VALUE';

describe('secrets in the log (issue 9)', () => {
  let app: App;
  const log = new Capture();

  beforeAll(async () => {
    app = await testApp({}, { logStream: log });
  });
  afterAll(() => app.close());

  it('logs a failed query without its parameter values', async () => {
    const failure = await app.ctx.db
      .insert(users)
      .values({ username: 'admin@example.com', passwordHash: hash, role: 'SUPER_ADMIN', name: 'Copy' })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    // The attack: Drizzle's error carries the parameters, in its message and as a field.
    expect(String((failure as Error).message)).toContain('SECRET-HASH-VALUE');
    app.log.error({ err: failure }, 'request failed');
    expect(log.text).toContain('Failed query: insert into');
    expect(log.text).not.toContain('SECRET-HASH-VALUE');
  });

  it('redacts authorisation headers and secret fields at any depth', async () => {
    app.log.info(
      {
        req: { headers: { authorization: 'Bearer eyJ-LEAKED-TOKEN' } },
        body: {
          username: 'a',
          password: passwords.admin,
          nested: { clientSecret: 'LEAKED-SECRET', refresh_token: 'R1' },
        },
      },
      'incoming',
    );
    expect(log.text).toContain('incoming');
    for (const leaked of ['LEAKED-TOKEN', passwords.admin, 'LEAKED-SECRET', '"R1"']) {
      expect(log.text).not.toContain(leaked);
    }
  });

  it('a request that fails on the server leaves no credential in the log', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/v1/token',
      payload: `grant_type=password&username=admin%40example.com&password=${encodeURIComponent(passwords.admin)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: 'Basic Y29uc29sZTo=' },
    });
    expect(log.text).not.toContain(passwords.admin);
    expect(log.text).not.toContain('Y29uc29sZTo=');
  });
});
