import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ownerTag } from '../../platform/work-folders.ts';

// Where backups meet blob storage, all in this file: an archive is written and read as a stream,
// and a store's CDN files are listed, read and replaced. Everything else sees only streams.

/** An archive's bytes. */
export function openArchiveFile(path: string): Readable {
  return createReadStream(path);
}

export type ArchiveUpload = {
  stream: Writable;
  /** Once the stream has finished: the archive appears under its name; resolves with its size. */
  commit(): Promise<number>;
  discard(): Promise<void>;
};

/**
 * A new archive, written as `<file>.<owner>.tmp` and renamed when complete: never a half archive
 * under the final name, and a killed process's leftovers are recognisable.
 */
export async function createArchiveFile(path: string): Promise<ArchiveUpload> {
  await mkdir(dirname(path), { recursive: true });
  const partial = `${path}.${ownerTag()}.tmp`;
  const stream = createWriteStream(partial);
  return {
    stream,
    async commit() {
      await rename(partial, path);
      return (await stat(path)).size;
    },
    async discard() {
      stream.destroy();
      await rm(partial, { force: true });
    },
  };
}

export type CdnFile = { path: string; size: number; open(): Readable };

/** The store's CDN files (paths relative to its folder), with their sizes. */
export async function listCdnFiles(folder: string): Promise<CdnFile[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  const files: CdnFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = join(entry.parentPath, entry.name);
    files.push({ path: relative(folder, full), size: (await stat(full)).size, open: () => createReadStream(full) });
  }
  return files;
}

export type CdnReplacement = {
  write(path: string, body: AsyncIterable<Buffer>): Promise<void>;
  /** Swaps the new files in for the store's current ones. */
  commit(): Promise<void>;
  discard(): Promise<void>;
};

/** Replaces a store's CDN files: the new ones are written beside its folder and swapped in on commit. */
export async function replaceCdnFiles(folder: string): Promise<CdnReplacement> {
  const incoming = `${folder}.restoring`;
  const outgoing = `${folder}.replaced`;
  await rm(incoming, { recursive: true, force: true });
  await mkdir(incoming, { recursive: true });
  return {
    async write(path, body) {
      const target = join(incoming, path);
      await mkdir(dirname(target), { recursive: true });
      await pipeline(body, createWriteStream(target));
    },
    async commit() {
      await rm(outgoing, { recursive: true, force: true });
      await rename(folder, outgoing).catch(() => undefined);
      await rename(incoming, folder);
      await rm(outgoing, { recursive: true, force: true });
    },
    async discard() {
      await rm(incoming, { recursive: true, force: true });
    },
  };
}
