import type { AgentHealth, ChangeCapture, ChangeCaptureState, SyncProtocol } from '@store-console/contract';
import { sql } from 'drizzle-orm';
import type { Context } from '../../../platform/context.ts';
import { rowsOf } from '../../../platform/data-plane.ts';
import { AppError } from '../../../platform/errors.ts';
import { storeSyncsOnSync2 } from '../../stores/index.ts';
import { openAgentKey } from '../config/sources-service.ts';
import { type AgentAddress, type AgentClient, agentClient, agentWords } from '../engine/agent-client.ts';

/**
 * The agent probe (docs/decisions/0073): once a minute every distinct agent (protocol, host, port, key)
 * used by the AGENT sources of stores on SYNC_2 that are not closed is asked its health, at most
 * `concurrency` at a time, through the agent client and its timeouts; each source's row in
 * sync_agent_probes then says whether the agent answered, whether the source's database id did, and
 * change capture's state and position (with when it last moved). One query lists the sources.
 */

export const agentProbeQueue = 'sync.agent-probe';
export const agentProbeConcurrency = 32;
const upsertBatch = 500;
/** A probe row not refreshed for a day belongs to a source no longer probed (store left SYNC_2, closed…). */
const forgetAfterMs = 24 * 3_600_000;

type SourceRow = {
  source_id: number;
  store_id: number;
  protocol: SyncProtocol;
  host_name: string;
  port: number;
  db_alias: string;
  agent_key: string | null;
  /** The store's committed change position: whether it is behind what the agent still holds. */
  store_position: string | null;
  /** The previous probe of this same address and database id (null columns when none). */
  probed_before: boolean;
  last_seen: Date | string | null;
  agent_version: string | null;
  uptime_seconds: number | string | null;
  change_capture_state: ChangeCaptureState | null;
  position: string | null;
  position_changed_at: Date | string | null;
};

export type ProbeRow = {
  sourceId: number;
  storeId: number;
  protocol: SyncProtocol;
  hostName: string;
  port: number;
  dbAlias: string;
  probedAt: Date;
  reachable: boolean;
  lastSeen: Date | null;
  agentVersion: string | null;
  uptimeSeconds: number | null;
  databaseOk: boolean | null;
  error: string | null;
  changeCaptureState: ChangeCaptureState | null;
  position: string | null;
  positionChangedAt: Date | null;
};

/** What the agent said about one source's database, or why it could not be asked. */
export type ProbeAnswer =
  | { reachable: false; error: string }
  | {
      reachable: true;
      version: string;
      uptimeSeconds: number;
      database: { ok: true; changeCapture: ChangeCapture } | { ok: false; error: string };
    };

const instant = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

/**
 * The source's new probe row from its previous one and the answer: what the answer did not reach
 * (version when unreachable, change capture when the database did not answer) is kept from before;
 * `positionChangedAt` moves only when the position does.
 */
export function nextProbeRow(source: SourceRow, answer: ProbeAnswer, now: Date): ProbeRow {
  const before = source.probed_before;
  const kept = {
    changeCaptureState: before ? source.change_capture_state : null,
    position: before ? source.position : null,
    positionChangedAt: before ? instant(source.position_changed_at) : null,
  };
  const base = {
    sourceId: source.source_id,
    storeId: source.store_id,
    protocol: source.protocol,
    hostName: source.host_name,
    port: source.port,
    dbAlias: source.db_alias,
    probedAt: now,
  };
  if (!answer.reachable) {
    return {
      ...base,
      reachable: false,
      lastSeen: before ? instant(source.last_seen) : null,
      agentVersion: before ? source.agent_version : null,
      uptimeSeconds: before && source.uptime_seconds !== null ? Number(source.uptime_seconds) : null,
      databaseOk: null,
      error: answer.error,
      ...kept,
    };
  }
  const reached = {
    ...base,
    reachable: true,
    lastSeen: now,
    agentVersion: answer.version,
    uptimeSeconds: Math.floor(answer.uptimeSeconds),
  };
  if (!answer.database.ok) return { ...reached, databaseOk: false, error: answer.database.error, ...kept };
  const capture = answer.database.changeCapture;
  const position = capture.position;
  const moved = !before || source.position !== position || source.position_changed_at === null;
  return {
    ...reached,
    databaseOk: true,
    error: null,
    changeCaptureState: capture.state,
    position,
    positionChangedAt: position === null ? null : moved ? now : instant(source.position_changed_at),
  };
}

