import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postStore, testApp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { users } from '../users/schema.ts';

/** Issue 9: a partner created a store in a data centre hidden from them and attached another partner. */
describe("a partner's store (issue 9)", () => {
  let app: App;
  let partner: Record<string, string>;
  let home: number;
  let hidden: number;
  let otherPartner: number;

  beforeAll(async () => {
    app = await testApp();
    const admin = await bearer(app, 'admin');
    partner = await bearer(app, 'partner');
    home = (await app.inject({ url: '/api/v1/data_centers', headers: partner })).json().content[0].id;
    const all = (await app.inject({ url: '/api/v1/data_centers?size=100', headers: admin })).json().content;
    hidden = all.find((dc: { id: number }) => dc.id !== home).id;
    const [row] = await app.ctx.db
      .insert(users)
      .values({ name: 'Other', username: 'other@example.com', passwordHash: 'x', role: 'PARTNER', dataCentreId: home })
      .returning({ id: users.id });
    otherPartner = row?.id ?? 0;
  });
  afterAll(() => app.close());

  it('goes in their own data centre: a hidden one is unknown', async () => {
    const response = await postStore(app, partner, 'Hidden Place', { dataCentre: { id: hidden } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'dataCentre', message: 'Unknown data center' }]);
  });

  it('lists only them as partner', async () => {
    const response = await postStore(app, partner, 'Shared Place', {
      dataCentre: { id: home },
      partnerUsers: [{ id: otherPartner }],
    });
    expect(response.statusCode).toBe(403);
    const own = await postStore(app, partner, 'Own Place', { dataCentre: { id: home } });
    expect(own.statusCode).toBe(201);
    expect(own.json().partnerUsers.map((p: { username: string }) => p.username)).toEqual(['partner@example.com']);
    expect(own.json().dataCentre.id).toBe(home);
  });
});
