import { randomUUID } from 'node:crypto';
import type { BigIntStats, Dirent } from 'node:fs';
import { createReadStream, createWriteStream } from 'node:fs';
import {
  access,
  constants,
  copyFile,
  mkdir,
  open,
  readdir,
  rename,
  rm,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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
import { isAbandoned, ownerTag } from './work-folders.ts';

const partialFolder = '.partial';

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/** Changes with every write: a new file (rename) has a new inode and modification time. */
function infoOf(key: string, stats: BigIntStats): BlobInfo {
  return {
    key,
    size: Number(stats.size),
    etag: `"${stats.ino.toString(16)}-${stats.size.toString(16)}-${stats.mtimeNs.toString(16)}"`,
    lastModified: new Date(Number(stats.mtimeMs)),
  };
}

/**
 * Blobs as files under DATA_DIR/blobs, a key's segments as folders. A put is written under
 * `.partial/<host>-<pid>-<uuid>`, flushed, and renamed into place: readers see the old file or the
 * new one, never half of one, and what a killed process left is removed at the next start.
 */
export class DirectoryBlobStore implements BlobStore {
  readonly description: string;

  private constructor(private readonly root: string) {
    this.description = `directory ${root}`;
  }

  static async open(dataDir: string): Promise<DirectoryBlobStore> {
    const store = new DirectoryBlobStore(join(dataDir, 'blobs'));
    await mkdir(store.root, { recursive: true });
    await store.cleanAbandoned();
    return store;
  }

  /** Partial writes whose process is gone. Returns the paths removed. */
  async cleanAbandoned(): Promise<string[]> {
    const folder = join(this.root, partialFolder);
    const removed: string[] = [];
    for (const name of await readdir(folder).catch(() => [])) {
      const path = join(folder, name);
      if (await isAbandoned(path, /^(.+-\d+)-[0-9a-f-]{36}$/.exec(name)?.[1])) {
        await rm(path, { force: true });
        removed.push(path);
      }
    }
    return removed;
  }

  private pathOf(key: string): string {
    assertKey(key);
    return join(this.root, ...key.split('/'));
  }

  private keyOf(path: string): string {
    return relative(this.root, path).split(sep).join('/');
  }

  async put(key: string, body: BlobBody): Promise<BlobInfo> {
    return this.written(key, async (temp) => {
      // Flushed before the rename: after a crash the key holds the old blob or the whole new one.
      if (body instanceof Readable) await pipeline(body, createWriteStream(temp, { flags: 'wx', flush: true }));
      else await writeFile(temp, body, { flag: 'wx', flush: true });
    });
  }

  async copy(from: string, to: string): Promise<BlobInfo | null> {
    const source = this.pathOf(from);
    if (!(await this.head(from))) return null;
    // A clone of the file where the file system can (reflink), a copy elsewhere.
    return this.written(to, (temp) => copyFile(source, temp, constants.COPYFILE_FICLONE | constants.COPYFILE_EXCL));
  }

  /** Writes a partial file with `write`, then renames it to the key. */
  private async written(key: string, write: (temp: string) => Promise<void>): Promise<BlobInfo> {
    const target = this.pathOf(key);
    await mkdir(join(this.root, partialFolder), { recursive: true });
    const temp = join(this.root, partialFolder, `${ownerTag()}-${randomUUID()}`);
    try {
      await write(temp);
      await this.publish(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return infoOf(key, await stat(target, { bigint: true }));
  }

  /** Renames into place; a folder removed meanwhile (deletePrefix) is made again. */
  private async publish(temp: string, target: string): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      await mkdir(dirname(target), { recursive: true });
      try {
        await rename(temp, target);
        return;
      } catch (error) {
        if (errorCode(error) !== 'ENOENT' || attempt >= 2) throw error;
      }
    }
  }

  async get(key: string, options: { range?: ByteRange; ifMatch?: string } = {}): Promise<BlobRead | null> {
    const path = this.pathOf(key);
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(path, 'r');
    } catch (error) {
      if (['ENOENT', 'ENOTDIR', 'EISDIR'].includes(errorCode(error) ?? '')) return null;
      throw error;
    }
    try {
      // Described from the open file: a rename over the key after this point changes nothing read.
      const stats = await handle.stat({ bigint: true });
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      const info = infoOf(key, stats);
      if (options.ifMatch !== undefined && options.ifMatch !== info.etag) {
        throw new BlobChangedError(`${key} changed`);
      }
      const range = options.range;
      if (range && (range.start < 0 || range.start > range.end || range.end >= info.size)) {
        throw new BlobRangeError(`bytes ${range.start}-${range.end} are outside ${key} (${info.size} bytes)`);
      }
      const stream = createReadStream(path, {
        fd: handle,
        ...(range ? { start: range.start, end: range.end } : {}),
      });
      return { info, stream };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async head(key: string): Promise<BlobInfo | null> {
    const stats = await stat(this.pathOf(key), { bigint: true }).catch((error: unknown) => {
      if (['ENOENT', 'ENOTDIR'].includes(errorCode(error) ?? '')) return null;
      throw error;
    });
    return stats?.isFile() ? infoOf(key, stats) : null;
  }

  /** The deepest folder every key with the prefix lives in. */
  private folderOf(prefix: string): string {
    const segments = prefix.split('/');
    segments.pop();
    return join(this.root, ...segments);
  }

  async *list(prefix: string): AsyncIterable<BlobInfo> {
    assertPrefix(prefix);
    let entries: Dirent[];
    try {
      entries = await readdir(this.folderOf(prefix), { withFileTypes: true, recursive: true });
    } catch (error) {
      // A missing folder holds nothing; anything else (a file where a folder belongs) is a fault.
      if (errorCode(error) === 'ENOENT') return;
      throw error;
    }
    const keys = entries
      .filter((entry) => entry.isFile())
      .map((entry) => this.keyOf(join(entry.parentPath, entry.name)))
      .filter((key) => key.startsWith(prefix) && !key.startsWith(`${partialFolder}/`))
      .sort();
    for (const key of keys) {
      const stats = await stat(join(this.root, ...key.split('/')), { bigint: true }).catch(() => null);
      if (stats?.isFile()) yield infoOf(key, stats);
    }
  }

  async sizeOf(prefix: string): Promise<number> {
    let total = 0;
    for await (const blob of this.list(prefix)) total += blob.size;
    return total;
  }

  async delete(key: string): Promise<void> {
    await unlink(this.pathOf(key)).catch((error: unknown) => {
      if (!['ENOENT', 'ENOTDIR'].includes(errorCode(error) ?? '')) throw error;
    });
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertPrefix(prefix);
    if (prefix.endsWith('/')) {
      await rm(this.folderOf(prefix), { recursive: true, force: true });
      return;
    }
    const keys: string[] = [];
    for await (const blob of this.list(prefix)) keys.push(blob.key);
    for (const key of keys) await this.delete(key);
  }

  /** The folder exists (made if missing), is a folder, and this process may read and write in it. */
  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    if (!(await stat(this.root)).isDirectory()) throw new Error(`${this.root} is not a folder`);
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  async close(): Promise<void> {}
}
