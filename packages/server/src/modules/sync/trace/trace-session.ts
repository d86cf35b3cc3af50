import {
  syncTraceFilterHeader,
  syncTraceFilterMaxLength,
  type TraceMessage,
  traceFilter,
} from '@store-console/contract';
import type { WebSocket } from 'ws';
import { type Frame, FrameError, FrameReader, writeFrame } from './stomp-frames.ts';

/** What a session asks of the server: may the caller watch this store, and the watching itself. */
export type SessionDeps = {
  /** null when the caller may watch the store, else why not (the ERROR frame's message). */
  refusal(storeDbId: number): Promise<string | null>;
  watch(storeDbId: number, listener: (message: TraceMessage) => void): Promise<() => void>;
  /** When the access token ends (ms since the epoch): the session ends with it. */
  expiresAt: number | null;
};

/** Heart-beats this server offers and asks for (ms), negotiated with the client's per STOMP 1.2. */
export const serverHeartbeatMs = 10_000;
const maxSubscriptions = 8;
/** Frames waiting while a SUBSCRIBE is checked: a client flooding frames is cut off. */
const maxPendingFrames = 64;
/** A console that does not read its socket loses messages rather than the server's memory. */
const maxBufferedBytes = 1024 * 1024;

const queuePattern = /^\/queue\/(\d{1,10})$/;
const filterPattern = /^\/sync\/(\d{1,10})$/;
const maxStoreId = 2_147_483_647;

/** STOMP 1.2 SUBSCRIBE `ack` modes. */
const ackModes = ['auto', 'client', 'client-individual'] as const;
type AckMode = (typeof ackModes)[number];
const isAckMode = (value: string): value is AckMode => (ackModes as readonly string[]).includes(value);
/**
 * Messages of a `client` or `client-individual` subscription waiting for their ACK or NACK. The trace
 * is live diagnostics: nothing is redelivered, so past this many a slow console loses new messages
 * (as it does when it does not read its socket) instead of the server keeping them.
 */
const maxUnacknowledged = 256;

type Subscription = {
  id: string;
  storeDbId: number;
  stop: () => void;
  ack: AckMode;
  /** The `ack` ids sent and not acknowledged yet, oldest first. */
  unacknowledged: number[];
};

class Refused extends Error {
  constructor(
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * One console's STOMP 1.2 session on the trace WebSocket: CONNECT (heart-beats, `filter` header),
 * SUBSCRIBE `/queue/{storeId}` (ack `auto`, `client` or `client-individual`), ACK and NACK of a
 * MESSAGE's `ack` id (`client`: that message and every earlier one of its subscription; NACK drops
 * them, a live trace redelivers nothing), SEND `/sync/{storeId}` (the body is the new filter),
 * UNSUBSCRIBE, DISCONNECT (with receipt). Anything else, or a malformed frame, is answered with an ERROR frame
 * and the connection closes, as STOMP requires.
 */
export class TraceSession {
  private readonly reader = new FrameReader();
  private connected = false;
  private closed = false;
  private filter: (message: TraceMessage) => boolean = () => true;
  private readonly subscriptions = new Map<string, Subscription>();
  private pending = 0;
  private queue: Promise<void> = Promise.resolve();
  private messageId = 0;
  private sendTimer: NodeJS.Timeout | undefined;
  private readTimer: NodeJS.Timeout | undefined;
  private expiryTimer: NodeJS.Timeout | undefined;
  private lastRead = Date.now();

  constructor(
    private readonly socket: WebSocket,
    private readonly deps: SessionDeps,
  ) {
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('close', () => this.end());
    socket.on('error', () => this.end());
    if (deps.expiresAt !== null) {
      const wait = Math.max(0, Math.min(deps.expiresAt - Date.now(), 2 ** 31 - 1));
      this.expiryTimer = setTimeout(() => this.fail('Access token expired', 'Reconnect with a new token'), wait);
      this.expiryTimer.unref();
    }
  }

