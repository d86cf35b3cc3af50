import { readdir, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * Temporary work of earlier versions (a backup being assembled, an archive being read) lived under
 * DATA_DIR/work in folders named after the process that made them, so a restarted server can tell
 * which were left by a killed one and remove them.
 */
export function workRoot(dataDir: string): string {
  return join(dataDir, 'work');
}

/** `<host>-<pid>`: who owns a work folder or a half-written blob. */
export function ownerTag(): string {
  return `${hostname().replace(/[^A-Za-z0-9]/g, '_')}-${process.pid}`;
}

/**
 * A half-written blob (blobs-directory.ts) is written to all along, and work folders are no longer
 * made (backups and restores stream since issue 11): anything untouched for this long was abandoned.
 */
const abandonedAfterMs = 60 * 60 * 1000;

function alive(pid: number): boolean {
  // Our own pid at start-up is a previous life's (a container restarts with the same pid).
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/** Whether a name tagged `<host>-<pid>` belongs to a process that is gone (or to nobody alive for an hour). */
export async function isAbandoned(path: string, tag: string | undefined): Promise<boolean> {
  const match = tag ? /^(.+)-(\d+)$/.exec(tag) : null;
  if (match && match[1] === ownerTag().replace(/-\d+$/, '') && !alive(Number(match[2]))) return true;
  const info = await stat(path).catch(() => null);
  return info !== null && Date.now() - info.mtimeMs > abandonedAfterMs;
}

/** Start-up clean-up: work folders of earlier versions whose process died. Returns what it removed. */
export async function cleanAbandonedWork(dataDir: string): Promise<string[]> {
  const removed: string[] = [];
  const entries = await readdir(workRoot(dataDir)).catch(() => []);
  for (const name of entries) {
    const tag = /^(?:backup|restore)-(.+)-[A-Za-z0-9]{6}$/.exec(name)?.[1];
    const path = join(workRoot(dataDir), name);
    if (await isAbandoned(path, tag)) {
      await rm(path, { recursive: true, force: true });
      removed.push(path);
    }
  }
  return removed;
}
