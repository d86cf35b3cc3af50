import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AgentExtraction } from '@store-console/contract';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../../test/call.ts';
import { allLines, fetchChunk, finished, lineText, sha256 } from '../../test/extraction.ts';
import { mysqlAnswers, realMysql } from '../../test/mysql-target.ts';
import { pglitePostgres, postgresAnswers, realPostgres } from '../../test/targets.ts';
import { x3Schema } from '../../test/x3-fixture.ts';
import type { AgentDatabaseConfig } from '../config.ts';
import { type RunningAgent, startAgent } from '../index.ts';

const key = 'test-key-0123456789abcdef';
const bigRows = 25_000;

type Target = { database: AgentDatabaseConfig; drop(): Promise<void> };
/** SQL against the test database, and the big table's rows as text straight from SQL (key order). */
type Db = { exec(sql: string): Promise<void>; bigText(): Promise<string[]>; close(): Promise<void> };

async function postgresDb(database: AgentDatabaseConfig): Promise<Db> {
  const client = new pg.Client({ ...database });
  await client.connect();
  await client.query(`
    CREATE TABLE "SEED"."BIG" ("ROWID" bigint PRIMARY KEY, "NAME" varchar(40), "AMOUNT" numeric(14,3) NOT NULL,
      "CREDAT" date NOT NULL, "UPDATED" timestamp NOT NULL);
    INSERT INTO "SEED"."BIG" SELECT g, CASE WHEN g % 7 = 0 THEN NULL ELSE 'Row ' || g || ' "q" ''x''' END, g * 1.125,
      DATE '2024-01-01' + (g % 365), TIMESTAMP '2024-01-01 00:00:00' + g * INTERVAL '1 minute' FROM generate_series(1, ${bigRows}) g;
    CREATE TABLE "SEED"."NOKEY" ("A" int);`);
  return {
    exec: async (sql) => void (await client.query(sql)),
    async bigText() {
      const { rows } = await client.query(
        `SELECT concat_ws('|', "ROWID", coalesce("NAME", '~'), "AMOUNT", to_char("CREDAT", 'YYYY-MM-DD'),
           to_char("UPDATED", 'YYYY-MM-DD"T"HH24:MI:SS')) AS s FROM "SEED"."BIG" ORDER BY "ROWID"`,
      );
      return rows.map((r) => String(r.s));
    },
    close: () => client.end(),
  };
}

async function mysqlDb(database: AgentDatabaseConfig): Promise<Db> {
  const { host, port, user, password } = database;
  const connection = await mysql.createConnection({ host, port, user, password, database: database.database });
  await connection.query(
    'CREATE TABLE `BIG` (`ROWID` bigint PRIMARY KEY, `NAME` varchar(40), `AMOUNT` decimal(14,3) NOT NULL, `CREDAT` date NOT NULL, `UPDATED` datetime NOT NULL)',
  );
  await connection.query('CREATE TABLE `NOKEY` (`A` int)');
  for (let start = 1; start <= bigRows; start += 1000) {
    const values: unknown[] = [];
    for (let g = start; g < start + 1000; g++) {
      const day = new Date(Date.UTC(2024, 0, 1) + (g % 365) * 86_400_000).toISOString().slice(0, 10);
      const at = new Date(Date.UTC(2024, 0, 1) + g * 60_000).toISOString().slice(0, 19).replace('T', ' ');
      values.push([g, g % 7 === 0 ? null : `Row ${g} "q" 'x'`, (g * 1.125).toFixed(3), day, at]);
    }
    await connection.query('INSERT INTO `BIG` VALUES ?', [values]);
  }
  return {
    exec: async (sql) => void (await connection.query(sql)),
    async bigText() {
      const [rows] = await connection.query(
        "SELECT CONCAT_WS('|', `ROWID`, COALESCE(`NAME`, '~'), `AMOUNT`, DATE_FORMAT(`CREDAT`, '%Y-%m-%d'), DATE_FORMAT(`UPDATED`, '%Y-%m-%dT%H:%i:%s')) AS s FROM `BIG` ORDER BY `ROWID`",
      );
      return (rows as { s: string }[]).map((r) => String(r.s));
    },
    close: () => connection.end(),
  };
}

const targets = [
  { name: 'PGlite over pglite-socket', make: pglitePostgres, db: postgresDb, skip: false },
  { name: 'PostgreSQL 127.0.0.1:5432', make: realPostgres, db: postgresDb, skip: !(await postgresAnswers()) },
  { name: 'MariaDB 127.0.0.1:3306', make: realMysql, db: mysqlDb, skip: !(await mysqlAnswers()) },
];

