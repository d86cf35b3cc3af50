import { operatorPageSchema } from '@store-console/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../../test/api.ts';
import { bearer, signIn, testApp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { readOutbox } from '../../platform/outbox.ts';
import { registerOperatorJobs } from './jobs.ts';

type Operator = { id: number; statusType: string; logs: { text: string }[]; role: string; username: string };

/** The operator once its job settled it, or null once it is gone. */
function settle(app: App, headers: { authorization: string }, id: number): Promise<Operator | null> {
  return vi.waitFor(
    async () => {
      const response = await app.inject({ url: `/api/v1/users/${id}`, headers });
      if (response.statusCode === 404) return null;
      const operator: Operator = response.json();
      if (operator.statusType.endsWith('ING')) throw new Error(`operator ${id} still ${operator.statusType}`);
      return operator;
    },
    { timeout: 15_000, interval: 100 },
  );
}

const newOperator = {
  name: 'Olga Operator',
  username: 'Olga@Example.com',
  password: 'olga-password',
  password2: 'olga-password',
  phone: '+44 20 7946 0000',
  role: 'PARTNER',
  dataCentre: null,
};

describe('operators', () => {
  let app: App;
  let admin: { authorization: string };
  let partner: { authorization: string };
  beforeAll(async () => {
    app = await testApp();
    await registerOperatorJobs(app.ctx, { work: true });
    admin = await bearer(app, 'admin');
    partner = await bearer(app, 'partner');
  });
  afterAll(() => app.close());

  it('lists operators with defaults size 100 and id DESC, and searches', async () => {
    const page = await api(app, admin).get('/users', operatorPageSchema);
    expect(page).toMatchObject({ size: 100, number: 0, sort: { field: 'id', direction: 'DESC' } });
    // Other tests add operators: the seeded two come last, and every id is below the one before.
    const ids = page.content.map((o) => o.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(page.content.slice(-2).map((o) => o.username)).toEqual(['partner@example.com', 'admin@example.com']);
    const found = await api(app, admin).get('/users', operatorPageSchema, { query: { search: 'ada' } });
    expect(found.content.map((o) => o.username)).toEqual(['admin@example.com']);
  });

  it('creates an operator through a real job: CREATING, verification mail, then CREATED; the new operator signs in', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/v1/users', headers: admin, payload: newOperator });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      statusType: 'CREATING',
      username: 'olga@example.com',
      createdBy: 'admin@example.com',
    });
    const settled = await settle(app, admin, created.json().id);
    expect(settled?.statusType).toBe('CREATED');
    expect(settled?.logs.map((l) => l.text)).toEqual([
      'Creation requested by admin@example.com',
      'Identity provisioned: password set, sign-in enabled',
      'Verification email sent to olga@example.com',
      'Operator created',
    ]);
    const mails = await readOutbox<{ to: string; text: string }>(app.ctx.config.dataDir, 'mail');
    expect(
      mails.some((m) => m.to === 'olga@example.com' && m.text.includes('/api/v1/identity/email/verify?token=')),
    ).toBe(true);
    expect((await signIn(app, 'olga@example.com', 'olga-password')).access_token).toBeTruthy();
    const duplicate = await app.inject({ method: 'POST', url: '/api/v1/users', headers: admin, payload: newOperator });
    expect(duplicate.statusCode).toBe(409);
  });

  it("enforces the form's rules with its messages", async () => {
    const post = (payload: object) => app.inject({ method: 'POST', url: '/api/v1/users', headers: admin, payload });
    const bad = await post({ ...newOperator, name: '', username: 'not-an-email', password2: 'other' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Required' },
        { path: 'username', message: 'Invalid email address' },
      ]),
    );
    const mismatch = await post({ ...newOperator, username: 'x@example.com', password2: 'other-password' });
    expect(mismatch.json().details).toEqual([{ path: 'password2', message: 'Passwords dont match' }]);
    const noPassword = await post({ ...newOperator, username: 'y@example.com', password: '', password2: '' });
    expect(noPassword.json().details).toContainEqual({ path: 'password', message: 'Required' });
    const serviceAccount = await post({ ...newOperator, username: 'z@example.com', role: 'SERVICE_ACCOUNT' });
    expect(serviceAccount.statusCode).toBe(400);
  });

  it('creates an operator without the confirmation, which exists only on the form', async () => {
    const { password2: _confirmation, ...withoutConfirmation } = newOperator;
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: admin,
      payload: { ...withoutConfirmation, username: 'no-confirmation@example.com' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ username: 'no-confirmation@example.com', statusType: 'CREATING' });
  });

  it('revokes the sessions of a demoted operator at once', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: admin,
      payload: { ...newOperator, username: 'boss@example.com', role: 'SUPER_ADMIN' },
    });
    const id = created.json().id;
    await settle(app, admin, id);
    const tokens = await signIn(app, 'boss@example.com', 'olga-password');
    const theirs = { authorization: `Bearer ${tokens.access_token}` };
    expect((await app.inject({ url: '/api/v1/users', headers: theirs })).statusCode).toBe(200);
    const demote = await app.inject({
      method: 'PUT',
      url: '/api/v1/users',
      headers: admin,
      payload: { ...newOperator, id, username: 'boss@example.com', password: '', password2: '', role: 'PARTNER' },
    });
    expect(demote.statusCode).toBe(200);
    expect(demote.json().statusType).toBe('UPDATING');
    expect((await app.inject({ url: '/api/v1/users', headers: theirs })).statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/v1/oauth2/token',
      payload: `grant_type=refresh_token&refresh_token=${tokens.refresh_token}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from('console:').toString('base64')}`,
      },
    });
    expect(refresh.statusCode).toBe(400);
    expect((await settle(app, admin, id))?.statusType).toBe('UPDATED');
  });

  it('lets a PARTNER read and edit only their own record, with role and data centre fixed', async () => {
    const me = (await app.inject({ url: '/api/v1/users', headers: partner })).json();
    expect(me.totalElements).toBe(1);
    const self = me.content[0];
    expect((await app.inject({ url: '/api/v1/users/1', headers: partner })).statusCode).toBe(403);
    const base = {
      id: self.id,
      name: 'Pat P.',
      username: self.username,
      phone: null,
      role: 'PARTNER',
      dataCentre: self.dataCentre,
    };
    const ok = await app.inject({ method: 'PUT', url: '/api/v1/users', headers: partner, payload: base });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().name).toBe('Pat P.');
    const promote = await app.inject({
      method: 'PUT',
      url: '/api/v1/users',
      headers: partner,
      payload: { ...base, role: 'SUPER_ADMIN' },
    });
    expect(promote.statusCode).toBe(403);
    const move = await app.inject({
      method: 'PUT',
      url: '/api/v1/users',
      headers: partner,
      payload: { ...base, dataCentre: { id: 3 } },
    });
    expect(move.statusCode).toBe(403);
    const other = await app.inject({
      method: 'PUT',
      url: '/api/v1/users',
      headers: partner,
      payload: { ...base, id: 1 },
    });
    expect(other.statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/users', headers: partner, payload: newOperator })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: '/api/v1/users/1', headers: partner })).statusCode).toBe(403);
    const partners = (await app.inject({ url: '/api/v1/users/role/PARTNER', headers: partner })).json();
    expect(partners.map((o: Operator) => o.id)).toEqual([self.id]);
    await settle(app, admin, self.id);
  });

  it('deletes an operator: DELETING ends their sessions, then the identity is gone', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: admin,
      payload: { ...newOperator, username: 'gone@example.com' },
    });
    const id = created.json().id;
    await settle(app, admin, id);
    const tokens = await signIn(app, 'gone@example.com', 'olga-password');
    const removed = await app.inject({ method: 'DELETE', url: `/api/v1/users/${id}`, headers: admin });
    expect(removed.statusCode).toBe(202);
    const theirs = { authorization: `Bearer ${tokens.access_token}` };
    expect((await app.inject({ url: '/api/v1/configs', headers: theirs })).statusCode).toBe(401);
    expect(await settle(app, admin, id)).toBeNull();
    const self = await app.inject({ method: 'DELETE', url: '/api/v1/users/1', headers: admin });
    expect(self.statusCode).toBe(409);
  });

  it('keeps the partner list to PARTNER operators', async () => {
    const partners = (await app.inject({ url: '/api/v1/users/role/PARTNER', headers: admin })).json();
    expect(partners.length).toBeGreaterThan(0);
    expect(partners.every((o: Operator) => o.role === 'PARTNER')).toBe(true);
  });
});
