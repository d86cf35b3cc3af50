import mysql from 'mysql2/promise';
import type { AgentDatabaseConfig } from '../src/config.ts';
import { mysqlX3Statements } from './x3-fixture.ts';

const server = { host: '127.0.0.1', port: 3306, user: 'root', password: '' };

export async function mysqlAnswers(): Promise<boolean> {
  try {
    const connection = await mysql.createConnection({ ...server, connectTimeout: 2000 });
    await connection.end();
    return true;
  } catch {
    return false;
  }
}

/** A fresh database `h_agent_<random>` on MariaDB/MySQL with the X3 fixture (MySQL's schema is its database). */
export async function realMysql(): Promise<{ database: AgentDatabaseConfig; drop(): Promise<void> }> {
  const name = `h_agent_${Math.random().toString(36).slice(2, 10)}`;
  const connection = await mysql.createConnection(server);
  await connection.query(`CREATE DATABASE \`${name}\``);
  await connection.query(`USE \`${name}\``);
  for (const statement of mysqlX3Statements()) await connection.query(statement);
  await connection.end();
  return {
    database: { type: 'mysql', ...server, database: name },
    async drop() {
      const c = await mysql.createConnection(server);
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}
