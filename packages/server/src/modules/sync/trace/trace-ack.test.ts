import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import type { TraceMessage } from '@store-console/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { TraceSession } from './trace-session.ts';

/**
 * ACK and NACK (STOMP 1.2) against a session on a real WebSocket, with the trace hub replaced by a
 * listener the test calls itself: many messages at once, past the store's publishing rate.
 */
describe('sync trace acknowledgements (STOMP 1.2 ack modes)', () => {
  let server: WebSocketServer;
  let url: string;
  let publish: (message: TraceMessage) => void = () => {};
  const open: Client[] = [];

  beforeAll(async () => {
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const address = server.address();
    url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    server.on('connection', (socket) => {
      new TraceSession(socket, {
        refusal: async () => null,
        watch: async (_store, listener) => {
          publish = listener;
          return () => {};
        },
        expiresAt: null,
      });
    });
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.deactivate()));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const message = (n: number): TraceMessage => ({ type: 'traceStage', stage: `S${n}`, ts: new Date().toISOString() });

  /** A stompjs client subscribed with this ack mode; what it received, and the ERROR if one came. */
  async function subscribed(ack: string) {
    const received: IMessage[] = [];
    const errors: string[] = [];
    const client = new Client({ webSocketFactory: () => new WebSocket(url), reconnectDelay: 0 });
    open.push(client);
    await new Promise<void>((resolve, reject) => {
      client.onConnect = () => resolve();
      client.onStompError = (frame) => reject(new Error(frame.headers.message));
      client.activate();
    });
    client.onStompError = (frame) => errors.push(frame.headers.message ?? '');
    const ready = new Promise<IFrame>((resolve) => client.watchForReceipt('subscribed', resolve));
    client.subscribe('/queue/1', (frame) => received.push(frame), { ack, receipt: 'subscribed' });
    await ready;
    /** Sends a frame with a receipt and waits for it: every MESSAGE written before it has arrived. */
    const settle = async (send: (receipt: string) => void) => {
      const receipt = `r-${Math.random()}`;
      const answered = new Promise<IFrame>((resolve) => client.watchForReceipt(receipt, resolve));
      send(receipt);
      await answered;
    };
    /** Every MESSAGE sent so far has arrived (a SEND that keeps the filter, with its receipt). */
    const arrived = () =>
      settle((receipt) => client.publish({ destination: '/sync/1', body: '', headers: { receipt } }));
    return { client, received, errors, settle, arrived };
  }

  it('acknowledges each message of a client-individual subscription by its ack id', async () => {
    const watching = await subscribed('client-individual');
    for (let n = 1; n <= 300; n += 1) publish(message(n));
    await watching.arrived();
    // 256 wait for their ACK at most: the others were not sent (a live trace redelivers nothing).
    expect(watching.received).toHaveLength(256);
    expect(watching.received.map((frame) => frame.headers.ack)).toEqual(
      Array.from({ length: 256 }, (_, i) => String(i + 1)),
    );
    await watching.settle((receipt) => watching.received[0]?.ack({ receipt }));
    // The first was acknowledged, alone: one more message fits, not two.
    publish(message(301));
    publish(message(302));
    await watching.settle((receipt) => watching.received[1]?.nack({ receipt }));
    expect(watching.received).toHaveLength(257);
    expect(JSON.parse(watching.received[256]?.body ?? '{}')).toMatchObject({ stage: 'S301' });
    expect(watching.errors).toEqual([]);
  });

  it('acknowledges cumulatively on a client subscription: the last ACK settles every earlier message', async () => {
    const watching = await subscribed('client');
    for (let n = 1; n <= 300; n += 1) publish(message(n));
    await watching.arrived();
    expect(watching.received).toHaveLength(256);
    await watching.settle((receipt) => watching.received.at(-1)?.ack({ receipt }));
    for (let n = 1; n <= 300; n += 1) publish(message(n));
    // An earlier message of the settled range again is no error.
    await watching.settle((receipt) => watching.received[0]?.ack({ receipt }));
    expect(watching.received).toHaveLength(512);
    expect(watching.errors).toEqual([]);
  });

  it('sends no ack header on an auto subscription, and refuses an ack id it never sent', async () => {
    const watching = await subscribed('auto');
    publish(message(1));
    await watching.settle((receipt) =>
      watching.client.publish({ destination: '/sync/1', body: '', headers: { receipt } }),
    );
    expect(watching.received[0]?.headers.ack).toBeUndefined();
    const refused = new Promise<string>((resolve) => {
      watching.client.onStompError = (frame) => resolve(frame.headers.message ?? '');
    });
    watching.client.ack('999', 'sub-0');
    expect(await refused).toBe('No message was sent with this ack id');
  });

  it('refuses an ack mode STOMP does not define at SUBSCRIBE', async () => {
    const client = new Client({ webSocketFactory: () => new WebSocket(url), reconnectDelay: 0 });
    open.push(client);
    const refused = new Promise<string>((resolve, reject) => {
      client.onConnect = () => client.subscribe('/queue/1', () => {}, { ack: 'sometimes' });
      client.onStompError = (frame) => resolve(frame.headers.message ?? '');
      client.onWebSocketClose = () => reject(new Error('closed without an ERROR frame'));
      client.activate();
    });
    expect(await refused).toBe('The ack header is auto, client or client-individual');
  });
});
