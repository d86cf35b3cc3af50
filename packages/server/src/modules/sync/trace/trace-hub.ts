import type { TraceMessage } from '@store-console/contract';
import { traceMessageSchema } from '@store-console/contract';
import type { Context } from '../../../platform/context.ts';
import type { PubSub, Unsubscribe } from '../../../platform/pubsub.ts';
import { fitPayload } from './trace-payload.ts';

/** What a caller publishes: the server stamps `ts`. */
export type TraceInput = Omit<TraceMessage, 'ts' | 'truncated'>;
export type TraceListener = (message: TraceMessage) => void;

/**
 * A store's messages per second (per replica) beyond which they are dropped, with one traceError a
 * second saying how many: a runaway loop cannot flood PostgreSQL's notification queue or a console.
 */
export const traceRatePerSecond = 50;
const burst = 100;

/** Each store has its own channel, LISTENed only by replicas where a console watches that store. */
const channelOf = (storeDbId: number) => `sync.trace.${storeDbId}`;

type Bucket = { tokens: number; at: number; dropped: number; reportTimer: NodeJS.Timeout | undefined };

type Hub = {
  listeners: Map<number, Set<TraceListener>>;
  channels: Map<number, Promise<Unsubscribe>>;
  buckets: Map<number, Bucket>;
  /** Each store's last message on its way: the next is sent after it, so they arrive in order. */
  sending: Map<number, Promise<unknown>>;
};

const hubs = new WeakMap<PubSub, Hub>();

function hubOf(pubsub: PubSub): Hub {
  let hub = hubs.get(pubsub);
  if (!hub) {
    hub = { listeners: new Map(), channels: new Map(), buckets: new Map(), sending: new Map() };
    hubs.set(pubsub, hub);
  }
  return hub;
}

function deliverLocally(hub: Hub, storeDbId: number, message: TraceMessage) {
  for (const listener of hub.listeners.get(storeDbId) ?? []) {
    try {
      listener(message);
    } catch (error) {
      console.error('sync trace: a listener failed', error);
    }
  }
}

/**
 * Publishes one trace message of a store to every console watching it, on every replica (PostgreSQL
 * LISTEN/NOTIFY; in-process on PGlite). The one function the engine, the scheduler tick and the
 * agent calls use. It never throws and never waits for a console: a message that cannot be sent is
 * logged and lost (diagnostics are best-effort). Long `sql`, `error` and `fields` are cut to fit a
 * notification (`truncated: true`). On PGlite (one process) nothing is sent while nobody listens; a
 * replica cannot know other replicas' listeners, so on PostgreSQL every message is a NOTIFY, bounded
 * per store by `traceRatePerSecond`.
 */
export async function publishTrace(ctx: Context, storeDbId: number, input: TraceInput): Promise<void> {
  try {
    const hub = hubOf(ctx.pubsub);
    if (ctx.database.kind !== 'postgres' && !hub.listeners.get(storeDbId)?.size) return;
    if (!take(hub, storeDbId, () => reportDropped(ctx, hub, storeDbId))) return;
    const message = fitPayload(traceMessageSchema.parse({ ...input, ts: new Date().toISOString() }));
    // Callers do not wait (traced() publishes a call's start and its end without awaiting), and on
    // PostgreSQL two NOTIFYs on two pooled connections may arrive in either order: a store's
    // messages are sent one after another.
    const previous = hub.sending.get(storeDbId);
    const sent = previous
      ? previous.then(() => ctx.pubsub.publish(channelOf(storeDbId), message))
      : ctx.pubsub.publish(channelOf(storeDbId), message);
    const settled = sent.catch(() => {});
    hub.sending.set(storeDbId, settled);
    void settled.then(() => {
      if (hub.sending.get(storeDbId) === settled) hub.sending.delete(storeDbId);
    });
    await sent;
  } catch (error) {
    console.error(`sync trace of store ${storeDbId} could not be published`, error);
  }
}

/** A token from the store's bucket, or false (the drop is counted and reported a second later). */
function take(hub: Hub, storeDbId: number, report: () => void): boolean {
  const now = Date.now();
  let bucket = hub.buckets.get(storeDbId);
  if (!bucket) {
    bucket = { tokens: burst, at: now, dropped: 0, reportTimer: undefined };
    hub.buckets.set(storeDbId, bucket);
  }
  bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * traceRatePerSecond);
  bucket.at = now;
  if (bucket.tokens >= 1) {
    bucket.tokens -= 1;
    return true;
  }
  bucket.dropped += 1;
  if (!bucket.reportTimer) {
    bucket.reportTimer = setTimeout(report, 1000);
    bucket.reportTimer.unref();
  }
  return false;
}

function reportDropped(ctx: Context, hub: Hub, storeDbId: number) {
  const bucket = hub.buckets.get(storeDbId);
  if (!bucket) return;
  const dropped = bucket.dropped;
  bucket.dropped = 0;
  bucket.reportTimer = undefined;
  const message = fitPayload({
    type: 'traceError',
    ts: new Date().toISOString(),
    error: `${dropped} trace messages of this store were dropped (more than ${traceRatePerSecond} a second)`,
  });
  // The report itself bypasses the bucket: one a second at most.
  ctx.pubsub.publish(channelOf(storeDbId), message).catch((error: unknown) => {
    console.error(`sync trace of store ${storeDbId}: the drop report could not be published`, error);
  });
}

/**
 * A console's interest in a store's messages: the replica LISTENs on the store's channel while at
 * least one of its consoles watches it. A listener that reconnected (messages may be lost meanwhile)
 * tells the consoles so with a traceError.
 */
export async function watchTrace(ctx: Context, storeDbId: number, listener: TraceListener): Promise<() => void> {
  const hub = hubOf(ctx.pubsub);
  let set = hub.listeners.get(storeDbId);
  if (!set) {
    set = new Set();
    hub.listeners.set(storeDbId, set);
  }
  set.add(listener);
  let channel = hub.channels.get(storeDbId);
  if (!channel) {
    channel = ctx.pubsub.subscribe(
      channelOf(storeDbId),
      (raw) => {
        const parsed = traceMessageSchema.safeParse(raw);
        if (parsed.success) deliverLocally(hub, storeDbId, parsed.data);
      },
      {
        onGap: () =>
          deliverLocally(hub, storeDbId, {
            type: 'traceError',
            ts: new Date().toISOString(),
            error: 'The trace listener reconnected: messages sent meanwhile were missed',
          }),
      },
    );
    hub.channels.set(storeDbId, channel);
    channel.catch(() => hub.channels.delete(storeDbId));
  }
  await channel;
  return () => {
    const current = hub.listeners.get(storeDbId);
    if (!current?.delete(listener) || current.size > 0) return;
    hub.listeners.delete(storeDbId);
    const unsubscribe = hub.channels.get(storeDbId);
    hub.channels.delete(storeDbId);
    unsubscribe?.then((stop) => stop()).catch(() => {});
  };
}
