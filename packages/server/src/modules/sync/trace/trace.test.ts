import { Client, type IFrame, type IMessage, type StompSubscription } from '@stomp/stompjs';
import { apiPrefix, syncTracePath, type TraceMessage, traceMessageSchema } from '@store-console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { postStore, signedInOperators, testApp } from '../../../../test/helpers.ts';
import { closedPort } from '../../../../test/sync-agent.ts';
import type { App } from '../../../app.ts';
import { runSchedulerTick } from '../jobs.ts';
import { syncSources } from '../schema.ts';
import { publishTrace } from './trace-hub.ts';

type Headers = { authorization: string };
type Store = { id: number; storeId: string };

/** A console's connection: the stompjs client over `ws`, the messages it received, in order. */
type Console = { client: Client; messages: TraceMessage[]; next(): Promise<TraceMessage> };

/** Live diagnostics end to end: STOMP 1.2 over the real server's WebSocket, as the console speaks it. */
describe('sync trace (STOMP over WebSocket)', () => {
  let app: App;
  let base: string;
  let admin: Headers;
  let partner: Headers;
  let other: Headers;
  let own: Store;
  let others: Store;
  const open: Client[] = [];

  const tokenOf = (headers: Headers) => headers.authorization.replace('Bearer ', '');
  const urlFor = (token: string) => `${base}${apiPrefix}${syncTracePath}?token=${encodeURIComponent(token)}`;

  beforeAll(async () => {
    app = await testApp();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    base = address.replace('http', 'ws');
    ({ admin, partner, other } = await signedInOperators(app, { username: 'trace-other@example.com' }));
    own = (await postStore(app, partner, 'Trace Shop')).json();
    others = (await postStore(app, other, 'Other Trace Shop')).json();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.deactivate()));
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Connects as the console does; resolves once CONNECTED, rejects on an ERROR frame or a refused socket. */
  function connect(headers: Headers, filter?: string): Promise<Console> {
    const messages: TraceMessage[] = [];
    const waiting: ((message: TraceMessage) => void)[] = [];
    const client = new Client({
      webSocketFactory: () => new WebSocket(urlFor(tokenOf(headers))),
      connectHeaders: filter === undefined ? {} : { filter },
      reconnectDelay: 0,
      heartbeatIncoming: 10_000,
      heartbeatOutgoing: 10_000,
    });
    open.push(client);
    const receive = (frame: IMessage) => {
      const message = traceMessageSchema.parse(JSON.parse(frame.body));
      messages.push(message);
      waiting.shift()?.(message);
    };
    let read = 0;
    const next = () =>
      new Promise<TraceMessage>((resolve) => {
        const queued = messages[read];
        read += 1;
        if (queued) resolve(queued);
        else waiting.push(resolve);
      });
    return new Promise((resolve, reject) => {
      client.onConnect = () =>
        resolve({ client, messages, next, ...{ receive } } as Console & { receive: typeof receive });
      client.onStompError = (frame) => reject(new Error(`ERROR ${frame.headers.message}`));
      client.onWebSocketClose = (event: { code: number }) => reject(new Error(`closed ${event.code}`));
      client.activate();
    });
  }

  /** Subscribes with a receipt: resolves once the server watches the store. */
  async function subscribe(console: Console, store: Store): Promise<StompSubscription> {
    const { client } = console;
    const receive = (console as Console & { receive: (frame: IMessage) => void }).receive;
    const receipt = `sub-${store.id}-${Math.random()}`;
    const done = new Promise<IFrame>((resolve) => client.watchForReceipt(receipt, resolve));
    const subscription = client.subscribe(`/queue/${store.id}`, receive, { receipt });
    await done;
    return subscription;
  }

  /** An ERROR frame's message, or how the socket closed, for a refused step. */
  function refusal(client: Client): Promise<string> {
    return new Promise((resolve) => {
      client.onStompError = (frame) => resolve(`ERROR ${frame.headers.message}`);
    });
  }

  it('delivers a published trace message to a console watching the store', async () => {
    const watching = await connect(partner);
    await subscribe(watching, own);
    await publishTrace(app.ctx, own.id, { type: 'traceStage', stage: 'EXTRACTING', table: 'ITMMASTER' });
    const message = await watching.next();
    expect(message).toMatchObject({ type: 'traceStage', stage: 'EXTRACTING', table: 'ITMMASTER' });
    expect(Number.isNaN(Date.parse(message.ts))).toBe(false);
  });

  it('applies the CONNECT filter, and a SEND to /sync/{storeId} replaces it', async () => {
    const watching = await connect(admin, 'type:traceError');
    await subscribe(watching, own);
    await publishTrace(app.ctx, own.id, { type: 'traceStage', stage: 'LOADING' });
    await publishTrace(app.ctx, own.id, { type: 'traceError', stage: 'LOADING', error: 'Deadlock on ITMMASTER' });
    expect(await watching.next()).toMatchObject({ type: 'traceError', error: 'Deadlock on ITMMASTER' });

    const receipt = 'filter-1';
    const changed = new Promise<IFrame>((resolve) => watching.client.watchForReceipt(receipt, resolve));
    watching.client.publish({ destination: `/sync/${own.id}`, body: 'itmcateg', headers: { receipt } });
    await changed;
    await publishTrace(app.ctx, own.id, { type: 'traceError', error: 'Deadlock on ITMMASTER' });
    await publishTrace(app.ctx, own.id, { type: 'traceSQL', table: 'ITMCATEG', sql: 'SELECT * FROM ITMCATEG' });
    expect(await watching.next()).toMatchObject({ type: 'traceSQL', table: 'ITMCATEG' });
    expect(watching.messages.map((m) => m.type)).toEqual(['traceError', 'traceSQL']);
  });

  it('shows the agent calls of the sync routes: test connection that fails is a traceError', async () => {
    const watching = await connect(partner);
    await subscribe(watching, own);
    const port = await closedPort();
    const probe = await app.inject({
      method: 'POST',
      url: `/api/v1/sync/${own.id}/source`,
      headers: partner,
      payload: { protocol: 'http', hostName: '127.0.0.1', port, agentKey: 'some-key' },
    });
    expect(probe.statusCode).toBe(502);
    expect(await watching.next()).toMatchObject({ type: 'traceStage', stage: 'TEST_CONNECTION' });
    const failed = await watching.next();
    expect(failed).toMatchObject({ type: 'traceError', stage: 'TEST_CONNECTION', error: probe.json().message });
  });

  it("shows the scheduler tick's recorded run of the store", async () => {
    const [source] = await app.ctx.db
      .insert(syncSources)
      .values({
        storeId: own.id,
        sourceType: 'Sage_X3',
        syncType: 'AGENT',
        dbType: 'POSTGRES',
        protocol: 'http',
        hostName: '127.0.0.1',
        port: 9,
        dbAlias: 'x3',
        dbSchema: 'SEED',
        isActive: true,
      })
      .returning();
    const everyDay = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
    const schedule = { isActive: true, days: everyDay, startHour: 0, endHour: 23, frequency: 'ONE_MIN', tables: [] };
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/v1/sync/source/${source?.id}/schedule`,
      headers: partner,
      payload: schedule,
    });
    expect(saved.statusCode).toBe(200);
    const dueAt = '2026-11-23T09:00:00.000Z';
    await app.ctx.db.execute(
      sql`UPDATE sync_schedules SET next_due_at = ${dueAt}::timestamptz WHERE source_id = ${source?.id}`,
    );
    const watching = await connect(partner);
    await subscribe(watching, own);
    expect(await runSchedulerTick(app.ctx, new Date('2026-11-23T09:00:30Z'))).toMatchObject({ recorded: 1 });
    expect(await watching.next()).toMatchObject({
      type: 'traceStage',
      stage: 'SCHEDULED',
      fields: { source: source?.id, dueAt },
    });
  });

  it("refuses another partner's store with an ERROR frame", async () => {
    const watching = await connect(partner);
    const refused = refusal(watching.client);
    watching.client.subscribe(`/queue/${others.id}`, () => {});
    expect(await refused).toBe(`ERROR Store ${others.id} not found`);
  });

  it('refuses a filter SEND for a store the console does not watch', async () => {
    const watching = await connect(partner);
    await subscribe(watching, own);
    const refused = refusal(watching.client);
    watching.client.publish({ destination: `/sync/${others.id}`, body: '' });
    expect(await refused).toBe(`ERROR Not subscribed to store ${others.id}`);
  });

  it('refuses a bad or missing token with 401 before the upgrade', async () => {
    for (const token of ['not-a-token', '']) {
      const status = await new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(urlFor(token));
        socket.on('unexpected-response', (request, response) => {
          resolve(response.statusCode ?? 0);
          request.destroy();
        });
        socket.on('open', () => reject(new Error('upgraded')));
        socket.on('error', () => {});
      });
      expect(status).toBe(401);
    }
    await expect(connect({ authorization: 'Bearer forged.token.here' })).rejects.toThrow();
  });

  /** Raw frames through `ws`: what the server answers, then how the socket closed. */
  async function rawExchange(headers: Headers, frames: (string | Buffer)[]): Promise<{ text: string; code: number }> {
    const socket = new WebSocket(urlFor(tokenOf(headers)));
    let text = '';
    socket.on('message', (data) => {
      text += data.toString();
    });
    await new Promise((resolve, reject) => {
      socket.on('open', resolve);
      socket.on('error', reject);
    });
    for (const frame of frames) socket.send(frame);
    const code = await new Promise<number>((resolve) => socket.on('close', resolve));
    return { text, code };
  }

  const connectFrame = 'CONNECT\naccept-version:1.2\nhost:localhost\n\n\u0000';

  it('answers hostile or unexpected frames with an ERROR frame and closes', async () => {
    const cases: [string, (string | Buffer)[], string][] = [
      ['a frame before CONNECT', ['SUBSCRIBE\nid:1\ndestination:/queue/1\n\n\u0000'], 'message:Expected CONNECT'],
      ['an unknown command', [connectFrame, 'EXPLODE\n\n\u0000'], 'message:Unknown command EXPLODE'],
      ['not a command', ['\u0000\u0000\u0000'], 'message:Malformed frame'],
      ['a lower-case command', ['connect\n\n\u0000'], 'message:Malformed frame, expected a command'],
      ['a bad header escape', [connectFrame, 'SUBSCRIBE\nid:\\t\n\n\u0000'], 'message:Undefined escape sequence'],
      ['a header without a colon', [connectFrame, 'SUBSCRIBE\nnonsense\n\n\u0000'], 'message:Malformed header line'],
      ['too many headers', [`CONNECT\n${'a:b\n'.repeat(40)}\n\u0000`], 'message:More than 32 headers'],
      ['a frame without end', [`SEND\ndestination:/sync/1\n\n${'x'.repeat(20_000)}`], 'message:A frame is larger'],
      [
        'a lying content-length',
        [connectFrame, 'SEND\ncontent-length:2\n\nabcd\u0000'],
        'message:The body does not end',
      ],
      ['binary data', [Buffer.from([0x43, 0x4f])], 'message:Binary messages are not accepted'],
      ['STOMP 1.0 only', ['CONNECT\naccept-version:1.0\n\n\u0000'], 'message:Supported protocol versions are 1.2'],
      ['a long filter', [`CONNECT\naccept-version:1.2\nfilter:${'f'.repeat(300)}\n\n\u0000`], 'message:The filter has'],
      ['a second CONNECT', [connectFrame, connectFrame], 'message:Already connected'],
      ['a transaction', [connectFrame, 'BEGIN\ntransaction:t\n\n\u0000'], 'message:BEGIN is not supported'],
      ['a bad destination', [connectFrame, 'SUBSCRIBE\nid:1\ndestination:/topic/x\n\n\u0000'], 'message:Subscribe to'],
      ['an id beyond int4', [connectFrame, 'SUBSCRIBE\nid:1\ndestination:/queue/9999999999\n\n\u0000'], 'Subscribe'],
    ];
    for (const [what, frames, expected] of cases) {
      const binary = frames.some((frame) => Buffer.isBuffer(frame));
      const { text, code } = await rawExchange(partner, binary ? frames : frames);
      expect(text, what).toContain('ERROR\n');
      expect(text, what).toContain(expected);
      expect(code, what).toBe(1008);
    }
  });

  it('names the versions it speaks in the ERROR of a version mismatch (STOMP 1.2 CONNECT)', async () => {
    const { text, code } = await rawExchange(partner, ['CONNECT\naccept-version:1.0,1.1\nhost:localhost\n\n\u0000']);
    expect(text).toMatch(/^ERROR\n/);
    expect(text.split('\n\n')[0]?.split('\n')).toContain('version:1.2');
    expect(code).toBe(1008);
  });

  it('answers DISCONNECT with its receipt, frames split across messages and heart-beats included', async () => {
    const half = Math.floor(connectFrame.length / 2);
    const { text, code } = await rawExchange(partner, [
      '\n',
      connectFrame.slice(0, half),
      connectFrame.slice(half),
      '\r\n',
      `SUBSCRIBE\nid:s1\ndestination:/queue/${own.id}\nreceipt:r1\n\n\u0000`,
      'DISCONNECT\nreceipt:bye\n\n\u0000',
    ]);
    expect(text).toMatch(/^CONNECTED\nversion:1\.2\n/);
    expect(text).toContain('RECEIPT\nreceipt-id:r1\n\n\u0000');
    expect(text).toContain('RECEIPT\nreceipt-id:bye\n\n\u0000');
    expect(code).toBe(1000);
  });
});
