import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobKinds, s3BlobConfig } from '../../test/s3.ts';
import { BlobChangedError, BlobKeyError, BlobRangeError, type BlobStore } from './blobs.ts';
import { DirectoryBlobStore } from './blobs-directory.ts';
import { S3BlobStore } from './blobs-s3.ts';
import { ownerTag } from './work-folders.ts';

const mib = 1024 * 1024;

async function read(store: BlobStore, key: string, range?: { start: number; end: number }) {
  const blob = await store.get(key, range ? { range } : {});
  return blob ? (await buffer(blob.stream)).toString() : null;
}

async function keys(store: BlobStore, prefix: string) {
  const found: string[] = [];
  for await (const blob of store.list(prefix)) found.push(blob.key);
  return found;
}

/** A body that sends some bytes, then fails. */
function failingBody(bytes: number) {
  let sent = false;
  return new Readable({
    read() {
      if (sent) this.destroy(new Error('the source broke'));
      else {
        sent = true;
        this.push(Buffer.alloc(bytes, 1));
      }
    },
  });
}

describe.each(blobKinds)('blob storage contract: %s', (kind) => {
  let store: BlobStore;

  beforeAll(async () => {
    store =
      kind === 's3'
        ? // S3's smallest part, so an 11 MiB body goes up in three parts.
          new S3BlobStore(s3BlobConfig(), { partSize: 5 * mib, queueSize: 2 })
        : await DirectoryBlobStore.open(mkdtempSync(join(tmpdir(), 'sc-blobs-')));
  });
  afterAll(() => store.close());

  it('puts bytes and streams, and describes them (size, strong etag, last modified)', async () => {
    const before = Date.now();
    const put = await store.put('cdn/shop/a.txt', Buffer.from('hello blobs'));
    expect(put).toMatchObject({ key: 'cdn/shop/a.txt', size: 11 });
    expect(put.etag).toMatch(/^"[^"]+"$/);
    // Object stores keep whole seconds.
    expect(put.lastModified.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
    expect(await store.head('cdn/shop/a.txt')).toEqual(put);
    await store.put('cdn/shop/b.txt', Readable.from([Buffer.from('streamed '), Buffer.from('body')]));
    expect(await read(store, 'cdn/shop/a.txt')).toBe('hello blobs');
    expect(await read(store, 'cdn/shop/b.txt')).toBe('streamed body');
    const got = await store.get('cdn/shop/a.txt');
    got?.stream.destroy();
    expect(got?.info).toEqual(put);
  });

  it('answers null for a blob that is not there', async () => {
    expect(await store.head('cdn/shop/missing.txt')).toBeNull();
    expect(await store.get('cdn/shop/missing.txt')).toBeNull();
    expect(await store.head('cdn/nowhere/at/all')).toBeNull();
  });

  it('streams byte ranges, describing the whole blob, and refuses ranges outside it', async () => {
    await store.put('ranges/digits', Buffer.from('0123456789'));
    expect(await read(store, 'ranges/digits', { start: 3, end: 7 })).toBe('34567');
    expect(await read(store, 'ranges/digits', { start: 9, end: 9 })).toBe('9');
    const part = await store.get('ranges/digits', { range: { start: 0, end: 1 } });
    expect(part?.info.size).toBe(10);
    part?.stream.destroy();
    await expect(store.get('ranges/digits', { range: { start: 10, end: 12 } })).rejects.toThrow(BlobRangeError);
  });

  it('changes the etag when the content changes, and refuses a read of a replaced blob (ifMatch)', async () => {
    const first = await store.put('ranges/versioned', Buffer.from('version one'));
    const same = await store.get('ranges/versioned', { ifMatch: first.etag, range: { start: 8, end: 10 } });
    expect(same ? (await buffer(same.stream)).toString() : null).toBe('one');
    const second = await store.put('ranges/versioned', Buffer.from('version two!'));
    expect(second.etag).not.toBe(first.etag);
    await expect(store.get('ranges/versioned', { ifMatch: first.etag })).rejects.toThrow(BlobChangedError);
    await expect(store.get('ranges/versioned', { ifMatch: first.etag, range: { start: 0, end: 3 } })).rejects.toThrow(
      BlobChangedError,
    );
  });

  it('publishes a put only once its body is complete; a failed body leaves the old blob', async () => {
    const body = new PassThrough();
    const writing = store.put('atomic/file.bin', body);
    body.write(Buffer.alloc(1000, 2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await store.head('atomic/file.bin')).toBeNull();
    expect(await keys(store, 'atomic/')).toEqual([]);
    body.end(Buffer.alloc(24, 3));
    expect((await writing).size).toBe(1024);

    await expect(store.put('atomic/file.bin', failingBody(100))).rejects.toThrow('the source broke');
    expect((await store.head('atomic/file.bin'))?.size).toBe(1024);
    await expect(store.put('atomic/never.bin', failingBody(100))).rejects.toThrow('the source broke');
    expect(await store.head('atomic/never.bin')).toBeNull();
    expect(await keys(store, 'atomic/')).toEqual(['atomic/file.bin']);
  });

  it('stores a large body (multipart on S3) and aborts one that fails after several parts', async () => {
    const chunks = Array.from({ length: 11 }, (_, i) => Buffer.alloc(mib, i));
    const info = await store.put('backups/shop/large.tar.gz', Readable.from(chunks));
    expect(info.size).toBe(11 * mib);
    const tail = await store.get('backups/shop/large.tar.gz', { range: { start: 11 * mib - 2, end: 11 * mib - 1 } });
    expect(tail ? [...(await buffer(tail.stream))] : null).toEqual([10, 10]);
    const broken = Readable.from(
      (async function* () {
        for (const chunk of chunks) yield chunk;
        throw new Error('the archive broke');
      })(),
    );
    await expect(store.put('backups/shop/broken.tar.gz', broken)).rejects.toThrow('the archive broke');
    expect(await store.head('backups/shop/broken.tar.gz')).toBeNull();
  });

  it('copies a blob to another key, and answers null for a copy of nothing', async () => {
    await store.put('copy/from/a b.txt', Buffer.from('copied bytes'));
    const copied = await store.copy('copy/from/a b.txt', 'copy/to/deep/a.txt');
    expect(copied).toMatchObject({ key: 'copy/to/deep/a.txt', size: 12 });
    expect(await read(store, 'copy/to/deep/a.txt')).toBe('copied bytes');
    await store.put('copy/from/a b.txt', Buffer.from('changed'));
    expect(await read(store, 'copy/to/deep/a.txt')).toBe('copied bytes');
    await store.copy('copy/from/a b.txt', 'copy/to/deep/a.txt');
    expect(await read(store, 'copy/to/deep/a.txt')).toBe('changed');
    expect(await store.copy('copy/from/missing', 'copy/to/missing')).toBeNull();
    expect(await store.head('copy/to/missing')).toBeNull();
  });

  it('lists by prefix in key order, sizes a prefix and deletes a prefix', async () => {
    await store.put('list/a/x.txt', Buffer.from('xx'));
    await store.put('list/a/img/y.png', Buffer.from('yyy'));
    await store.put('list/a/img/deep/z.css', Buffer.from('z'));
    await store.put('list/ab/other.txt', Buffer.from('other'));
    expect(await keys(store, 'list/a/')).toEqual(['list/a/img/deep/z.css', 'list/a/img/y.png', 'list/a/x.txt']);
    expect(await keys(store, 'list/a')).toEqual([
      'list/a/img/deep/z.css',
      'list/a/img/y.png',
      'list/a/x.txt',
      'list/ab/other.txt',
    ]);
    expect(await keys(store, 'list/a/img/y')).toEqual(['list/a/img/y.png']);
    expect(await keys(store, 'list/none/')).toEqual([]);
    expect(await store.sizeOf('list/a/')).toBe(6);
    expect(await store.sizeOf('list/none/')).toBe(0);
    await store.deletePrefix('list/a/');
    expect(await keys(store, 'list/')).toEqual(['list/ab/other.txt']);
    await store.deletePrefix('list/a/');
    await store.delete('list/ab/other.txt');
    await store.delete('list/ab/other.txt');
    expect(await keys(store, 'list/')).toEqual([]);
  });

  // Two thousand requests to s3rver: generous on a loaded machine.
  it('deletes a prefix of more keys than one listing page holds', { timeout: 120_000 }, async () => {
    const count = 1001;
    for (let i = 0; i < count; i += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, count - i) }, (_, j) =>
          store.put(`many/k${String(i + j).padStart(4, '0')}`, Buffer.from('1')),
        ),
      );
    }
    expect(await store.sizeOf('many/')).toBe(count);
    await store.deletePrefix('many/');
    expect(await store.sizeOf('many/')).toBe(0);
  });

  it('refuses keys that are not plain relative paths', async () => {
    for (const key of ['', '../x', 'cdn/../../x', 'a//b', '/a', 'a/', '.partial/x', 'a\\b', 'a/./b', 'a\u0000b']) {
      await expect(store.put(key, Buffer.from('x')), key).rejects.toThrow(BlobKeyError);
      await expect(store.head(key), key).rejects.toThrow(BlobKeyError);
    }
    await expect(keys(store, '../')).rejects.toThrow(BlobKeyError);
    // A dot inside is a name like any other (a store's .well-known files).
    await store.put('cdn/shop/.well-known/security.txt', Buffer.from('contact'));
    expect(await read(store, 'cdn/shop/.well-known/security.txt')).toBe('contact');
  });

  it('is reachable', async () => {
    await expect(store.check()).resolves.toBeUndefined();
  });
});

