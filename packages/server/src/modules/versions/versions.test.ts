import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, testApp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';

describe('versions and ERP types', () => {
  let app: App;
  let admin: { authorization: string };
  let partner: { authorization: string };
  beforeAll(async () => {
    app = await testApp();
    admin = await bearer(app, 'admin');
    partner = await bearer(app, 'partner');
  });
  afterAll(() => app.close());

  it('seeds the 4.125 line and pages the history with size 20', async () => {
    const history = (await app.inject({ url: '/api/v1/versions/history', headers: partner })).json();
    expect(history.size).toBe(20);
    expect(history.content.map((v: { name: string }) => v.name)).toEqual(['4.125.0', '4.125.0-beta.1']);
    const search = (await app.inject({ url: '/api/v1/versions?search=beta', headers: partner })).json();
    expect(search.map((v: { name: string }) => v.name)).toEqual(['4.125.0-beta.1']);
  });

  it('sets release to now on create, ignores a sent release, and keeps it on update', async () => {
    const before = Date.now();
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/versions',
      headers: admin,
      payload: {
        name: '4.125.1',
        notes: 'https://docs.example.com/4.125.1',
        info: 'Patch',
        release: '2001-01-01T00:00:00Z',
      },
    });
    expect(created.statusCode).toBe(201);
    const version = created.json();
    expect(Date.parse(version.release)).toBeGreaterThanOrEqual(before - 1000);
    expect(version.notes).toBe('docs.example.com/4.125.1');
    const updated = await app.inject({
      method: 'PUT',
      url: '/api/v1/versions',
      headers: admin,
      payload: {
        id: version.id,
        name: '4.125.1',
        notes: 'docs.example.com/4.125.1',
        info: 'Patch release',
        release: '2001-01-01T00:00:00Z',
      },
    });
    expect(updated.json()).toMatchObject({
      info: 'Patch release',
      release: version.release,
      modifiedBy: 'admin@example.com',
    });
    const deleted = await app.inject({ method: 'DELETE', url: `/api/v1/versions/${version.id}`, headers: admin });
    expect(deleted.statusCode).toBe(204);
    expect((await app.inject({ url: `/api/v1/versions/${version.id}`, headers: admin })).statusCode).toBe(404);
  });

  it('refuses version writes to a PARTNER', async () => {
    const post = await app.inject({
      method: 'POST',
      url: '/api/v1/versions',
      headers: partner,
      payload: { name: 'x' },
    });
    expect(post.statusCode).toBe(403);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/v1/versions',
      headers: partner,
      payload: { id: 1, name: 'x' },
    });
    expect(put.statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: '/api/v1/versions/1', headers: partner })).statusCode).toBe(403);
  });

  it('serves the supported ERP types with their versions, default size 10', async () => {
    const page = (await app.inject({ url: '/api/v1/erp_types', headers: partner })).json();
    expect(page.size).toBe(10);
    const byCode = Object.fromEntries(page.content.map((e: { code: string }) => [e.code, e]));
    expect(byCode.Sage_X3.erpTypeVersions.map((v: { name: string }) => v.name)).toEqual([
      'V6.5',
      'V7',
      'V8',
      'V9',
      'V10',
      'V11',
      'V12',
    ]);
    expect(byCode.MS_Dynamics_BC).toMatchObject({ name: 'Microsoft Dynamics 365 Business Central' });
    expect(byCode.MS_Dynamics_BC.erpTypeVersions.map((v: { name: string }) => v.name)).toEqual(['Wave 1 2021']);
    const one = await app.inject({ url: `/api/v1/erp_types/${byCode.Sage_300.id}`, headers: partner });
    expect(one.json().name).toBe('Sage 300');
  });
});