  private receive(data: unknown, isBinary: boolean) {
    if (this.closed) return;
    this.lastRead = Date.now();
    const chunk = Buffer.isBuffer(data)
      ? data
      : Array.isArray(data)
        ? Buffer.concat(data)
        : data instanceof ArrayBuffer
          ? Buffer.from(data)
          : null;
    if (!chunk || isBinary) return this.fail('Binary messages are not accepted', 'Send STOMP frames as text');
    let frames: Frame[];
    try {
      frames = this.reader.push(chunk);
    } catch (error) {
      return this.fail(error instanceof FrameError ? error.message : 'Malformed frame');
    }
    for (const frame of frames) {
      if (this.pending >= maxPendingFrames) return this.fail('Too many frames at once');
      this.pending += 1;
      this.queue = this.queue.then(async () => {
        this.pending -= 1;
        if (this.closed) return;
        try {
          await this.handle(frame);
          const receipt = frame.headers.get('receipt');
          if (receipt !== undefined && !this.closed && frame.command !== 'DISCONNECT') {
            this.write(writeFrame('RECEIPT', { 'receipt-id': receipt }));
          }
        } catch (error) {
          if (error instanceof Refused) {
            return this.fail(error.message, undefined, frame.headers.get('receipt'), error.headers);
          }
          console.error('sync trace: a frame could not be handled', error);
          this.fail('Internal error');
        }
      });
    }
  }

  private async handle(frame: Frame): Promise<void> {
    const { command, headers } = frame;
    if (!this.connected) {
      if (command !== 'CONNECT' && command !== 'STOMP') throw new Refused('Expected CONNECT');
      return this.connect(headers);
    }
    switch (command) {
      case 'SUBSCRIBE':
        return this.subscribe(headers);
      case 'UNSUBSCRIBE': {
        const id = headers.get('id');
        const subscription = id === undefined ? undefined : this.subscriptions.get(id);
        if (!subscription) throw new Refused('No subscription with this id');
        subscription.stop();
        this.subscriptions.delete(subscription.id);
        return;
      }
      case 'SEND':
        return this.changeFilter(headers, frame.body);
      case 'DISCONNECT': {
        const receipt = headers.get('receipt');
        if (receipt !== undefined) this.write(writeFrame('RECEIPT', { 'receipt-id': receipt }));
        this.close(1000);
        return;
      }
      case 'CONNECT':
      case 'STOMP':
        throw new Refused('Already connected');
      case 'ACK':
      case 'NACK':
        return this.acknowledge(headers);
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        throw new Refused(`${command} is not supported: there are no transactions`);
      default:
        throw new Refused(`Unknown command ${command.slice(0, 16)}`);
    }
  }

  private connect(headers: Map<string, string>) {
    const versions = (headers.get('accept-version') ?? '1.0').split(',').map((v) => v.trim());
    // STOMP 1.2 (CONNECT): the ERROR of a version mismatch names the versions the server speaks.
    if (!versions.includes('1.2')) throw new Refused('Supported protocol versions are 1.2', { version: '1.2' });
    this.setFilter(headers.get(syncTraceFilterHeader) ?? '');
    const [cx, cy] = (headers.get('heart-beat') ?? '0,0').split(',').map((v) => Number.parseInt(v, 10) || 0);
    this.connected = true;
    this.write(
      writeFrame('CONNECTED', {
        version: '1.2',
        server: 'store-console-trace',
        'heart-beat': `${serverHeartbeatMs},${serverHeartbeatMs}`,
      }),
    );
    // The server sends every max(sx, cy) when the client wants beats, and expects the client's every
    // max(cx, sy), allowing twice that before it calls the connection dead.
    if (cy && cy > 0) {
      this.sendTimer = setInterval(() => this.write('\n'), Math.max(serverHeartbeatMs, cy));
      this.sendTimer.unref();
    }
    if (cx && cx > 0) {
      const every = Math.max(serverHeartbeatMs, cx);
      this.readTimer = setInterval(() => {
        if (Date.now() - this.lastRead > 2 * every) this.close(1001);
      }, every);
      this.readTimer.unref();
    }
  }

