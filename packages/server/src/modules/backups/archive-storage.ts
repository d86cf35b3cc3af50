import { PassThrough, Readable, type Writable } from 'node:stream';
import { type BlobInfo, type BlobStore, cdnPrefix } from '../../platform/blobs.ts';
import { type ArchiveReadLimits, ReadLimiter } from './tar-stream.ts';

// Where backups meet blob storage, all in this file: an archive is written and read as a stream,
// and a store's CDN files are listed, read and replaced. Everything else sees only streams.

/** Where a store's backup archive lives in blob storage. */
export function archiveKey(storeId: string, fileName: string): string {
  return `backups/${storeId}/${fileName}`;
}

/** A blob's bytes as a stream that fetches it when first read (a missing blob fails the stream). */
function lazyRead(blobs: BlobStore, key: string, missing: string, ifMatch?: string): Readable {
  return Readable.from(
    (async function* () {
      const blob = await blobs.get(key, ifMatch === undefined ? {} : { ifMatch });
      if (!blob) throw new Error(missing);
      yield* blob.stream;
    })(),
    { objectMode: false },
  );
}

/** An archive's bytes. */
export function openArchiveBlob(blobs: BlobStore, key: string): Readable {
  return lazyRead(blobs, key, `the archive ${key.split('/').pop()} is missing`);
}

export type ArchiveUpload = {
  stream: Writable;
  /** Once the stream has finished: the archive appears under its name; resolves with its size. */
  commit(): Promise<number>;
  discard(): Promise<void>;
};

/**
 * A new archive, stored as it is written and published under its key only when complete (a put
 * of blob storage): never a half archive under the final name.
 */
export function createArchiveBlob(blobs: BlobStore, key: string): ArchiveUpload {
  const stream = new PassThrough();
  const stored = blobs.put(key, stream);
  // Awaited by commit or discard; a failure before either is theirs to report.
  stored.catch(() => undefined);
  return {
    stream,
    async commit() {
      return (await stored).size;
    },
    async discard() {
      stream.destroy(new Error('the archive was discarded'));
      await stored.catch(() => undefined);
    },
  };
}

/**
 * Stores an archive from outside (a peer's download) while `check` reads the same bytes: both see
 * them once, held to `limits`, so damage, a stall or an endless stream fails the download as it
 * happens, not after it was stored. Resolves once both are done; on any failure nothing is kept
 * under `key` and the check's reason (else the storage's) is thrown.
 */
export async function putCheckedArchive<T>(
  blobs: BlobStore,
  key: string,
  body: Readable,
  limits: ArchiveReadLimits,
  check: (copy: Readable) => Promise<T>,
): Promise<{ info: BlobInfo; checked: T }> {
  const limiter = new ReadLimiter(limits);
  const toStore = new PassThrough();
  const toCheck = new PassThrough();
  // The check hears the reason (it listens from its first step); the storage is only stopped,
  // since it may not be listening yet, and fails its put for it.
  const stop = (error: Error) => {
    body.destroy();
    limiter.destroy();
    toStore.destroy();
    toCheck.destroy(error);
  };
  body.on('error', stop);
  limiter.on('error', stop);
  body.pipe(limiter);
  limiter.pipe(toStore);
  limiter.pipe(toCheck);
  const [checked, stored] = await Promise.allSettled([
    check(toCheck).catch((error: Error) => {
      stop(error);
      throw error;
    }),
    blobs.put(key, toStore).catch((error: Error) => {
      stop(error);
      throw error;
    }),
  ]);
  if (checked.status === 'fulfilled' && stored.status === 'fulfilled')
    return { info: stored.value, checked: checked.value };
  // The check may fail at the very end (a checksum), after the bytes were stored whole.
  if (stored.status === 'fulfilled') await blobs.delete(key);
  throw checked.status === 'rejected' ? checked.reason : stored.status === 'rejected' ? stored.reason : undefined;
}

export type CdnFile = { path: string; size: number; open(): Readable };

/**
 * The store's CDN files (paths relative to its folder), with their sizes. A file replaced after
 * the listing fails its read rather than giving bytes of another size than listed.
 */
export async function listCdnFiles(blobs: BlobStore, storeId: string): Promise<CdnFile[]> {
  const prefix = cdnPrefix(storeId);
  const files: CdnFile[] = [];
  for await (const blob of blobs.list(prefix)) {
    files.push({
      path: blob.key.slice(prefix.length),
      size: blob.size,
      open: () => lazyRead(blobs, blob.key, `CDN file ${blob.key} is gone`, blob.etag),
    });
  }
  return files;
}

export type CdnReplacement = {
  write(path: string, body: AsyncIterable<Buffer> | Readable): Promise<void>;
  /** Puts the new files in place of the store's current ones. */
  commit(): Promise<void>;
  discard(): Promise<void>;
};

/**
 * Replaces a store's CDN files: the new ones are staged under `cdn-restoring/{storeId}/` and only
 * on commit copied over the store's (then files the archive does not have are deleted), so a
 * restore that fails or rolls back leaves the store's files as they were. Object storage cannot
 * swap a folder at once: a commit cut short is finished by the retried restore.
 */
export async function replaceCdnFiles(blobs: BlobStore, storeId: string): Promise<CdnReplacement> {
  const live = cdnPrefix(storeId);
  const staging = `cdn-restoring/${storeId}/`;
  // One restore of a store at a time (the store is UPDATING): what is staged is a failed attempt's.
  await blobs.deletePrefix(staging);
  const written = new Set<string>();
  return {
    async write(path, body) {
      await blobs.put(staging + path, body instanceof Readable ? body : Readable.from(body));
      written.add(path);
    },
    async commit() {
      for (const path of written) {
        if (!(await blobs.copy(staging + path, live + path))) throw new Error(`staged CDN file ${path} is gone`);
      }
      const stale: string[] = [];
      for await (const blob of blobs.list(live)) if (!written.has(blob.key.slice(live.length))) stale.push(blob.key);
      for (const key of stale) await blobs.delete(key);
      await blobs.deletePrefix(staging);
    },
    async discard() {
      await blobs.deletePrefix(staging);
    },
  };
}
