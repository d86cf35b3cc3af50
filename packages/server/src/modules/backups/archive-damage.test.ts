import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSettledStore, testApp, until } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { rowsOf, seedDemoCatalogue, storeSchemaName } from '../../platform/data-plane.ts';
import { registerStoreJobs } from '../stores/jobs.ts';
import { verifyArchive } from './archive-read.ts';
import { archiveKey } from './archive-storage.ts';
import { registerBackupJobs } from './jobs.ts';
import { backups } from './schema.ts';
import { ArchiveDamagedError } from './tar-stream.ts';

type Headers = Record<string, string>;
type Backup = { id: number; fileName: string; statusType: string; cdnStatusType: string | null; error: string | null };

/** A tar header's checksum written again after a change to its fields (offset 148, 6 octal digits, NUL, space). */
function resum(tar: Buffer, header: number): void {
  tar.fill(0x20, header + 148, header + 156);
  let sum = 0;
  for (let i = header; i < header + 512; i++) sum += tar[i] ?? 0;
  tar.write(`${sum.toString(8).padStart(6, '0')}\0 `, header + 148, 'latin1');
}

/** Every way an archive is damaged at the gzip and tar layers, from the bytes of a good one. */
function damagedCopies(good: Buffer): [string, Buffer][] {
  const tar = gunzipSync(good);
  const copies: [string, Buffer][] = [
    ['cut in half', good.subarray(0, good.length >> 1)],
    ['cut before its gzip trailer', good.subarray(0, good.length - 4)],
    ['cut to its gzip header', good.subarray(0, 10)],
    ['empty', Buffer.alloc(0)],
    ['not gzip at all', Buffer.from('not a tar.gz archive')],
    ['its gzip CRC changed', Buffer.concat([good.subarray(0, -8), Buffer.from([1, 2, 3, 4]), good.subarray(-4)])],
    ['its gzip length changed', Buffer.concat([good.subarray(0, -4), Buffer.from([9, 9, 9, 9])])],
  ];
  // One compressed byte flipped, at positions spread over the whole stream.
  for (let at = 12; at < good.length - 8; at += Math.max(1, Math.floor(good.length / 40))) {
    const copy = Buffer.from(good);
    copy[at] = (copy[at] ?? 0) ^ 0x5a;
    copies.push([`compressed byte ${at} flipped`, copy]);
  }
  // Damage inside a well-formed gzip stream: the tar layer.
  const header = Buffer.from(tar);
  header[3] = (header[3] ?? 0) ^ 0x01;
  copies.push(['a tar header changed (its checksum no longer matches)', gzipSync(header)]);
  const larger = Buffer.from(tar);
  larger.write('77777777777\0', 124, 'latin1');
  resum(larger, 0);
  copies.push(['an entry larger than declared', gzipSync(larger)]);
  const smaller = Buffer.from(tar);
  smaller.write('00000000001\0', 124, 'latin1');
  resum(smaller, 0);
  copies.push(['an entry smaller than its bytes', gzipSync(smaller)]);
  copies.push(['a tar stream that ends inside an entry', gzipSync(tar.subarray(0, 700))]);
  copies.push(['a tar stream without its last entries', gzipSync(tar.subarray(0, 1024))]);
  copies.push(['tar blocks of noise', gzipSync(Buffer.alloc(4096, 0x41))]);
  return copies;
}

/** A source that sends a few bytes and then nothing, never ending. */
function stalled(first: Buffer): Readable {
  return new Readable({
    read() {
      if (this.readableLength === 0 && !(this as { sent?: boolean }).sent) {
        (this as { sent?: boolean }).sent = true;
        this.push(first);
      }
    },
  });
}