  private async subscribe(headers: Map<string, string>) {
    const id = headers.get('id');
    if (!id || id.length > 100) throw new Refused('SUBSCRIBE needs an id');
    if (this.subscriptions.has(id)) throw new Refused(`Subscription ${id} exists`);
    if (this.subscriptions.size >= maxSubscriptions) throw new Refused(`At most ${maxSubscriptions} subscriptions`);
    const storeDbId = storeOf(headers.get('destination'), queuePattern);
    if (storeDbId === null) throw new Refused('Subscribe to /queue/{storeId}');
    const ack = headers.get('ack') ?? 'auto';
    if (!isAckMode(ack)) throw new Refused('The ack header is auto, client or client-individual');
    const refusal = await this.deps.refusal(storeDbId);
    if (refusal !== null) throw new Refused(refusal);
    if (this.closed) return;
    const destination = `/queue/${storeDbId}`;
    // Recorded before watching starts, so the first message already knows its ack mode.
    const subscription: Subscription = { id, storeDbId, stop: () => {}, ack, unacknowledged: [] };
    this.subscriptions.set(id, subscription);
    subscription.stop = await this.deps.watch(storeDbId, (message) => this.deliver(id, destination, message));
    if (this.closed) subscription.stop();
  }

  /**
   * ACK or NACK (STOMP 1.2): `id` is a MESSAGE's `ack` header. An id this session sent whose message
   * was already settled (by a cumulative `client` ACK, or twice) is accepted again; one it never sent
   * is an error.
   */
  private acknowledge(headers: Map<string, string>) {
    if (headers.has('transaction')) throw new Refused('Transactions are not supported');
    const raw = headers.get('id') ?? '';
    const ackId = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
    if (ackId < 1 || ackId > this.messageId) throw new Refused('No message was sent with this ack id');
    for (const subscription of this.subscriptions.values()) {
      const at = subscription.unacknowledged.indexOf(ackId);
      if (at < 0) continue;
      if (subscription.ack === 'client') subscription.unacknowledged.splice(0, at + 1);
      else subscription.unacknowledged.splice(at, 1);
      return;
    }
  }

  private changeFilter(headers: Map<string, string>, body: string) {
    const storeDbId = storeOf(headers.get('destination'), filterPattern);
    if (storeDbId === null) throw new Refused('Send the filter to /sync/{storeId}');
    if (![...this.subscriptions.values()].some((s) => s.storeDbId === storeDbId)) {
      throw new Refused(`Not subscribed to store ${storeDbId}`);
    }
    this.setFilter(body);
  }

  private setFilter(text: string) {
    if (text.length > syncTraceFilterMaxLength) {
      throw new Refused(`The filter has more than ${syncTraceFilterMaxLength} characters`);
    }
    this.filter = traceFilter(text);
  }

  private deliver(subscription: string, destination: string, message: TraceMessage) {
    if (this.closed || !this.filter(message)) return;
    if (this.socket.bufferedAmount > maxBufferedBytes) return;
    const acknowledged = this.subscriptions.get(subscription);
    const needsAck = acknowledged !== undefined && acknowledged.ack !== 'auto';
    if (needsAck && acknowledged.unacknowledged.length >= maxUnacknowledged) return;
    this.messageId += 1;
    if (needsAck) acknowledged.unacknowledged.push(this.messageId);
    this.write(
      writeFrame(
        'MESSAGE',
        {
          subscription,
          'message-id': String(this.messageId),
          destination,
          'content-type': 'application/json',
          ...(needsAck ? { ack: String(this.messageId) } : {}),
        },
        JSON.stringify(message),
      ),
    );
  }

  private write(text: string) {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(text);
  }

  /** An ERROR frame, then the connection closes (STOMP 1.2). */
  private fail(message: string, detail?: string, receipt?: string, extra: Record<string, string> = {}) {
    if (this.closed) return;
    const headers: Record<string, string> = { ...extra, message, 'content-type': 'text/plain' };
    if (receipt !== undefined) headers['receipt-id'] = receipt;
    this.write(writeFrame('ERROR', headers, detail ?? message));
    this.close(1008);
  }

  private close(code: number) {
    if (this.closed) return;
    this.end();
    this.socket.close(code);
  }

  private end() {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.sendTimer);
    clearInterval(this.readTimer);
    clearTimeout(this.expiryTimer);
    for (const subscription of this.subscriptions.values()) subscription.stop();
    this.subscriptions.clear();
  }
}

function storeOf(destination: string | undefined, pattern: RegExp): number | null {
  const match = destination === undefined ? null : pattern.exec(destination);
  const id = match?.[1] === undefined ? Number.NaN : Number(match[1]);
  return Number.isInteger(id) && id >= 1 && id <= maxStoreId ? id : null;
}
