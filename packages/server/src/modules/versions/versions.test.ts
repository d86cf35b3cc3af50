import { errorCodes, errorResponseSchema, versionPageSchema, versionSchema } from '@store-console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, empty } from '../../../test/api.ts';
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
    const history = await api(app, partner).get('/versions/history', versionPageSchema);
    expect(history.size).toBe(20);
    expect(history.content.map((v) => v.name)).toEqual(['4.125.0', '4.125.0-beta.1']);
    const search = await api(app, partner).get('/versions', versionSchema.array(), { query: { search: 'beta' } });
    expect(search.map((v) => v.name)).toEqual(['4.125.0-beta.1']);
  });

  it('sets release to now on create, ignores a sent release, and keeps it on update', async () => {
    const before = Date.now();
    const version = await api(app, admin).post('/versions', versionSchema, {
      status: 201,
      body: {
        name: '4.125.1',
        notes: 'https://docs.example.com/4.125.1',
        info: 'Patch',
        release: '2001-01-01T00:00:00Z',
      },
    });
    expect(Date.parse(version.release)).toBeGreaterThanOrEqual(before - 1000);
    expect(version.notes).toBe('docs.example.com/4.125.1');
    const updated = await api(app, admin).put('/versions', versionSchema, {
      body: {
        id: version.id,
        name: '4.125.1',
        notes: 'docs.example.com/4.125.1',
        info: 'Patch release',
        release: '2001-01-01T00:00:00Z',
      },
    });
    expect(updated).toMatchObject({ info: 'Patch release', release: version.release, modifiedBy: 'admin@example.com' });
    await api(app, admin).delete(`/versions/${version.id}`, empty, { status: 204 });
    const gone = await api(app, admin).get(`/versions/${version.id}`, errorResponseSchema, { status: 404 });
    expect(gone.code).toBe(errorCodes.notFound);
  });

  it('refuses version writes to a PARTNER', async () => {
    const as = api(app, partner);
    const forbidden = { status: 403 } as const;
    expect(await as.post('/versions', errorResponseSchema, { ...forbidden, body: { name: 'x' } })).toMatchObject({
      code: errorCodes.forbidden,
    });
    await as.put('/versions', errorResponseSchema, { ...forbidden, body: { id: 1, name: 'x' } });
    await as.delete('/versions/1', errorResponseSchema, forbidden);
    // The helper fails with the reply when the status is not the expected one.
    await expect(as.delete('/versions/1', empty)).rejects.toThrow(/expected 2xx, got 403: .*4031-forbidden/);
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
