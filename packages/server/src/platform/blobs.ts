import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';

/**
 * Blob storage: CDN files, backup archives and, later, sync chunks and large exchange bodies. Keys
 * are `/`-separated paths whose first segment names the area (`cdn/{storeId}/…`,
 * `backups/{storeId}/…`). Two implementations: a directory (DATA_DIR/blobs, the default) and
 * S3-compatible object storage; nothing else reads or writes DATA_DIR/blobs.
 */
export type BlobInfo = {
  key: string;
  size: number;
  /** A strong entity tag, quoted as HTTP sends it; it changes whenever the blob is written. */
  etag: string;
  lastModified: Date;
};

/** Inclusive byte offsets, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

export type BlobBody = Readable | Uint8Array;

export interface BlobStore {
  /** Where blobs live, for logs and errors (never a credential). */
  readonly description: string;
  /**
   * Writes a blob: write, then publish. Readers see the previous blob (or none) until the body has
   * been stored whole; a body that fails midway leaves nothing behind under the key.
   */
  put(key: string, body: BlobBody): Promise<BlobInfo>;
  /**
   * A blob's bytes (or a range of them) as a stream, with what it describes the whole blob; null when
   * there is none. With `ifMatch`, a blob whose etag differs throws BlobChangedError (it was
   * replaced since it was looked at), so a range never mixes two versions.
   */
  get(key: string, options?: { range?: ByteRange; ifMatch?: string }): Promise<BlobRead | null>;
  head(key: string): Promise<BlobInfo | null>;
  /**
   * Copies a blob to another key, published as a put is (S3 copies inside the store, up to 5 GB).
   * Null when there is no blob to copy.
   */
  copy(from: string, to: string): Promise<BlobInfo | null>;
  /** Every blob whose key starts with the prefix, in key order. */
  list(prefix: string): AsyncIterable<BlobInfo>;
  /** Total bytes of the blobs under the prefix (0 when there are none). */
  sizeOf(prefix: string): Promise<number>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  /** Throws when the storage cannot be reached or written (readiness). */
  check(): Promise<void>;
  close(): Promise<void>;
}

export type BlobRead = { info: BlobInfo; stream: Readable };

/** A key or prefix that is not a plain relative path (caller input: a 400 where it came from a request). */
export class BlobKeyError extends Error {}

/** The blob was replaced between looking at it and reading it. */
export class BlobChangedError extends Error {}

/** A range outside the blob. */
export class BlobRangeError extends Error {}

/** S3 allows 1024 bytes per key; a file system 255 per name. */
const maxKeyBytes = 900;
const maxSegmentBytes = 255;

function checkSegments(text: string, what: string, allowEmptyLast: boolean) {
  const segments = text.split('/');
  if (Buffer.byteLength(text) > maxKeyBytes) throw new BlobKeyError(`${what} is longer than ${maxKeyBytes} bytes`);
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (segment === '' && !(last && allowEmptyLast)) throw new BlobKeyError(`${what} has an empty segment`);
    if (segment === '.' || segment === '..') throw new BlobKeyError(`${what} climbs out of its folder`);
    if (segment.includes('\\') || [...segment].some((c) => c.charCodeAt(0) < 0x20))
      throw new BlobKeyError(`${what} holds a backslash or a control character`);
    if (Buffer.byteLength(segment) > maxSegmentBytes) {
      throw new BlobKeyError(`${what} has a name longer than ${maxSegmentBytes} bytes`);
    }
  });
  // Top-level names are areas; names starting with a dot are the storage's own (partial writes).
  if (segments[0]?.startsWith('.')) throw new BlobKeyError(`${what} starts with a dot`);
}

/** A key: relative, `/`-separated, no empty, `.` or `..` segment. */
export function assertKey(key: string): void {
  if (!key) throw new BlobKeyError('An empty key');
  checkSegments(key, `Key ${JSON.stringify(key.slice(0, 80))}`, false);
}

/** A prefix: '' (everything) or the start of keys (`cdn/shop/`, `backups/shop/shop-2026`). */
export function assertPrefix(prefix: string): void {
  if (prefix) checkSegments(prefix, `Prefix ${JSON.stringify(prefix.slice(0, 80))}`, true);
}

/** The CDN files of a store. */
export function cdnPrefix(storeId: string): string {
  if (!/^[a-z0-9-]+$/.test(storeId)) throw new BlobKeyError(`invalid store id ${storeId}`);
  return `cdn/${storeId}/`;
}

/** The storage the configuration names: a directory under DATA_DIR by default, or an S3 bucket. */
export async function openBlobStore(config: Pick<Config, 'dataDir' | 'blobs'>): Promise<BlobStore> {
  const blobs = config.blobs ?? { kind: 'directory' };
  if (blobs.kind === 's3') {
    const { S3BlobStore } = await import('./blobs-s3.ts');
    return new S3BlobStore(blobs);
  }
  const { DirectoryBlobStore } = await import('./blobs-directory.ts');
  return DirectoryBlobStore.open(config.dataDir);
}
