// Live diagnostics (issue 15): what publishTrace costs when no console listens (PGlite: a map lookup;
// PostgreSQL: one NOTIFY through the pool, within the per-store burst), and the time from
// publishTrace to the MESSAGE frame at a STOMP console on the WebSocket (p50, p99), messages paced
// under the per-store rate limit.
// Run: npx tsx bench/sync-trace.ts   (PGlite in memory; DATABASE_URL for a server, an empty database)
import { performance } from 'node:perf_hooks';
import { apiPrefix, syncTracePath } from '@store-console/contract';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { publishTrace } from '../packages/server/src/modules/sync/trace/trace-hub.ts';
import { rowsOf } from '../packages/server/src/platform/data-plane.ts';
import { fleet, median } from './fleet.ts';

const { app, headers } = await fleet(2);
const stores = rowsOf(await app.ctx.db.execute(sql`SELECT id FROM stores WHERE created_by = 'bench' ORDER BY id`));
const [quiet, watched] = stores.map((row) => Number(row.id));
if (quiet === undefined || watched === undefined) throw new Error('no bench stores');
const kind = app.ctx.database.kind;

// Unwatched: within the burst (100 per store) so every call does the work a real one does.
const calls = 100;
const started = performance.now();
for (let i = 0; i < calls; i += 1) {
  await publishTrace(app.ctx, quiet, { type: 'traceSQL', sql: `SELECT ${i} FROM ITMMASTER` });
}
const perCall = ((performance.now() - started) * 1000) / calls;
console.log(`publishTrace, nobody listening (${kind}): ${perCall.toFixed(1)} µs per call over ${calls} calls`);

const address = await app.listen({ port: 0, host: '127.0.0.1' });
const token = headers.authorization.replace('Bearer ', '');
const socket = new WebSocket(`${address.replace('http', 'ws')}${apiPrefix}${syncTracePath}?token=${token}`);
await new Promise((resolve, reject) => {
  socket.on('open', resolve);
  socket.on('error', reject);
});
let onFrame: (text: string) => void = () => {};
socket.on('message', (data) => onFrame(data.toString()));
const frame = (match: string) =>
  new Promise<void>((resolve) => {
    onFrame = (text) => {
      if (text.includes(match)) resolve();
    };
  });
const subscribed = frame('receipt-id:s');
socket.send('CONNECT\naccept-version:1.2\nhost:localhost\n\n\u0000');
socket.send(`SUBSCRIBE\nid:0\ndestination:/queue/${watched}\nreceipt:s\n\n\u0000`);
await subscribed;

const latencies: number[] = [];
for (let i = 0; i < 200; i += 1) {
  const arrived = frame(`"requestId":"r${i}"`);
  const at = performance.now();
  await publishTrace(app.ctx, watched, { type: 'traceStage', stage: 'EXTRACTING', requestId: `r${i}` });
  await arrived;
  latencies.push(performance.now() - at);
  // 40 a second: under the 50/s per-store limit.
  await new Promise((resolve) => setTimeout(resolve, 25));
}
const sorted = [...latencies].sort((a, b) => a - b);
const p99 = sorted[Math.floor(sorted.length * 0.99) - 1] ?? 0;
console.log(
  `publishTrace → MESSAGE at a console (${kind}): p50 ${median(latencies).toFixed(2)} ms, p99 ${p99.toFixed(2)} ms over ${latencies.length}`,
);
socket.close();
await app.close();
