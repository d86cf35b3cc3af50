import { once } from 'node:events';
import { type Readable, Transform, type Writable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { Header, Parser, Pax, type ReadEntry } from 'tar';

const blockSize = 512;

const gone = (stream: Writable) => stream.errored ?? new Error('the archive stream closed early');

/** Resolves once the stream wants more; rejects if it fails or closes first. */
async function drained(stream: Writable): Promise<void> {
  const stop = new AbortController();
  try {
    await Promise.race([
      once(stream, 'drain', { signal: stop.signal }),
      once(stream, 'close', { signal: stop.signal }).then(() => {
        throw gone(stream);
      }),
    ]);
  } finally {
    stop.abort();
  }
}

/**
 * Writes a tar stream entry by entry, each entry's size known before its bytes (a buffered piece
 * of a table, a file of known size). It waits for the stream only before writing more, so the
 * next piece is read while the last one is still being compressed.
 */
export class TarWriter {
  private readonly mtime = new Date();

  constructor(private readonly out: Writable) {}

  private async write(data: Buffer): Promise<void> {
    // A stream that failed (the archive's storage) ends the backup at once, not at its end.
    if (this.out.destroyed) throw gone(this.out);
    if (this.out.writableNeedDrain) await drained(this.out);
    this.out.write(data);
  }

  async file(path: string, size: number, body: Buffer | AsyncIterable<Buffer>): Promise<void> {
    const header = new Header({ path, mode: 0o644, size, mtime: this.mtime, type: 'File' });
    // A path too long for the header's fields goes in a PAX extended header first.
    if (header.encode()) await this.write(new Pax({ path, size, mtime: this.mtime }).encode());
    if (!header.block) throw new Error(`could not write the tar header of ${path}`);
    await this.write(header.block);
    let written = 0;
    for await (const chunk of Buffer.isBuffer(body) ? [body] : body) {
      written += chunk.length;
      if (written > size) break;
      await this.write(chunk);
    }
    if (written !== size) throw new Error(`${path} changed while it was being archived`);
    const padding = (blockSize - (size % blockSize)) % blockSize;
    if (padding > 0) await this.write(Buffer.alloc(padding));
  }

  /** The two empty blocks that end a tar archive; then the stream is ended. */
  async end(): Promise<void> {
    await this.write(Buffer.alloc(2 * blockSize));
    this.out.end();
  }
}

export type TarEntry = { path: string; type: string; size: number; body: AsyncIterable<Buffer> };

/**
 * The archive's bytes are not what was written: cut short, a gzip or tar layer corrupt, a checksum
 * or manifest that does not match. Reading it again gives the same answer, so a restore from it is
 * not retried (see jobs.ts); a failure of the storage that serves the bytes is not this.
 */
export class ArchiveDamagedError extends Error {
  override readonly name = 'ArchiveDamagedError';
}

export function isArchiveDamaged(error: unknown): error is ArchiveDamagedError {
  return error instanceof ArchiveDamagedError;
}

/**
 * How long a read may take: `idleMs` without a byte from the source (unset: no such limit, for a
 * reader whose consumer may itself hold the source back), `totalMs` in all. `expectedBytes`, when
 * known (the size recorded when the archive was made, a peer's Content-Length), is checked too:
 * more bytes than that, or fewer, is damage.
 */
export type ArchiveReadLimits = { expectedBytes?: number | null; idleMs?: number; totalMs: number };

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/**
 * A pass-through that holds a byte stream to its limits: it fails (an error, which its reader
 * handles) when the bytes stall or take too long, or are more or fewer than expected.
 */
export class ReadLimiter extends Transform {
  private received = 0;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly idle: NodeJS.Timeout | undefined;

  constructor(private readonly limits: ArchiveReadLimits) {
    super();
    const { idleMs, totalMs } = limits;
    this.timers.push(
      setTimeout(() => this.destroy(new Error(`reading the archive took longer than ${seconds(totalMs)}`)), totalMs),
    );
    if (idleMs !== undefined) {
      this.idle = setTimeout(
        () => this.destroy(new Error(`the archive stopped arriving for ${seconds(idleMs)}`)),
        idleMs,
      );
      this.timers.push(this.idle);
    }
    this.once('close', () => {
      for (const timer of this.timers) clearTimeout(timer);
    });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null, data?: Buffer) => void) {
    this.received += chunk.length;
    this.idle?.refresh();
    const expected = this.limits.expectedBytes ?? null;
    if (expected !== null && this.received > expected)
      done(new ArchiveDamagedError(`the archive is longer than its recorded ${expected} bytes`));
    else done(null, chunk);
  }

  override _flush(done: (error?: Error | null) => void) {
    const expected = this.limits.expectedBytes ?? null;
    if (expected !== null && this.received < expected)
      done(new ArchiveDamagedError(`the archive is ${this.received} bytes, not the ${expected} recorded (cut short)`));
    else done();
  }
}

