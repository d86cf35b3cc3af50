import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { DemoErpSize } from './data.ts';
import { openDemoErp } from './database.ts';
import { copyDemoErpTemplate } from './template.ts';

/**
 * The demo ERP served over PostgreSQL's wire protocol on this machine (pglite-socket), so the agent
 * reads it with `pg` exactly as it reads a real PostgreSQL ERP. PGlite has no users: any user name
 * and password are accepted, hence loopback only.
 */

export type DemoErp = {
  db: PGlite;
  host: string;
  port: number;
  /** How it came to be: copied from the build's template, built now, or opened as left last time. */
  origin: 'template' | 'built' | 'existing';
  close(): Promise<void>;
};

/**
 * pglite-socket queues the connections' queries on the one PGlite, a transaction's statements
 * together; the agent's pool stays at or below this many connections.
 */
export const demoErpMaxConnections = 16;

export async function startDemoErp(options: {
  /** PGlite's files go to `${dataDir}/demo-erp`; undefined keeps the ERP in memory (tests). */
  dataDir?: string | undefined;
  host?: string;
  /** 0 (default): any free port. */
  port?: number;
  size?: DemoErpSize;
}): Promise<DemoErp> {
  const folder = options.dataDir ? join(options.dataDir, 'demo-erp') : undefined;
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const copied = folder ? await copyDemoErpTemplate(folder) : false;
  const { db, built } = await openDemoErp({ dataDir: folder, ...(options.size ? { size: options.size } : {}) });
  const host = options.host ?? '127.0.0.1';
  const server = new PGLiteSocketServer({ db, host, port: options.port ?? 0, maxConnections: demoErpMaxConnections });
  try {
    await server.start();
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  const port = Number(server.getServerConn().split(':').at(-1));
  return {
    db,
    host,
    port,
    origin: copied ? 'template' : built ? 'built' : 'existing',
    async close() {
      await server.stop();
      await db.close();
    },
  };
}
