import { nextDueAt, type Scheduler } from '@store-console/contract';
import { eq } from 'drizzle-orm';
import { dataCentres } from './modules/data-centres/schema.ts';
import { stores } from './modules/stores/schema.ts';
import { sealAgentKey } from './modules/sync/index.ts';
import { syncSchedules, syncSources } from './modules/sync/schema.ts';
import type { Context } from './platform/context.ts';

/**
 * Demo data: one demo Sage X3 store reads the demo ERP through the agent the demo start runs
 * (packages/demo/src/start.ts), under SYNC_2: its sync source (AGENT, PostgreSQL, database id `x3`,
 * X3 folder SEED), an active schedule (weekdays 8–18, every 5 minutes) and its sync version. The
 * demo start passes the agent's address and key as DEMO_AGENT_URL and DEMO_AGENT_KEY; without
 * them (no demo start, DEMO_AGENT=false) nothing is connected.
 *
 * The agent key is sealed as the sync module seals a saved source's key (sealAgentKey: SecretBox
 * purpose 'sync', the key itself, not JSON).
 */

export const demoAgentStoreName = 'Alpine Outfitters';
export const demoAgentDatabaseId = 'x3';
export const demoAgentSchema = 'SEED';

const demoSchedule: Scheduler = {
  isActive: true,
  days: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
  startHour: 8,
  endHour: 18,
  frequency: 'FIVE_MIN',
  tables: [],
};

export type DemoAgent = { protocol: 'http' | 'https'; host: string; port: number; key: string };

/** The agent the demo start runs, from its environment; undefined when there is none (or it is malformed). */
export function demoAgentFromEnv(env: NodeJS.ProcessEnv = process.env): DemoAgent | undefined {
  const url = env.DEMO_AGENT_URL;
  const key = env.DEMO_AGENT_KEY;
  if (!url || !key || !URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  const protocol = parsed.protocol.replace(/:$/, '');
  if (protocol !== 'http' && protocol !== 'https') return undefined;
  const port = Number(parsed.port || (protocol === 'https' ? 443 : 80));
  return { protocol, host: parsed.hostname, port, key };
}

/** Runs for every demo store; connects only the one named above, once (a store has at most one source). */
export async function connectDemoAgentSource(
  ctx: Context,
  store: { id: number; name: string },
  agent: DemoAgent | undefined = demoAgentFromEnv(),
): Promise<void> {
  if (!agent || store.name !== demoAgentStoreName) return;
  const sealedKey = sealAgentKey(ctx, agent.key);
  const [centre] = await ctx.db
    .select({ timeZone: dataCentres.timeZone })
    .from(stores)
    .innerJoin(dataCentres, eq(dataCentres.id, stores.dataCentreId))
    .where(eq(stores.id, store.id));
  await ctx.db.transaction(async (tx) => {
    const [source] = await tx
      .insert(syncSources)
      .values({
        storeId: store.id,
        sourceType: 'Sage_X3',
        syncType: 'AGENT',
        dbType: 'POSTGRES',
        protocol: agent.protocol,
        hostName: agent.host,
        port: agent.port,
        dbAlias: demoAgentDatabaseId,
        dbSchema: demoAgentSchema,
        isActive: true,
        agentKey: sealedKey,
        createdBy: 'system',
      })
      .onConflictDoNothing()
      .returning({ id: syncSources.id });
    if (!source) return;
    await tx
      .insert(syncSchedules)
      .values({
        sourceId: source.id,
        storeId: store.id,
        isActive: demoSchedule.isActive,
        days: demoSchedule.days,
        startHour: demoSchedule.startHour,
        endHour: demoSchedule.endHour,
        frequency: demoSchedule.frequency,
        tables: demoSchedule.tables,
        nextDueAt: firstDue(centre?.timeZone ?? 'UTC'),
        createdBy: 'system',
      })
      .onConflictDoNothing();
    await tx.update(stores).set({ syncVersion: 'SYNC_2' }).where(eq(stores.id, store.id));
  });
}

/** The schedule maths lives in the contract (sync-schedule.ts); null (not due) if it cannot answer. */
function firstDue(timeZone: string): Date | null {
  try {
    return nextDueAt(demoSchedule, timeZone, new Date());
  } catch {
    return null;
  }
}
