import { dataCentrePageSchema } from '@store-console/contract';
import { notInArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api.ts';
import { bearer, testApp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { demoDataCentres } from '../../seed.ts';
import { dataCentres } from './schema.ts';

const valid = {
  code: 'SA-GRU',
  name: 'Sao Paulo',
  countryCode: 'br',
  region: 'South America',
  dbInstance: 'pg-sa-gru-01',
  dbHost: 'db.sa-gru.internal',
  dnsRecordSet: 'sa-gru.stores.example.com',
  endpoint: 'https://sa-gru.stores.example.com',
};

describe('data centres', () => {
  let app: App;
  let admin: { authorization: string };
  let partner: { authorization: string };
  beforeAll(async () => {
    app = await testApp();
    admin = await bearer(app, 'admin');
    partner = await bearer(app, 'partner');
  });
  // Each test starts from the five seeded data centres, whatever the tests before it created.
  afterEach(async () => {
    await app.ctx.db.delete(dataCentres).where(
      notInArray(
        dataCentres.code,
        demoDataCentres.map((dc) => dc.code),
      ),
    );
  });
  afterAll(() => app.close());

  it('lists the seeded data centres with paging figures, default sort id DESC', async () => {
    const page = await api(app, admin).get('/data_centers', dataCentrePageSchema, { query: { page: 0, size: 2 } });
    expect(page).toMatchObject({ totalElements: 5, totalPages: 3, size: 2, number: 0, numberOfElements: 2 });
    expect(page.isFirst).toBe(true);
    expect(page.isLast).toBe(false);
    expect(page.sort).toEqual({ field: 'id', direction: 'DESC' });
    expect(page.content[0]?.id).toBeGreaterThan(page.content[1]?.id ?? 0);
    const last = await api(app, admin).get('/data_centers', dataCentrePageSchema, { query: { page: 2, size: 2 } });
    expect(last.numberOfElements).toBe(1);
    expect(last.isLast).toBe(true);
  });

  it('sorts by each sortable column in both directions', async () => {
    const names = async (sort: string) =>
      (await app.inject({ url: `/api/v1/data_centers?sort=${sort}`, headers: admin }))
        .json()
        .content.map((dc: { name: string }) => dc.name);
    expect(await names('name,ASC')).toEqual(['Dublin', 'Frankfurt', 'Johannesburg', 'Sydney', 'Virginia']);
    expect(await names('name,desc')).toEqual(['Virginia', 'Sydney', 'Johannesburg', 'Frankfurt', 'Dublin']);
    expect(await names('countryCode,ASC')).toEqual(['Sydney', 'Frankfurt', 'Dublin', 'Virginia', 'Johannesburg']);
    const bad = await app.inject({ url: '/api/v1/data_centers?sort=passwordHash,ASC', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('sort');
  });

  it('searches code, name, region and country case-insensitively, wildcards taken literally', async () => {
    const search = async (q: string) =>
      (await app.inject({ url: `/api/v1/data_centers?search=${encodeURIComponent(q)}`, headers: admin })).json();
    expect((await search('europe')).totalElements).toBe(2);
    expect((await search('syd')).content[0].code).toBe('AP-SYD');
    expect((await search('%')).totalElements).toBe(0);
  });

  it('creates with audit fields set by the server, reads it back, and refuses a duplicate code', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/v1/data_centers', headers: admin, payload: valid });
    expect(created.statusCode).toBe(201);
    const dc = created.json();
    expect(dc).toMatchObject({ code: 'SA-GRU', countryCode: 'BR', createdBy: 'admin@example.com', modifiedBy: null });
    expect(Date.parse(dc.createdDate)).toBeGreaterThan(Date.now() - 60_000);
    const read = await app.inject({ url: `/api/v1/data_centers/${dc.id}`, headers: admin });
    expect(read.json()).toEqual(dc);
    const duplicate = await app.inject({
      method: 'POST',
      url: '/api/v1/data_centers',
      headers: admin,
      payload: { ...valid, code: 'sa-gru' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('A data center with code sa-gru already exists');
  });

  it('updates fields with modifiedBy and keeps the code immutable', async () => {
    const dc = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/data_centers',
        headers: admin,
        payload: { ...valid, code: 'UPD' },
      })
    ).json();
    const updated = await app.inject({
      method: 'PUT',
      url: '/api/v1/data_centers',
      headers: admin,
      payload: { ...valid, id: dc.id, code: 'UPD', name: 'Sao Paulo 2' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Sao Paulo 2',
      modifiedBy: 'admin@example.com',
      createdBy: 'admin@example.com',
    });
    expect(updated.json().modifiedDate).not.toBeNull();
    const recode = await app.inject({
      method: 'PUT',
      url: '/api/v1/data_centers',
      headers: admin,
      payload: { ...valid, id: dc.id, code: 'OTHER' },
    });
    expect(recode.statusCode).toBe(400);
    expect(recode.json().details).toEqual([{ path: 'code', message: 'The code cannot be changed' }]);
    const missing = await app.inject({
      method: 'PUT',
      url: '/api/v1/data_centers',
      headers: admin,
      payload: { ...valid, id: 99999, code: undefined },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes a data centre, and refuses while operators belong to it', async () => {
    const dc = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/data_centers',
        headers: admin,
        payload: { ...valid, code: 'DEL' },
      })
    ).json();
    const deleted = await app.inject({ method: 'DELETE', url: `/api/v1/data_centers/${dc.id}`, headers: admin });
    expect(deleted.statusCode).toBe(204);
    expect((await app.inject({ url: `/api/v1/data_centers/${dc.id}`, headers: admin })).statusCode).toBe(404);
    const home = (await app.inject({ url: '/api/v1/data_centers?search=EU-FRA', headers: admin })).json().content[0];
    const refused = await app.inject({ method: 'DELETE', url: `/api/v1/data_centers/${home.id}`, headers: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Frankfurt still has 2 operator\(s\)/);
  });

  it('answers 400 with field details for each class of bad input, writing nothing', async () => {
    const before = (await app.inject({ url: '/api/v1/data_centers', headers: admin })).json().totalElements;
    const post = (payload: string, type = 'application/json') =>
      app.inject({ method: 'POST', url: '/api/v1/data_centers', headers: { ...admin, 'content-type': type }, payload });
    const empty = await post(JSON.stringify({ ...valid, name: '  ', code: 'E1' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toContainEqual({ path: 'name', message: 'Required' });
    const wrongType = await post(JSON.stringify({ ...valid, code: 'E2', region: 42 }));
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().details[0].path).toBe('region');
    const unknown = await post(JSON.stringify({ ...valid, code: 'E3', createdBy: 'mallory' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0].path).toBe('createdBy');
    const country = await post(JSON.stringify({ ...valid, code: 'E4', countryCode: 'Germany' }));
    expect(country.json().details).toContainEqual({
      path: 'countryCode',
      message: 'Two-letter country code (ISO 3166-1), e.g. DE',
    });
    const malformed = await post('{"code": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ status: 400, code: '4000-validation', message: 'Malformed JSON body' });
    const huge = await post(JSON.stringify({ ...valid, code: 'E5', name: 'x'.repeat(2 * 1024 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ status: 413, message: 'Request body is too large' });
    const xml = await post('<dc/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json().status).toBe(415);
    const badId = await app.inject({ url: '/api/v1/data_centers/abc', headers: admin });
    expect(badId.statusCode).toBe(400);
    const after = (await app.inject({ url: '/api/v1/data_centers', headers: admin })).json().totalElements;
    expect(after).toBe(before);
  });

  it('gives a PARTNER only their own data centre and 403 on every write', async () => {
    const list = (await app.inject({ url: '/api/v1/data_centers', headers: partner })).json();
    expect(list.totalElements).toBe(1);
    expect(list.content[0].code).toBe('EU-FRA');
    const all = (await app.inject({ url: '/api/v1/data_centers?size=100', headers: admin })).json().content;
    const other = all.find((dc: { code: string }) => dc.code === 'US-VA');
    expect((await app.inject({ url: `/api/v1/data_centers/${other.id}`, headers: partner })).statusCode).toBe(404);
    const create = await app.inject({
      method: 'POST',
      url: '/api/v1/data_centers',
      headers: partner,
      payload: { ...valid, code: 'P1' },
    });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toMatchObject({ status: 403, code: '4031-forbidden' });
    const update = await app.inject({
      method: 'PUT',
      url: '/api/v1/data_centers',
      headers: partner,
      payload: { ...valid, id: other.id, code: 'US-VA' },
    });
    expect(update.statusCode).toBe(403);
    const remove = await app.inject({ method: 'DELETE', url: `/api/v1/data_centers/${other.id}`, headers: partner });
    expect(remove.statusCode).toBe(403);
    expect((await app.inject({ url: `/api/v1/data_centers/${other.id}`, headers: admin })).statusCode).toBe(200);
  });

  it('serves real dashboard figures to a SUPER_ADMIN only', async () => {
    const summary = await app.inject({ url: '/api/v1/dashboard/summary', headers: admin });
    expect(summary.statusCode).toBe(200);
    const body = summary.json();
    const total = (await app.inject({ url: '/api/v1/data_centers', headers: admin })).json().totalElements;
    expect(body.dataCentres.total).toBe(total);
    expect(body.dataCentres.byRegion).toContainEqual({ key: 'Europe', count: 2 });
    expect(body.operators.byRole).toEqual([
      { key: 'PARTNER', count: 1 },
      { key: 'SUPER_ADMIN', count: 1 },
    ]);
    expect((await app.inject({ url: '/api/v1/dashboard/summary', headers: partner })).statusCode).toBe(403);
  });
});
