import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from './db.ts';

export type Jobs = PgBoss;

/** The durable job queue, stored in the same database as everything else. */
export async function startJobs(database: Database, options: { supervise: boolean }): Promise<Jobs> {
  const boss = database.pglite
    ? new PgBoss({
        db: fromPglite(database.pglite),
        backend: 'pglite',
        supervise: options.supervise,
        schedule: options.supervise,
      })
    : new PgBoss({
        connectionString: database.url ?? undefined,
        max: 4,
        supervise: options.supervise,
        schedule: options.supervise,
      });
  boss.on('error', (error) => console.error('job queue error', error));
  await boss.start();
  return boss;
}