/** Whether a consumer at `since` may have lost changes (the exact answer is the agent's `?since=`). */
function maybeWrapped(since: string | null, capture: ChangeCapture): since is string {
  if (since === null || capture.state !== 'ENABLED' || capture.oldestPosition === null) return false;
  try {
    return BigInt(since) < BigInt(capture.oldestPosition) - 1n;
  } catch {
    return false;
  }
}

/** One source's answer out of its agent's health. */
async function answerOf(
  client: AgentClient,
  health: AgentHealth,
  source: SourceRow,
  key: string | null,
): Promise<ProbeAnswer> {
  const reached = { reachable: true as const, version: health.version, uptimeSeconds: health.uptimeSeconds };
  const database = health.databases.find((entry) => entry.id === source.db_alias);
  if (!database) {
    return { ...reached, database: { ok: false, error: `The agent has no database id '${source.db_alias}'` } };
  }
  if (!database.reachable || database.error) {
    const said = database.error ? agentWords(database.error, key) : `Database '${source.db_alias}' does not answer`;
    return { ...reached, database: { ok: false, error: said } };
  }
  let changeCapture = database.changeCapture;
  if (maybeWrapped(source.store_position, changeCapture)) {
    try {
      changeCapture = await client.changeCapture(source.db_alias, source.store_position);
    } catch (error) {
      return { ...reached, database: { ok: false, error: errorText(error) } };
    }
  }
  return { ...reached, database: { ok: true, changeCapture } };
}

/** An error's words for the probe row: the agent client's messages name the address and reason, never the key. */
function errorText(error: unknown): string {
  return error instanceof AppError ? error.message : 'The probe failed';
}

type AgentGroup = { address: AgentAddress; key: string | null; sources: SourceRow[] };

/** The sources to probe, each with its previous probe of the same address, in one query. */
async function sourcesToProbe(ctx: Context): Promise<SourceRow[]> {
  return rowsOf(
    await ctx.db.execute(sql`
      SELECT src.id AS source_id, src.store_id, src.protocol, src.host_name, src.port, src.db_alias, src.agent_key,
        st.position AS store_position, p.source_id IS NOT NULL AS probed_before, p.last_seen, p.agent_version,
        p.uptime_seconds, p.change_capture_state, p.position, p.position_changed_at
      FROM sync_sources src
      LEFT JOIN sync_store_states st ON st.store_id = src.store_id
      LEFT JOIN sync_agent_probes p ON p.source_id = src.id AND p.protocol = src.protocol
        AND lower(p.host_name) = lower(src.host_name) AND p.port = src.port AND p.db_alias = src.db_alias
      WHERE src.sync_type = 'AGENT' AND ${storeSyncsOnSync2(sql`src.store_id`)}
        AND src.protocol IS NOT NULL AND src.host_name IS NOT NULL AND src.port IS NOT NULL
        AND src.db_alias IS NOT NULL`),
  ) as SourceRow[];
}

/** Sources grouped by agent: the same address with the same key is asked once. */
function groupByAgent(ctx: Context, sources: SourceRow[]): AgentGroup[] {
  const groups = new Map<string, AgentGroup>();
  for (const source of sources) {
    const key = openAgentKey(ctx, source.agent_key);
    const id = JSON.stringify([source.protocol, source.host_name.toLowerCase(), source.port, key]);
    let group = groups.get(id);
    if (!group) {
      group = {
        address: { protocol: source.protocol, hostName: source.host_name, port: source.port },
        key,
        sources: [],
      };
      groups.set(id, group);
    }
    group.sources.push(source);
  }
  return [...groups.values()];
}