describe.each(targets)('extractions on $name', ({ make, db: makeDb, skip }) => {
  let target: Target;
  let db: Db;
  let agent: RunningAgent;
  let schema: string;
  let workDir: string;

  beforeAll(async () => {
    if (skip) return;
    target = await make();
    schema = target.database.type === 'mysql' ? target.database.database : x3Schema;
    db = await makeDb(target.database);
    workDir = mkdtempSync(join(tmpdir(), 'agent-extract-'));
    agent = await startAgent({
      listen: { host: '127.0.0.1', port: 0 },
      key,
      workDir,
      databases: { x3: target.database },
    });
  }, 120_000);

  afterAll(async () => {
    await agent?.close();
    await db?.close();
    await target?.drop();
  });

  async function start(body: Record<string, unknown>) {
    return call<{ id: string }>(agent.url, key, 'POST', '/databases/x3/extractions', { schema, ...body });
  }

  async function extract(body: Record<string, unknown>): Promise<AgentExtraction> {
    const started = await start(body);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    return finished(agent.url, key, started.body.id);
  }

  it.skipIf(skip)('reads a 25,000-row table in chunks of 10,000: every row exactly once, as SQL has it', async () => {
    const extraction = await extract({ mode: 'FULL', tables: [{ table: 'BIG' }], chunkRows: 10_000 });
    expect(extraction).toMatchObject({
      state: 'DONE',
      mode: 'FULL',
      rowsRead: bigRows,
      checkpoint: { table: 'BIG', key: { ROWID: String(bigRows) } },
      endPosition: null,
    });
    expect(extraction.chunks.map((c) => [c.index, c.table, c.rows])).toEqual([
      [0, 'BIG', 10_000],
      [1, 'BIG', 10_000],
      [2, 'BIG', 5_000],
    ]);
    const lines = await allLines(agent.url, key, extraction);
    expect(new Set(lines.map((l) => l.key.ROWID)).size).toBe(bigRows);
    expect(lines.every((l) => l.op === 'U' && l.t === 'BIG' && l.key.ROWID === l.row?.ROWID)).toBe(true);
    expect(lines[6]?.row).toEqual({
      ROWID: '7',
      NAME: null,
      AMOUNT: '7.875',
      CREDAT: '2024-01-08',
      UPDATED: '2024-01-01T00:07:00',
    });
    const direct = await db.bigText();
    expect(sha256(lines.map((l) => lineText(l.row)).join('\n'))).toBe(sha256(direct.join('\n')));
  });

  it.skipIf(skip)('resumes exactly after a key: earlier tables skipped, later ones whole', async () => {
    const extraction = await extract({
      mode: 'FULL',
      tables: [{ table: 'ITMMASTER' }, { table: 'BIG' }, { table: 'SORDERQ' }],
      resumeAfter: { table: 'BIG', key: { ROWID: '12345' } },
    });
    expect(extraction.state).toBe('DONE');
    const lines = await allLines(agent.url, key, extraction);
    const big = lines.filter((l) => l.t === 'BIG').map((l) => Number(l.key.ROWID));
    expect(big).toHaveLength(bigRows - 12_345);
    expect(big[0]).toBe(12_346);
    expect(big.at(-1)).toBe(bigRows);
    expect(lines.some((l) => l.t === 'ITMMASTER')).toBe(false);
    expect(lines.filter((l) => l.t === 'SORDERQ').map((l) => l.key)).toEqual([
      { SOHNUM_0: 'SO001', SOPLIN_0: 1 },
      { SOHNUM_0: 'SO001', SOPLIN_0: 2 },
      { SOHNUM_0: 'SO002', SOPLIN_0: 1 },
    ]);
    // A chunk holds one table's lines.
    expect(extraction.chunks.map((c) => c.table)).toEqual(['BIG', 'BIG', 'SORDERQ']);
    const composite = await extract({
      mode: 'FULL',
      tables: [{ table: 'SORDERQ' }],
      resumeAfter: { table: 'SORDERQ', key: { SOPLIN_0: 1, SOHNUM_0: 'SO001' } },
    });
    expect((await allLines(agent.url, key, composite)).map((l) => l.key)).toEqual([
      { SOHNUM_0: 'SO001', SOPLIN_0: 2 },
      { SOHNUM_0: 'SO002', SOPLIN_0: 1 },
    ]);
  });

  it.skipIf(skip)('a filter restricts the rows', async () => {
    const filter = {
      and: [
        { column: 'ROWID', op: 'BETWEEN', values: [100, 20_000] },
        { column: 'NAME', op: 'IS NULL' },
      ],
    };
    const extraction = await extract({ mode: 'FULL', tables: [{ table: 'BIG', filter }], chunkRows: 1000 });
    const lines = await allLines(agent.url, key, extraction);
    const expected = [];
    for (let g = 100; g <= 20_000; g++) if (g % 7 === 0) expected.push(String(g));
    expect(lines.map((l) => l.key.ROWID)).toEqual(expected);
    expect(extraction.chunks.map((c) => c.rows)).toEqual([1000, 1000, 843]);
  });

  it.skipIf(skip)('cancel stops the run and deletes its chunks', async () => {
    const started = await start({ mode: 'FULL', tables: [{ table: 'BIG' }], chunkRows: 500 });
    expect(started.status).toBe(202);
    const { id } = started.body;
    expect(await call(agent.url, key, 'DELETE', `/extractions/${id}`)).toEqual({ status: 204, body: null });
    const cancelled = await finished(agent.url, key, id);
    expect(cancelled).toMatchObject({ state: 'CANCELLED', chunks: [] });
    expect((await fetchChunk(agent.url, key, id, 0)).status).toBe(404);
    await vi.waitFor(() => expect(filesUnder(workDir).filter((f) => f.includes(id))).toEqual([]));
    // Idempotent.
    expect((await call(agent.url, key, 'DELETE', `/extractions/${id}`)).status).toBe(204);
  });

  it.skipIf(skip)('refuses bad requests, unknown tables and tables without a primary key', async () => {
    const answers = [
      [await start({ mode: 'FULL', tables: [{ table: 'NOPE' }] }), 404, `Unknown table 'NOPE' in schema '${schema}'`],
      [
        await start({ mode: 'FULL', tables: [{ table: 'NOKEY' }] }),
        400,
        "Table 'NOKEY' has no primary key: the agent cannot extract it",
      ],
      [
        await start({ mode: 'FULL', tables: [{ table: 'BIG', filter: { column: 'NOPE', op: '=', value: 1 } }] }),
        400,
        "Unknown column 'NOPE'",
      ],
      [await start({ mode: 'FULL', tables: [] }), 400, undefined],
      [await start({ mode: 'FULL', tables: [{ table: 'BIG' }], chunkRows: 50_001 }), 400, undefined],
      [await start({ mode: 'FULL', tables: [{ table: 'BIG' }, { table: 'BIG' }] }), 400, undefined],
      [await start({ mode: 'CHANGES', tables: [{ table: 'BIG' }] }), 400, undefined],
      [await start({ mode: 'FULL', tables: [{ table: 'BIG' }], extra: true }), 400, undefined],
      [
        await start({ mode: 'FULL', tables: [{ table: 'BIG' }], resumeAfter: { table: 'BIG', key: { NAME: 'x' } } }),
        400,
        undefined,
      ],
      [
        await start({ mode: 'FULL', tables: [{ table: 'BIG' }], resumeAfter: { table: 'SORDERQ', key: { A: 1 } } }),
        400,
        undefined,
      ],
      [
        await call(agent.url, key, 'POST', '/databases/erp/extractions', {
          schema,
          mode: 'FULL',
          tables: [{ table: 'BIG' }],
        }),
        404,
        undefined,
      ],
      [
        await call(agent.url, key, 'POST', '/databases/x3/extractions', {
          schema: 'information_schema',
          mode: 'FULL',
          tables: [{ table: 'tables' }],
        }),
        404,
        undefined,
      ],
    ] as const;
    for (const [answer, status, message] of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body).toMatchObject({ status, code: status === 404 ? '4041-not-found' : '4000-validation' });
      if (message) expect(answer.body).toMatchObject({ message });
    }
  });

  it.skipIf(skip)('answers 4xx for bad or unknown ids and indexes, and 401 without the key', async () => {
    const extraction = await extract({ mode: 'FULL', tables: [{ table: 'SORDERQ' }] });
    const other = '0b7c1d7e-4d7a-4c1e-9f5a-2f6f3b1d9a10';
    expect((await call(agent.url, key, 'GET', `/extractions/${other}`)).status).toBe(404);
    expect((await call(agent.url, key, 'DELETE', `/extractions/${other}`)).status).toBe(404);
    expect((await fetchChunk(agent.url, key, other, 0)).status).toBe(404);
    expect((await fetchChunk(agent.url, key, extraction.id, 1)).status).toBe(404);
    for (const bad of ['nope', '..%2F..%2Fetc%2Fpasswd', `${extraction.id}x`, '%00']) {
      expect((await call(agent.url, key, 'GET', `/extractions/${bad}`)).status).toBe(400);
    }
    for (const index of ['-1', 'x', '1e3', '99999999999', '..%2F0']) {
      const answer = await call(agent.url, key, 'GET', `/extractions/${extraction.id}/chunks/${index}`);
      expect(answer.status, index).toBe(400);
    }
    for (const [method, path] of [
      ['GET', `/extractions/${extraction.id}`],
      ['GET', `/extractions/${extraction.id}/chunks/0`],
      ['DELETE', `/extractions/${extraction.id}`],
      ['POST', '/databases/x3/extractions'],
    ] as const) {
      expect((await call(agent.url, null, method, path, method === 'POST' ? {} : undefined)).status).toBe(401);
      expect(
        (await call(agent.url, 'wrong-key-0123456789', method, path, method === 'POST' ? {} : undefined)).status,
      ).toBe(401);
    }
    // Still there: nothing above touched it.
    expect((await fetchChunk(agent.url, key, extraction.id, 0)).status).toBe(200);
  });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' });
}
