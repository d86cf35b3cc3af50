import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mysqlAnswers, realMysql } from '../../test/mysql-target.ts';
import { pglitePostgres, postgresAnswers, realPostgres } from '../../test/targets.ts';
import { x3Schema } from '../../test/x3-fixture.ts';
import type { AgentDatabaseConfig } from '../config.ts';
import { type Dialect, mysqlDialect, postgresDialect } from '../sql/dialect.ts';
import { keysetPageQuery } from '../sql/select.ts';
import type { Driver } from './driver.ts';
import { createDriver } from './registry.ts';

type Target = { database: AgentDatabaseConfig; drop(): Promise<void> };

const targets: { name: string; make: () => Promise<Target>; dialect: Dialect; schema?: string; skip: boolean }[] = [
  { name: 'PGlite', make: pglitePostgres, dialect: postgresDialect, skip: false },
  { name: 'PostgreSQL', make: realPostgres, dialect: postgresDialect, skip: !(await postgresAnswers()) },
  { name: 'MariaDB', make: realMysql, dialect: mysqlDialect, skip: !(await mysqlAnswers()) },
];

/**
 * Reads a whole table page by page with the keyset builder: every row exactly once, in key order.
 * The expanded OR form (SQL Server, Oracle) is checked on the same engine by turning row values off.
 */
describe.each(targets)('keyset pages on $name', ({ make, dialect, skip }) => {
  let target: Target;
  let driver: Driver;
  let schema: string;

  beforeAll(async () => {
    if (skip) return;
    target = await make();
    schema = target.database.type === 'mysql' ? target.database.database : x3Schema;
    driver = await createDriver(target.database);
  }, 60_000);

  afterAll(async () => {
    await driver?.close();
    await target?.drop();
  });

  async function readAll(table: string, pageDialect: Dialect, limit: number) {
    const description = await driver.describe(schema, table);
    if (!description) throw new Error(`no ${table}`);
    const keys: unknown[][] = [];
    let after: unknown[] | null = null;
    let pages = 0;
    for (;;) {
      const rows = await driver.query(keysetPageQuery(pageDialect, { schema, table: description }, { after, limit }));
      pages += 1;
      if (rows.length === 0) break;
      for (const row of rows) keys.push(description.primaryKey.map((c) => row[c]));
      const last = rows[rows.length - 1];
      after = description.primaryKey.map((c) => last?.[c]);
      if (rows.length < limit) break;
    }
    return { keys: keys.map((k) => k.map(String).join('/')), pages };
  }

  it.skipIf(skip)('one-column key: every row once, in order', async () => {
    const { keys, pages } = await readAll('ITMMASTER', dialect, 2);
    expect(keys).toEqual(['1', '2', '3', '4', '5']);
    expect(pages).toBe(3);
  });

  it.skipIf(skip)('composite key, row values and the expanded OR alike', async () => {
    for (const pageDialect of [dialect, { ...dialect, rowValues: false }]) {
      const { keys } = await readAll('SORDERQ', pageDialect, 1);
      expect(keys).toEqual(['SO001/1', 'SO001/2', 'SO002/1']);
    }
  });
});