async function upsertProbes(ctx: Context, rows: ProbeRow[]): Promise<void> {
  if (rows.length === 0) return;
  const at = (value: Date | null) => (value === null ? null : value.toISOString());
  const values = sql.join(
    rows.map(
      (r) => sql`(${r.sourceId}::int, ${r.storeId}::int, ${r.protocol}, ${r.hostName}, ${r.port}::int, ${r.dbAlias},
        ${at(r.probedAt)}::timestamptz, ${r.reachable}::boolean, ${at(r.lastSeen)}::timestamptz, ${r.agentVersion},
        ${r.uptimeSeconds}::bigint, ${r.databaseOk}::boolean, ${r.error}, ${r.changeCaptureState}, ${r.position},
        ${at(r.positionChangedAt)}::timestamptz)`,
    ),
    sql`, `,
  );
  await ctx.db.execute(sql`
    INSERT INTO sync_agent_probes (source_id, store_id, protocol, host_name, port, db_alias, probed_at, reachable,
      last_seen, agent_version, uptime_seconds, database_ok, error, change_capture_state, position, position_changed_at)
    SELECT v.* FROM (VALUES ${values}) AS v(source_id, store_id, protocol, host_name, port, db_alias, probed_at,
      reachable, last_seen, agent_version, uptime_seconds, database_ok, error, change_capture_state, position,
      position_changed_at)
    WHERE EXISTS (SELECT 1 FROM sync_sources src WHERE src.id = v.source_id)
    ON CONFLICT (source_id) DO UPDATE SET store_id = excluded.store_id, protocol = excluded.protocol,
      host_name = excluded.host_name, port = excluded.port, db_alias = excluded.db_alias,
      probed_at = excluded.probed_at, reachable = excluded.reachable, last_seen = excluded.last_seen,
      agent_version = excluded.agent_version, uptime_seconds = excluded.uptime_seconds,
      database_ok = excluded.database_ok, error = excluded.error,
      change_capture_state = excluded.change_capture_state, position = excluded.position,
      position_changed_at = excluded.position_changed_at`);
}

export type ProbeResult = { agents: number; sources: number; reachableAgents: number };

/** One probe round; safe to run twice (each row is the latest answer). */
export async function runAgentProbes(
  ctx: Context,
  now = () => new Date(),
  concurrency = agentProbeConcurrency,
): Promise<ProbeResult> {
  const groups = groupByAgent(ctx, await sourcesToProbe(ctx));
  const result: ProbeResult = { agents: groups.length, sources: 0, reachableAgents: 0 };
  const pending: ProbeRow[] = [];
  const flush = async (all: boolean) => {
    while (pending.length >= (all ? 1 : upsertBatch)) await upsertProbes(ctx, pending.splice(0, upsertBatch));
  };
  let next = 0;
  const worker = async () => {
    for (let group = groups[next++]; group; group = groups[next++]) {
      const client = agentClient(ctx.config, group.address, group.key);
      let health: AgentHealth | null = null;
      let failure = '';
      try {
        health = await client.health();
        result.reachableAgents += 1;
      } catch (error) {
        failure = errorText(error);
      }
      for (const source of group.sources) {
        const answer: ProbeAnswer = health
          ? await answerOf(client, health, source, group.key)
          : { reachable: false, error: failure };
        pending.push(nextProbeRow(source, answer, now()));
        result.sources += 1;
      }
      await flush(false);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, groups.length) }, worker));
  await flush(true);
  const forgetBefore = new Date(now().getTime() - forgetAfterMs).toISOString();
  await ctx.db.execute(sql`DELETE FROM sync_agent_probes WHERE probed_at < ${forgetBefore}::timestamptz`);
  return result;
}
