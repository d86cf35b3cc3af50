import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

/** A chunk ends at this much NDJSON before gzip, whatever its row count (so a chunk stays far below the server's 64 MB cap). */
export const maxChunkTextBytes = 32 * 1024 * 1024;
/** Lines go to gzip in batches of about this much text: one zlib call per line cost more than the SQL. */
const batchBytes = 256 * 1024;

export type WrittenChunk = { rows: number; bytes: number; sha256: string };

/**
 * One chunk file being written: NDJSON lines through gzip to `{path}.part`, the SHA-256 and size
 * taken over the gzip bytes as they go to disk (what the chunk call serves), renamed to `path`
 * once complete. Memory stays at gzip's window and one line, whatever the chunk's size.
 */
export class ChunkWriter {
  rows = 0;
  textBytes = 0;
  private readonly gzip = createGzip({ level: 6 });
  private readonly hash = createHash('sha256');
  private bytes = 0;
  private readonly done: Promise<void>;
  private readonly part: string;
  private batch: string[] = [];
  private batchSize = 0;

  constructor(readonly path: string) {
    this.part = `${path}.part`;
    const tap = new Transform({
      transform: (buffer: Buffer, _encoding, callback) => {
        this.hash.update(buffer);
        this.bytes += buffer.length;
        callback(null, buffer);
      },
    });
    this.done = pipeline(this.gzip, tap, createWriteStream(this.part));
    // A write error surfaces from finish(); until then it must not be an unhandled rejection.
    this.done.catch(() => {});
  }

  /** Whether one more line of `lineBytes` still fits a chunk of at most `maxRows`. */
  fits(maxRows: number, lineBytes: number): boolean {
    return this.rows === 0 || (this.rows < maxRows && this.textBytes + lineBytes <= maxChunkTextBytes);
  }

  /** Adds one line (its byte length given, as `fits` was asked with it). */
  async write(line: string, lineBytes = Buffer.byteLength(line) + 1): Promise<void> {
    this.batch.push(line);
    this.rows += 1;
    this.textBytes += lineBytes;
    this.batchSize += lineBytes;
    if (this.batchSize >= batchBytes) await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.batch.length === 0) return;
    const text = `${this.batch.join('\n')}\n`;
    this.batch = [];
    this.batchSize = 0;
    if (!this.gzip.write(text)) await once(this.gzip, 'drain');
  }

  async finish(): Promise<WrittenChunk> {
    await this.flush();
    this.gzip.end();
    await this.done;
    await rename(this.part, this.path);
    return { rows: this.rows, bytes: this.bytes, sha256: this.hash.digest('hex') };
  }

  /** Stops writing and removes the partial file. */
  async discard(): Promise<void> {
    this.gzip.destroy();
    await this.done.catch(() => {});
    await rm(this.part, { force: true });
  }
}
