import { on, once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
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
 * The entries of a .tar.gz stream, one at a time: the next is read only once the consumer is done
 * with the current one (whatever it leaves unread is skipped), so memory stays flat.
 */
export async function* tarEntries(input: Readable): AsyncGenerator<TarEntry> {
  const parser = new Parser({ strict: true });
  const gunzip = createGunzip();
  const fail = (error: Error) => parser.emit('error', error);
  input.on('error', fail);
  gunzip.on('error', fail);
  const entries = on(parser, 'entry', { close: ['end'] });
  input.pipe(gunzip).pipe(parser);
  try {
    for await (const [entry] of entries as AsyncIterable<[ReadEntry]>) {
      yield { path: entry.path.replace(/^(\.\/)+/, ''), type: entry.type, size: entry.size, body: entry };
      entry.resume();
    }
  } finally {
    input.unpipe();
    gunzip.destroy();
    input.destroy();
  }
}
