import { Writable } from 'node:stream';
import { apiPrefix, syncTracePath } from '@store-console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { bearer, postStore, replicaOf, testApp } from '../../../../test/helpers.ts';
import type { App } from '../../../app.ts';
import { publishTrace } from './trace-hub.ts';

class Capture extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.text += chunk.toString();
    done();
  }
}

/** A raw STOMP console: CONNECT, SUBSCRIBE with a receipt; resolves with the frames it reads after. */
async function rawConsole(url: string, storeDbId: number) {
  const socket = new WebSocket(url);
  const frames: string[] = [];
  let subscribed: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    subscribed = resolve;
  });
  socket.on('message', (data) => {
    const text = data.toString();
    frames.push(text);
    if (text.includes('receipt-id:sub')) subscribed();
  });
  await new Promise((resolve, reject) => {
    socket.on('open', resolve);
    socket.on('error', reject);
  });
  socket.send('CONNECT\naccept-version:1.2\nhost:localhost\n\n\u0000');
  socket.send(`SUBSCRIBE\nid:0\ndestination:/queue/${storeDbId}\nreceipt:sub\n\n\u0000`);
  await ready;
  return { socket, frames };
}

const traceUrl = (address: string, token: string) =>
  `${address.replace('http', 'ws')}${apiPrefix}${syncTracePath}?token=${encodeURIComponent(token)}`;

describe('the trace socket in the log', () => {
  let app: App;
  const log = new Capture();
  beforeAll(async () => {
    app = await testApp({}, { logStream: log });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('never writes the token of the query to the log', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const headers = await bearer(app, 'admin');
    const token = headers.authorization.replace('Bearer ', '');
    const store = (await postStore(app, headers, 'Logged Trace Shop')).json();
    const { socket } = await rawConsole(traceUrl(address, token), store.id);
    socket.close();
    expect(log.text).toContain('incoming request');
    expect(log.text).not.toContain(token);
    expect(log.text).not.toContain(token.split('.')[2]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('trace messages across replicas (LISTEN/NOTIFY)', () => {
  let first: App;
  let second: App;
  beforeAll(async () => {
    first = await testApp();
    second = await replicaOf(first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('reaches a console connected to another replica', async () => {
    const address = await second.listen({ port: 0, host: '127.0.0.1' });
    const headers = await bearer(first, 'admin');
    const store = (await postStore(first, headers, 'Replicated Trace Shop')).json();
    const token = headers.authorization.replace('Bearer ', '');
    const { socket, frames } = await rawConsole(traceUrl(address, token), store.id);
    const arrived = new Promise<string>((resolve) => socket.on('message', (data) => resolve(data.toString())));
    await publishTrace(first.ctx, store.id, { type: 'traceSQL', sql: 'SELECT 1 FROM ITMMASTER' });
    const frame = await arrived;
    expect(frame).toMatch(/^MESSAGE\n/);
    expect(frame).toContain('"sql":"SELECT 1 FROM ITMMASTER"');
    expect(frames.some((text) => text.startsWith('CONNECTED'))).toBe(true);
    socket.close();
  });
});
