import { agentApiPrefix, type FilterNode, type TableDescription } from '@store-console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/call.ts';
import { type PostgresTarget, pglitePostgres } from '../test/targets.ts';
import { x3Schema } from '../test/x3-fixture.ts';
import { keyMatches } from './app.ts';
import { type RunningAgent, startAgent } from './index.ts';
import { dialects } from './sql/dialect.ts';
import { FilterColumnError } from './sql/filter-compiler.ts';
import { countQuery, previewQuery } from './sql/select.ts';

/**
 * The agent as a hostile caller sees it (issue 14 attacker review): hidden schemas, names that
 * try to leave their schema, bodies that are missing, oversized or not JSON, and filters whose
 * columns and values try to become SQL in every dialect.
 */

const key = 'attack-key-0123456789abcdef';

describe('agent under attack', () => {
  let target: PostgresTarget;
  let agent: RunningAgent;

  beforeAll(async () => {
    target = await pglitePostgres();
    agent = await startAgent({ listen: { host: '127.0.0.1', port: 0 }, key, databases: { x3: target.database } });
  }, 60_000);

  afterAll(async () => {
    await agent?.close();
    await target?.drop();
  });

  const raw = (path: string, init: RequestInit = {}) =>
    fetch(`${agent.url}${agentApiPrefix}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${key}`, ...(init.headers as Record<string, string> | undefined) },
    });

  it('reads no table of a schema it does not list (system catalogues, information_schema)', async () => {
    const { body: listed } = await call<{ schemas: string[] }>(agent.url, key, 'GET', '/databases/x3/schemas');
    for (const [schema, table] of [
      ['pg_catalog', 'pg_class'],
      ['pg_catalog', 'pg_authid'],
      ['pg_catalog', 'pg_settings'],
      ['information_schema', 'tables'],
    ] as const) {
      expect(listed.schemas).not.toContain(schema);
      const base = `/databases/x3/schemas/${schema}/tables`;
      expect((await call(agent.url, key, 'GET', base)).status, base).toBe(404);
      expect((await call(agent.url, key, 'GET', `${base}/${table}`)).status, table).toBe(404);
      const preview = await call<{ rows?: unknown[] }>(agent.url, key, 'POST', `${base}/${table}/preview`, {});
      expect(preview.status, `${table} preview`).toBe(404);
      expect(preview.body.rows).toBeUndefined();
      expect((await call(agent.url, key, 'POST', `${base}/${table}/count`, {})).status, `${table} count`).toBe(404);
    }
  });

  it('finds a table only in the schema named, whatever the name holds', async () => {
    expect((await call(agent.url, key, 'GET', `/databases/x3/schemas/public/tables/ITMMASTER`)).status).toBe(404);
    for (const name of ['..', '.', '../SEED', 'SEED".ITMMASTER', "ITMMASTER' OR '1'='1", 'ITMMASTER;--', '%2e%2e']) {
      const segment = encodeURIComponent(name);
      // '.' and '..' are dot segments a URL client resolves away: the path then names no table (400) or none known.
      const described = await call(agent.url, key, 'GET', `/databases/x3/schemas/${x3Schema}/tables/${segment}`);
      expect([400, 404], name).toContain(described.status);
      expect(described.body).not.toHaveProperty('columns');
      const inSchema = await call(agent.url, key, 'GET', `/databases/x3/schemas/${segment}/tables`);
      expect([400, 404], name).toContain(inSchema.status);
      expect(inSchema.body).not.toHaveProperty('tables');
    }
    const nul = await raw(`/databases/x3/schemas/${x3Schema}/tables/ITM%00MASTER`);
    expect(nul.status).toBe(400);
    const unknownDb = await raw('/databases/..%2Fx3/schemas');
    expect(unknownDb.status).toBe(404);
  });

  it('takes names up to 128 characters, also when percent-encoding makes them longer', async () => {
    for (const name of ['T'.repeat(128), 'Ö'.repeat(128)]) {
      const path = `/databases/x3/schemas/${x3Schema}/tables/${encodeURIComponent(name)}`;
      const answer = await call<{ message: string }>(agent.url, key, 'GET', path);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toContain('Unknown table');
    }
  });

  it('answers a missing, oversized, malformed or non-JSON body in the one error shape', async () => {
    const preview = `/databases/x3/schemas/${x3Schema}/tables/ITMMASTER/preview`;
    const none = await raw(preview, { method: 'POST' });
    expect(none.status).toBe(200);
    for (const [init, status] of [
      [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"filter":' }, 400],
      [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: '' }, 400],
      [{ method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'filter' }, 400],
      [{ method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<filter/>' }, 415],
      [
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"x":"${'a'.repeat(2_000_000)}"}` },
        413,
      ],
      [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"limit":100000}' }, 400],
      [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"__proto__":{"limit":1}}' }, 400],
    ] as [RequestInit, number][]) {
      const response = await raw(preview, init);
      expect(response.status, String(init.body).slice(0, 30)).toBe(status);
      const body = (await response.json()) as { status: number; code: string; message: string };
      expect(body.status).toBe(status);
      expect(typeof body.code).toBe('string');
      expect(body.message).not.toContain('aaaa');
    }
  });

  it('refuses a deep or huge filter tree and a column the table does not have', async () => {
    const preview = `/databases/x3/schemas/${x3Schema}/tables/ITMMASTER/preview`;
    const depth = 50_000;
    const deep = `{"filter":${'{"not":'.repeat(depth)}{"column":"ROWID","op":"IS NULL"}${'}'.repeat(depth)}}`;
    const response = await raw(preview, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: deep,
    });
    expect(response.status).toBe(400);
    const values = Array.from({ length: 10_000 }, (_, i) => i);
    expect(
      (await call(agent.url, key, 'POST', preview, { filter: { column: 'ROWID', op: 'IN', values } })).status,
    ).toBe(400);
    const hostile = await call<{ message: string }>(agent.url, key, 'POST', preview, {
      filter: { column: 'ROWID" = 1 OR "1', op: 'IS NULL' },
    });
    expect(hostile.status).toBe(400);
    expect(hostile.body.message).toContain('Unknown column');
  });

  it('keeps the key compare exact for every length', () => {
    expect(keyMatches(`Bearer ${key}`, key)).toBe(true);
    for (const presented of [
      undefined,
      '',
      'Bearer ',
      `Bearer ${key} `,
      `bearer ${key}`,
      `Bearer ${key.slice(0, -1)}`,
      key,
    ]) {
      expect(keyMatches(presented, key), String(presented)).toBe(false);
    }
  });
});

describe('filter compilation with hostile names and values, every dialect', () => {
  const hostileColumns = ['A"B', 'A]B', 'A`B', "A'B", 'A;DROP TABLE X;--', 'A B'];
  const table: TableDescription = {
    name: 'T"]`;--',
    columns: hostileColumns.map((name, i) => ({ name, type: 'text', nullable: true, primaryKey: i === 0 })),
    primaryKey: ['A"B'],
  };
  const value = "x' OR '1'='1";

  for (const [name, dialect] of Object.entries(dialects)) {
    it(`${name}: names stay one quoted identifier, values only parameters`, () => {
      const filter: FilterNode = {
        or: hostileColumns.map((column) => ({ column, op: '=', value }) as FilterNode),
      };
      for (const query of [
        previewQuery(dialect, { schema: 'S"]`', table }, filter, 10),
        countQuery(dialect, { schema: 'S"]`', table }, filter),
      ]) {
        expect(query.text).not.toContain(value);
        expect(query.values.filter((v) => v === value)).toHaveLength(hostileColumns.length);
        for (const column of hostileColumns) expect(query.text).toContain(dialect.quote(column));
        // With every quoted identifier taken out, no quote character of the dialect is left over.
        let rest = query.text;
        for (const text of [...hostileColumns, table.name, 'S"]`', 'count'])
          rest = rest.split(dialect.quote(text)).join('');
        expect(rest).not.toMatch(/[;`]|--/);
      }
      expect(() => dialect.quote('A\u0000B')).toThrow();
      expect(() => previewQuery(dialect, { schema: 'S', table }, { column: 'nope', op: 'IS NULL' }, 10)).toThrow(
        FilterColumnError,
      );
    });
  }
});