describe('directory blob storage', () => {
  it('removes partial writes whose process is gone at start, and never lists them', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sc-blobs-'));
    const partial = join(dataDir, 'blobs', '.partial');
    mkdirSync(partial, { recursive: true });
    const uuid = (n: number) => `00000000-0000-0000-0000-00000000000${n}`;
    // This host, a pid that is not running.
    const dead = join(partial, `${ownerTag().replace(/-\d+$/, '')}-999999-${uuid(0)}`);
    // Another host's: known abandoned only once older than any job can run.
    const old = join(partial, `elsewhere-12-${uuid(1)}`);
    const young = join(partial, `elsewhere-13-${uuid(2)}`);
    for (const path of [dead, old, young]) writeFileSync(path, 'half');
    utimesSync(old, new Date(Date.now() - 2 * 3600_000), new Date(Date.now() - 2 * 3600_000));
    const store = await DirectoryBlobStore.open(dataDir);
    expect([dead, old, young].map((path) => existsSync(path))).toEqual([false, false, true]);
    await store.put('cdn/shop/a', Buffer.from('a'));
    expect(await keys(store, '')).toEqual(['cdn/shop/a']);
  });

  it('fails a listing where a file sits in place of a folder (storage is broken, not empty)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sc-blobs-'));
    mkdirSync(join(dataDir, 'blobs', 'cdn'), { recursive: true });
    writeFileSync(join(dataDir, 'blobs', 'cdn', 'broken'), 'not a folder');
    const store = await DirectoryBlobStore.open(dataDir);
    await expect(store.sizeOf('cdn/broken/')).rejects.toThrow();
  });

  it('is not ready when its folder is a file or cannot be written', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sc-blobs-'));
    const store = await DirectoryBlobStore.open(dataDir);
    await expect(store.check()).resolves.toBeUndefined();
    rmSync(join(dataDir, 'blobs'), { recursive: true, force: true });
    writeFileSync(join(dataDir, 'blobs'), 'a file where the folder should be');
    await expect(store.check()).rejects.toThrow();
    rmSync(join(dataDir, 'blobs'));
    await expect(store.check()).resolves.toBeUndefined();
  });
});

describe('S3 blob storage', () => {
  it('is not ready when the bucket does not exist', async () => {
    const store = new S3BlobStore({ ...s3BlobConfig(), bucket: 'no-such-bucket' });
    await expect(store.check()).rejects.toThrow();
    await store.close();
  });
});