describe('a damaged backup archive fails its read, its restore and its clone cleanly', () => {
  let app: App;
  let admin: Headers;
  let store: { id: number; storeId: string; name?: string };
  let good: Buffer;
  let backup: Backup;

  const storeOf = async (id: number) => (await app.inject({ url: `/api/v1/stores/${id}`, headers: admin })).json();
  const restore = (b: Backup, extra: object = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/backups/store/${store.id}/restore`,
      headers: admin,
      payload: { ...b, store: { id: store.id }, ...extra },
    });
  const listed = async (): Promise<Backup[]> =>
    (await app.inject({ url: `/api/v1/backups/store/${store.id}`, headers: admin })).json().content;

  async function backUp(): Promise<Backup> {
    const created = await app.inject({ method: 'POST', url: `/api/v1/backups/store/${store.id}`, headers: admin });
    expect(created.statusCode).toBe(201);
    const id: number = created.json().id;
    await until(
      async () => (await listed()).find((b) => b.id === id)?.statusType,
      (status) => status === 'DONE',
    );
    const done = (await listed()).find((b) => b.id === id);
    if (!done) throw new Error('no backup');
    return done;
  }

  beforeAll(async () => {
    app = await testApp({ backups: { readIdleSeconds: 1 } });
    await registerStoreJobs(app.ctx, { work: true });
    await registerBackupJobs(app.ctx, { work: true, retryLimit: 0, retryDelay: 0 });
    admin = await bearer(app, 'admin');
    store = await createSettledStore(app, admin, 'Damage Control');
    await seedDemoCatalogue(app.ctx.db, store.id, 'DMG');
    // Enough rows for an archive of several tar entries and many deflate blocks.
    await app.ctx.db.execute(
      sql.raw(`INSERT INTO ${storeSchemaName(store.id)}.customers (code, name, email)
        SELECT 'DC-' || n, md5(n::text) || ' ' || n, 'c' || n || '@damage.example.com' FROM generate_series(1, 3000) AS n`),
    );
    backup = await backUp();
    const blob = await app.ctx.blobs.get(archiveKey(store.storeId, backup.fileName));
    if (!blob) throw new Error('no archive');
    good = await buffer(blob.stream);
  }, 120_000);
  afterAll(() => app.close());

  it('checks the good archive, and refuses every damaged copy with the damage named', async () => {
    expect((await verifyArchive(Readable.from([good]))).storeId).toBe(store.storeId);
    const copies = damagedCopies(good);
    expect(copies.length).toBeGreaterThan(40);
    for (const [damage, bytes] of copies) {
      // In small pieces too, as storage streams them.
      for (const pieces of [[bytes], chunks(bytes, 97)]) {
        const read = verifyArchive(Readable.from(pieces), { totalMs: 10_000, idleMs: 5_000 });
        const error = await read.then(
          () => null,
          (e: unknown) => e,
        );
        expect(error, damage).toBeInstanceOf(ArchiveDamagedError);
      }
    }
  });

  it('holds a read to its limits: a source that stalls, runs long, or sends more or less than recorded', async () => {
    const head = good.subarray(0, 200);
    await expect(verifyArchive(stalled(head), { idleMs: 300, totalMs: 10_000 })).rejects.toThrow(
      'the archive stopped arriving for 0.3 s',
    );
    await expect(verifyArchive(stalled(head), { totalMs: 400 })).rejects.toThrow(
      'reading the archive took longer than 0.4 s',
    );
    let sent = false;
    const endless = new Readable({
      read() {
        this.push(sent ? Buffer.alloc(16 * 1024, 7) : good);
        sent = true;
      },
    });
    await expect(verifyArchive(endless, { expectedBytes: good.length, idleMs: 1000, totalMs: 10_000 })).rejects.toThrow(
      `the archive is longer than its recorded ${good.length} bytes`,
    );
    await expect(
      verifyArchive(Readable.from([good.subarray(0, 100)]), { expectedBytes: good.length, totalMs: 10_000 }),
    ).rejects.toBeInstanceOf(ArchiveDamagedError);
    // A stream of the recorded size passes.
    expect((await verifyArchive(Readable.from([good]), { expectedBytes: good.length, totalMs: 10_000 })).storeId).toBe(
      store.storeId,
    );
  });

  it.each([
    ['cut in half', (bytes: Buffer) => bytes.subarray(0, bytes.length >> 1)],
    [
      'one compressed byte flipped',
      (bytes: Buffer) => {
        const copy = Buffer.from(bytes);
        const at = Math.floor(bytes.length / 3);
        copy[at] = (copy[at] ?? 0) ^ 0x5a;
        return copy;
      },
    ],
    [
      'a tar header changed inside good gzip',
      (bytes: Buffer) => {
        const tar = gunzipSync(bytes);
        tar[3] = (tar[3] ?? 0) ^ 0x01;
        return gzipSync(tar);
      },
    ],
  ])(
    'a restore from an archive %s ends at once: store as before, reason logged, backup marked damaged',
    async (_damage, damage) => {
      const own = await backUp();
      const before = (await storeOf(store.id)).storeStatus.statusType;
      const original = await app.ctx.blobs.get(archiveKey(store.storeId, own.fileName));
      if (!original) throw new Error('no archive');
      await app.ctx.blobs.put(archiveKey(store.storeId, own.fileName), damage(await buffer(original.stream)));

      expect((await restore(own)).statusCode).toBe(202);
      await expect.poll(async () => (await storeOf(store.id)).storeStatus.statusType, { timeout: 20_000 }).toBe(before);
      const logs: { logType: string; text: string }[] = (await storeOf(store.id)).logs;
      const last = logs.at(-1);
      expect(last?.logType).toBe('ERROR');
      expect(last?.text).toMatch(
        /^The backup archive is damaged: .+\. Restore of .+ abandoned; the data is unchanged$/,
      );
      const marked = (await listed()).find((b) => b.id === own.id);
      expect(marked?.statusType).toBe('ERROR');
      expect(marked?.error).toMatch(/^The backup archive is damaged: /);
      // No second restore from it; the console offers none (ERROR is not restorable), the API says why.
      const again = await restore(own);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(`Backup ${own.fileName} cannot be restored: ${marked?.error}`);
      // The process is alive and serves the next request; the data is the store's own.
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      const products = rowsOf(
        await app.ctx.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${storeSchemaName(store.id)}.products`)),
      );
      expect(Number(products[0]?.n)).toBe(5);
      await app.ctx.db.delete(backups).where(eq(backups.id, own.id));
    },
  );

  describe('a clone from a peer environment that serves a damaged, endless or stalled archive', () => {
    let peer: Server;
    let mode: 'damaged' | 'chunked' | 'stalled' | 'endless' = 'damaged';

    beforeAll(async () => {
      peer = createServer((request, response) => {
        if (request.url === '/api/v1/oauth2/token') {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({ access_token: 'peer-token', token_type: 'Bearer', expires_in: 60, store_id: 'x' }),
          );
          return;
        }
        if (mode === 'damaged') {
          const cut = good.subarray(0, good.length >> 1);
          response.writeHead(200, { 'content-length': cut.length });
          response.end(cut);
        } else if (mode === 'chunked') {
          // No length, and bytes for ever (until the client goes).
          response.writeHead(200, { 'content-type': 'application/gzip' });
          const more = () => {
            if (!response.destroyed) response.write(Buffer.alloc(64 * 1024, 1), more);
          };
          more();
        } else if (mode === 'stalled') {
          response.writeHead(200, { 'content-length': 50_000_000 });
          response.write(good.subarray(0, 100));
        } else {
          // A length the peer never reaches: bytes for ever, noise after a good start.
          response.writeHead(200, { 'content-length': 50_000_000_000 });
          response.write(good.subarray(0, 1000));
          const more = () => {
            if (!response.destroyed) response.write(Buffer.alloc(64 * 1024, 3), more);
          };
          more();
        }
      });
      await new Promise<void>((done) => peer.listen(0, '127.0.0.1', done));
      const created = await app.inject({
        method: 'POST',
        url: '/api/v1/environments',
        headers: admin,
        payload: {
          name: 'hostile',
          baseUrl: `http://127.0.0.1:${(peer.address() as AddressInfo).port}`,
          clientId: 'peer-client',
          clientSecret: 'peer-secret',
        },
      });
      expect(created.statusCode, created.body).toBe(201);
    });
    afterAll(async () => {
      peer.closeAllConnections();
      await new Promise((done) => peer.close(done));
    });

    it.each([
      [
        'damaged',
        'The archive from hostile failed verification: the gzip stream ends early (the archive is cut short)',
      ],
      ['chunked', 'Environment hostile sent the archive without its size'],
      ['stalled', 'The archive from hostile failed verification: the archive stopped arriving for 1 s'],
      ['endless', 'The archive from hostile failed verification: the gzip stream is corrupt'],
    ] as const)('%s: the call answers with the reason, the store is as before, nothing is kept', async (kind, text) => {
      mode = kind;
      const before = await storeOf(store.id);
      const kept = (await listed()).length;
      const clone = await restore({ ...backup, id: 1 }, { environment: 'hostile' });
      expect(clone.statusCode).toBeGreaterThanOrEqual(400);
      expect(clone.statusCode).toBeLessThan(600);
      expect(clone.statusCode).not.toBe(500);
      expect(clone.json().message).toContain(text);
      const after = await storeOf(store.id);
      expect(after.storeStatus.statusType).toBe(before.storeStatus.statusType);
      expect(after.logs.at(-1)).toMatchObject({
        logType: 'ERROR',
        text: `Clone from environment hostile failed: ${clone.json().message}`,
      });
      expect((await listed()).length).toBe(kept);
      const left = [];
      for await (const blob of app.ctx.blobs.list(`backups/${store.storeId}/hostile-`)) left.push(blob.key);
      expect(left).toEqual([]);
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    });
  });
});

function chunks(bytes: Buffer, size: number): Buffer[] {
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) out.push(bytes.subarray(at, at + size));
  return out;
}
