import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { gunzipSync, gzipSync } from 'node:zlib';
import { type AgentExtraction, agentChunkLineSchema, errorCodes } from '@store-console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstream, type Upstream } from '../../../../test/gateway.ts';
import { type AgentNextToErp, agentNextTo, type ErpDatabase, erpDatabase } from '../../../../test/real-agent.ts';
import { AppError } from '../../../platform/errors.ts';
import { AgentClient, type AgentClientOptions } from './agent-client.ts';

const key = 'extraction-key-0123456789';
const options: AgentClientOptions = { timeoutMs: 5000, allowPrivate: true };

const erpSql = `
  CREATE SCHEMA "SEED";
  CREATE TABLE "SEED"."ITMMASTER" ("ROWID" bigint PRIMARY KEY, "ITMREF_0" varchar(20) NOT NULL, "ITMWEI_0" numeric(12,3) NOT NULL);
  INSERT INTO "SEED"."ITMMASTER" SELECT g, 'ITM' || lpad(g::text, 5, '0'), g * 0.25 FROM generate_series(1, 2500) g;
`;

async function failureOf(call: Promise<unknown>): Promise<AppError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

async function done(client: AgentClient, id: string): Promise<AgentExtraction> {
  for (;;) {
    const extraction = await client.extraction(id);
    if (extraction.state !== 'RUNNING') return extraction;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
/** 128 KB: the rest of the chunk and the end of the connection arrive while its reader is still behind. */
const slow = Buffer.alloc(128 * 1024, 7);

/** The server's client of the agent's extraction calls, against the real agent (and a lying stand-in). */
describe('agent client extractions', () => {
  let erp: ErpDatabase;
  let running: AgentNextToErp;
  let client: AgentClient;
  let liar: Upstream;

  beforeAll(async () => {
    erp = await erpDatabase(erpSql);
    running = await agentNextTo(erp, key, 'x3');
    client = new AgentClient({ protocol: 'http', hostName: running.host, port: running.port }, key, options);
    const good = gzipSync('{"t":"T","op":"U","row":{},"key":{"ID":1}}\n');
    liar = await startUpstream((seen, response) => {
      const headers: Record<string, string | number> = { 'content-type': 'application/gzip', 'x-chunk-rows': 1 };
      if (seen.url.endsWith('/chunks/0')) headers['x-chunk-sha256'] = sha256(Buffer.from('other bytes'));
      else if (seen.url.endsWith('/chunks/1')) headers['x-chunk-sha256'] = 'not-a-checksum';
      else if (seen.url.endsWith('/chunks/2')) {
        headers['x-chunk-sha256'] = sha256(good);
        headers['content-length'] = 65 * 1024 * 1024;
      } else headers['x-chunk-sha256'] = sha256(good);
      if (seen.url.endsWith('/chunks/4')) {
        headers['x-chunk-sha256'] = sha256(slow);
        headers['content-length'] = slow.length;
        response.writeHead(200, headers);
        response.end(slow);
        return;
      }
      response.writeHead(200, headers);
      response.end(seen.url.endsWith('/chunks/2') ? undefined : good);
    });
  }, 60_000);

  afterAll(async () => {
    await liar?.close();
    await running?.close();
    await erp?.close();
  });

  it('starts a FULL extraction, follows it and downloads every chunk with its checksum checked', async () => {
    const id = await client.startExtraction('x3', {
      schema: 'SEED',
      mode: 'FULL',
      tables: [{ table: 'ITMMASTER' }],
      chunkRows: 1000,
    });
    const extraction = await done(client, id);
    expect(extraction).toMatchObject({
      state: 'DONE',
      rowsRead: 2500,
      checkpoint: { table: 'ITMMASTER', key: { ROWID: '2500' } },
    });
    expect(extraction.chunks.map((c) => c.rows)).toEqual([1000, 1000, 500]);
    const keys: string[] = [];
    for (const announced of extraction.chunks) {
      const chunk = await client.chunk(id, announced.index);
      expect({ rows: chunk.rows, sha256: chunk.sha256 }).toEqual({ rows: announced.rows, sha256: announced.sha256 });
      const bytes = await buffer(chunk.body);
      expect(sha256(bytes)).toBe(announced.sha256);
      const lines = gunzipSync(bytes)
        .toString('utf8')
        .trim()
        .split('\n')
        .map((l) => agentChunkLineSchema.parse(JSON.parse(l)));
      expect(lines).toHaveLength(announced.rows);
      keys.push(...lines.map((l) => String(l.key.ROWID)));
    }
    expect(new Set(keys).size).toBe(2500);
    expect(await failureOf(client.chunk(id, 3))).toMatchObject({ status: 404, code: errorCodes.notFound });
  });

  it('cancels: the extraction reads CANCELLED and its chunks are gone', async () => {
    const id = await client.startExtraction('x3', {
      schema: 'SEED',
      mode: 'FULL',
      tables: [{ table: 'ITMMASTER' }],
      chunkRows: 100,
    });
    await client.cancelExtraction(id);
    expect(await done(client, id)).toMatchObject({ state: 'CANCELLED', chunks: [] });
    expect(await failureOf(client.chunk(id, 0))).toMatchObject({ status: 404 });
  });

  it("passes the agent's refusals on as the caller's 4xx", async () => {
    expect(
      await failureOf(client.startExtraction('x3', { schema: 'SEED', mode: 'FULL', tables: [{ table: 'NOPE' }] })),
    ).toMatchObject({ status: 404, message: "Unknown table 'NOPE' in schema 'SEED'" });
    expect(
      await failureOf(
        client.startExtraction('x3', { schema: 'SEED', mode: 'CHANGES', since: '0', tables: [{ table: 'ITMMASTER' }] }),
      ),
    ).toMatchObject({
      status: 409,
      code: errorCodes.conflict,
      message: "The agent refused the request: Change capture is not installed on database 'x3'",
    });
    expect(await failureOf(client.extraction('0b7c1d7e-4d7a-4c1e-9f5a-2f6f3b1d9a10'))).toMatchObject({ status: 404 });
    expect(await failureOf(client.extraction('../../health'))).toMatchObject({ status: 400 });
    expect(await failureOf(client.cancelExtraction('0b7c1d7e-4d7a-4c1e-9f5a-2f6f3b1d9a10'))).toMatchObject({
      status: 404,
    });
    const keyless = new AgentClient({ protocol: 'http', hostName: running.host, port: running.port }, null, options);
    expect(await failureOf(keyless.extraction('0b7c1d7e-4d7a-4c1e-9f5a-2f6f3b1d9a10'))).toMatchObject({
      status: 502,
      message: 'The agent refused the key',
    });
  });

  it('refuses a chunk whose bytes do not match its checksum, a reply without one, and one above 64 MB', async () => {
    const lying = new AgentClient({ protocol: 'http', ...hostPort(liar.url) }, key, options);
    const id = '0b7c1d7e-4d7a-4c1e-9f5a-2f6f3b1d9a10';
    const mismatch = await lying.chunk(id, 0);
    expect(await failureOf(buffer(mismatch.body))).toMatchObject({
      status: 502,
      code: errorCodes.agentError,
      message: "Chunk 0 of the agent's extraction does not match its checksum",
    });
    expect(await failureOf(lying.chunk(id, 1))).toMatchObject({
      status: 502,
      message: expect.stringContaining('not its API'),
    });
    expect(await failureOf(lying.chunk(id, 2))).toMatchObject({
      status: 502,
      message: "The agent's chunk is larger than 64 MB",
    });
    const fine = await lying.chunk(id, 3);
    expect(gunzipSync(await buffer(fine.body)).toString('utf8')).toContain('"op":"U"');
  });

  it('hands over a chunk whole to a reader that starts late (the server did not survive it before)', async () => {
    const lying = new AgentClient({ protocol: 'http', ...hostPort(liar.url) }, key, options);
    for (let attempt = 0; attempt < 3; attempt++) {
      const chunk = await lying.chunk('0b7c1d7e-4d7a-4c1e-9f5a-2f6f3b1d9a10', 4);
      // The loader is busy with the previous chunk: nothing reads this one for a while.
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect((await buffer(chunk.body)).equals(slow)).toBe(true);
    }
  });
});

function hostPort(url: string) {
  const parsed = new URL(url);
  return { hostName: parsed.hostname, port: Number(parsed.port) };
}
