import { isWaiting } from '@store-console/contract';
import { count, eq, ne, sql } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { dataCentreNames } from '../data-centres/index.ts';
import { stores } from './schema.ts';

/** The fleet's real figures for the dashboard (SUPER_ADMIN). */
export async function fleetFigures(ctx: Context) {
  // Deleted stores keep their row (history) but are not part of the fleet any more.
  const live = ne(stores.statusType, 'DELETED');
  const [total] = await ctx.db.select({ n: count() }).from(stores).where(live);
  const byStatus = await ctx.db
    .select({ key: stores.statusType, count: count() })
    .from(stores)
    .groupBy(stores.statusType)
    .orderBy(stores.statusType);
  const byType = await ctx.db
    .select({ key: stores.storeType, count: count() })
    .from(stores)
    .where(live)
    .groupBy(stores.storeType)
    .orderBy(stores.storeType);
  const [centres, perCentre] = await Promise.all([
    dataCentreNames(ctx),
    ctx.db.select({ id: stores.dataCentreId, count: count() }).from(stores).where(live).groupBy(stores.dataCentreId),
  ]);
  const byDataCentre = centres.map((centre) => ({
    id: centre.id,
    key: centre.name,
    count: perCentre.find((c) => c.id === centre.id)?.count ?? 0,
  }));
  const failed = await ctx.db
    .select({ id: stores.id, name: stores.name, dataCentreId: stores.dataCentreId, logs: stores.logs })
    .from(stores)
    .where(eq(stores.statusType, 'FAILED'))
    .orderBy(sql`${stores.id} DESC`)
    .limit(5);
  return {
    total: total?.n ?? 0,
    byStatus,
    byType,
    byDataCentre,
    inFlight: byStatus.filter((s) => isWaiting(s.key)).reduce((sum, s) => sum + s.count, 0),
    recentFailures: failed.map((f) => {
      const last = f.logs.at(-1);
      return {
        id: f.id,
        name: f.name,
        dataCentreId: f.dataCentreId,
        text: last?.text ?? '',
        timestamp: last?.timestamp ?? '',
      };
    }),
  };
}
