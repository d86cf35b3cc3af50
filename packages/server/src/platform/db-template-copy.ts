import { copyFileSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { workerData } from 'node:worker_threads';

/**
 * The template's copy, in a worker thread of its own (db-template.ts starts it): a data directory is
 * some 1,200 files, mostly small, and on the main thread each file's completion waited for the event
 * loop, which the server's modules loading beside it hold for a second at a time (a 0.2 s copy took
 * 2 s there). Here it is one loop of system calls. Only Node's own modules: any loader runs it.
 */
const { from, to } = workerData as { from: string; to: string };
const entries = readdirSync(from, { withFileTypes: true, recursive: true });
const inTarget = (entry: { parentPath: string; name: string }) =>
  join(to, relative(from, entry.parentPath), entry.name);
// PostgreSQL refuses a data directory others may read: the folders keep their modes (the files' are
// copied with them). Parents sort before their children.
mkdirSync(to, { mode: statSync(from).mode });
const folders = entries.filter((entry) => entry.isDirectory());
folders.sort((a, b) => inTarget(a).localeCompare(inTarget(b)));
for (const folder of folders) {
  mkdirSync(inTarget(folder), { mode: statSync(join(folder.parentPath, folder.name)).mode });
}
for (const entry of entries) {
  if (entry.isFile()) copyFileSync(join(entry.parentPath, entry.name), inTarget(entry));
}