function gzipReason(error: Error): string {
  const code = 'code' in error ? String(error.code) : '';
  if (code === 'Z_BUF_ERROR' || /unexpected end of file/i.test(error.message))
    return 'the gzip stream ends early (the archive is cut short)';
  if (/incorrect data check/i.test(error.message)) return 'the gzip checksum does not match (incorrect data check)';
  return `the gzip stream is corrupt (${error.message})`;
}

function tarReason(error: Error): string {
  const code = 'tarCode' in error ? String(error.tarCode) : '';
  if (code === 'TAR_BAD_ARCHIVE' && /truncated/i.test(error.message))
    return 'a tar entry ends early (the archive is cut short)';
  return `the tar stream is invalid (${error.message.replace(/^TAR_[A-Z_]+: /, '')})`;
}

/**
 * The entries of a .tar.gz stream, one at a time: the next is read only once the consumer is done
 * with the current one (whatever it leaves unread is skipped), so memory stays flat.
 *
 * Every stream of the chain (the source, gunzip, the tar parser) has its error handled here, and
 * the first failure of any of them ends the read: the consumer's next entry, or the body it is
 * reading, rejects with it. A damaged gzip or tar layer is an ArchiveDamagedError; a failing source
 * keeps its own error; a read that stalls for `idleMs` or runs past `totalMs` fails too. Nothing
 * is left to reach the process as unhandled, even after the consumer has stopped reading.
 */
export async function* tarEntries(input: Readable, limits: ArchiveReadLimits): AsyncGenerator<TarEntry> {
  // Our own gunzip in front: the parser must not guess another compression from the bytes.
  const parser = new Parser({ strict: true, brotli: false, zstd: false });
  const gunzip = createGunzip();
  const limiter = new ReadLimiter(limits);
  const queue: ReadEntry[] = [];
  let ended = false;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  let rejectStopped: (error: Error) => void = () => undefined;
  const stopped = new Promise<never>((_, reject) => {
    rejectStopped = reject;
  });
  // Read by whoever waits next; a failure after the consumer stopped reading needs no one.
  stopped.catch(() => undefined);
  const stop = () => {
    input.unpipe();
    input.destroy();
    limiter.destroy();
    gunzip.destroy();
  };
  const fail = (error: Error) => {
    if (failure || ended) return;
    failure = error;
    rejectStopped(error);
    stop();
    wake?.();
  };
  input.on('error', fail);
  limiter.on('error', fail);
  gunzip.on('error', (error) => fail(new ArchiveDamagedError(gzipReason(error))));
  parser.on('error', (error: Error) => fail(new ArchiveDamagedError(tarReason(error))));
  parser.on('entry', (entry: ReadEntry) => {
    queue.push(entry);
    wake?.();
  });
  parser.on('end', () => {
    if (failure) return;
    ended = true;
    wake?.();
  });

  /** An entry's bytes, ending with the read's failure if the archive fails while they are read. */
  async function* body(entry: ReadEntry): AsyncGenerator<Buffer> {
    const chunks = entry[Symbol.asyncIterator]();
    for (;;) {
      const next = await Promise.race([chunks.next(), stopped]);
      if (next.done) break;
      yield next.value;
    }
    if (failure) throw failure;
  }

  input.pipe(limiter).pipe(gunzip).pipe(parser);
  try {
    for (;;) {
      if (failure) throw failure;
      const entry = queue.shift();
      if (entry) {
        yield { path: entry.path.replace(/^(\.\/)+/, ''), type: entry.type, size: entry.size, body: body(entry) };
        entry.resume();
        continue;
      }
      if (ended) return;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      wake = undefined;
    }
  } finally {
    ended = true;
    stop();
  }
}
