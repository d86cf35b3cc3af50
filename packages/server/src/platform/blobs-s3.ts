import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { BlobConfig } from '../config.ts';
import {
  assertKey,
  assertPrefix,
  type BlobBody,
  BlobChangedError,
  type BlobInfo,
  BlobRangeError,
  type BlobRead,
  type BlobStore,
  type ByteRange,
} from './blobs.ts';

type S3Config = Extract<BlobConfig, { kind: 's3' }>;

function status(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/**
 * Blobs as objects of one bucket, under the configured prefix. S3 publishes an object only once
 * its upload completes, so every put is already "write, then publish"; large bodies go up in
 * parts (lib-storage's Upload), and a failed multipart upload is aborted. Uploads a killed process
 * left incomplete are the bucket's lifecycle rule's to expire (AbortIncompleteMultipartUpload).
 */
export class S3BlobStore implements BlobStore {
  readonly description: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly root: string;

  constructor(
    config: S3Config,
    private readonly upload: { partSize: number; queueSize: number } = { partSize: 8 * 1024 * 1024, queueSize: 4 },
  ) {
    this.bucket = config.bucket;
    this.root = config.prefix;
    this.description = `s3://${config.bucket}/${config.prefix}${config.endpoint ? ` at ${config.endpoint}` : ''}`;
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
      // Checksums only where S3 requires them: many S3-compatible servers do not understand the
      // aws-chunked trailing checksums the SDK otherwise sends with every streamed put.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string): string {
    assertKey(key);
    return this.root + key;
  }

  async put(key: string, body: BlobBody): Promise<BlobInfo> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.objectKey(key), Body: body },
      partSize: this.upload.partSize,
      queueSize: this.upload.queueSize,
    });
    // When the body fails, that is the error to report, not what aborting the upload then met.
    let bodyError: unknown;
    if (body instanceof Readable) body.once('error', (error) => (bodyError ??= error));
    try {
      await upload.done();
    } catch (error) {
      throw bodyError ?? error;
    }
    const info = await this.head(key);
    if (!info) throw new Error(`${key} is missing right after it was stored`);
    return info;
  }

  async get(key: string, options: { range?: ByteRange; ifMatch?: string } = {}): Promise<BlobRead | null> {
    const range = options.range;
    if (range && (range.start < 0 || range.start > range.end)) {
      throw new BlobRangeError(`bytes ${range.start}-${range.end} is no range`);
    }
    let output: GetObjectCommandOutput;
    try {
      output = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          ...(options.ifMatch !== undefined ? { IfMatch: options.ifMatch } : {}),
        }),
      );
    } catch (error) {
      const code = status(error);
      if (code === 404) return null;
      if (code === 412) throw new BlobChangedError(`${key} changed`);
      if (code === 416) {
        if (options.ifMatch !== undefined) throw new BlobChangedError(`${key} changed`);
        throw new BlobRangeError(`bytes ${range?.start}-${range?.end} are outside ${key}`);
      }
      throw error;
    }
    const stream = output.Body;
    if (!(stream instanceof Readable)) throw new Error('S3 answered without a body stream');
    // The whole blob's size: from Content-Range when only part of it was sent.
    const total = output.ContentRange ? Number(output.ContentRange.split('/')[1]) : output.ContentLength;
    const info: BlobInfo = {
      key,
      size: total ?? 0,
      etag: output.ETag ?? '',
      lastModified: output.LastModified ?? new Date(0),
    };
    // Servers that ignore If-Match (some S3-compatible ones) are caught here.
    const sentRange = output.ContentRange ? /bytes (\d+)-(\d+)\//.exec(output.ContentRange) : null;
    const wrongRange =
      range && (!sentRange || Number(sentRange[1]) !== range.start || Number(sentRange[2]) !== range.end);
    if ((options.ifMatch !== undefined && info.etag !== options.ifMatch) || wrongRange) {
      stream.destroy();
      if (options.ifMatch !== undefined) throw new BlobChangedError(`${key} changed`);
      throw new BlobRangeError(`bytes ${range?.start}-${range?.end} are outside ${key} (${info.size} bytes)`);
    }
    return { info, stream };
  }

  async head(key: string): Promise<BlobInfo | null> {
    try {
      const output = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return {
        key,
        size: output.ContentLength ?? 0,
        etag: output.ETag ?? '',
        lastModified: output.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (status(error) === 404) return null;
      throw error;
    }
  }

  async copy(from: string, to: string): Promise<BlobInfo | null> {
    // URL-encoded as S3 requires (s3rver decodes only what decodeURI does: its copies of names
    // with + ? & and the like fail, which real S3 and its compatibles copy).
    const source = this.objectKey(from).split('/').map(encodeURIComponent).join('/');
    try {
      await this.client.send(
        new CopyObjectCommand({ Bucket: this.bucket, Key: this.objectKey(to), CopySource: `${this.bucket}/${source}` }),
      );
    } catch (error) {
      if (status(error) === 404) return null;
      throw error;
    }
    return this.head(to);
  }

  async *list(prefix: string): AsyncIterable<BlobInfo> {
    assertPrefix(prefix);
    const pages = paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: this.root + prefix });
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield {
          key: object.Key.slice(this.root.length),
          size: object.Size ?? 0,
          etag: object.ETag ?? '',
          lastModified: object.LastModified ?? new Date(0),
        };
      }
    }
  }

  async sizeOf(prefix: string): Promise<number> {
    let total = 0;
    for await (const blob of this.list(prefix)) total += blob.size;
    return total;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  /** A page of keys at a time (1000 at most), listed again from the start until none is left. */
  async deletePrefix(prefix: string): Promise<void> {
    assertPrefix(prefix);
    for (;;) {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.root + prefix, MaxKeys: 1000 }),
      );
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (keys.length === 0) return;
      const answer = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }),
      );
      const failed = answer.Errors?.[0];
      if (failed) throw new Error(`could not delete ${failed.Key}: ${failed.Code} ${failed.Message}`);
    }
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
