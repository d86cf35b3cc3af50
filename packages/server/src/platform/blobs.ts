import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Blob storage on a directory under DATA_DIR: each store's CDN files live in cdn/{storeId}. */
export function cdnFolder(dataDir: string, storeId: string): string {
  if (!/^[a-z0-9-]+$/.test(storeId)) throw new Error(`invalid store id ${storeId}`);
  return join(dataDir, 'blobs', 'cdn', storeId);
}

export async function createCdnFolder(dataDir: string, storeId: string): Promise<void> {
  await mkdir(cdnFolder(dataDir, storeId), { recursive: true });
}

export async function removeCdnFolder(dataDir: string, storeId: string): Promise<void> {
  await rm(cdnFolder(dataDir, storeId), { recursive: true, force: true });
}

/** Total bytes of the files under the folder, or null when it does not exist. */
export async function folderBytes(folder: string): Promise<number | null> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(folder, { withFileTypes: true, recursive: true });
  } catch {
    return null;
  }
  let total = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}
