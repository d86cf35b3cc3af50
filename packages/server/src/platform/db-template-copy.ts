import { copyFileSync, mkdirSync, readdirSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * The template's copy, in a worker thread of its own (db-template.ts starts it): a data directory is
 * some 1,200 files, mostly small, and on the main thread each file's completion waited for the event
 * loop, which the server's modules loading beside it hold for a second at a time (a 0.2 s copy took
 * 2 s there). Here it is one loop of system calls. Only Node's own modules: any loader runs it.
 */
const { from, partial, target, afterOpen, marker } = workerData as {
  from: string;
  partial: string;
  target: string;
  afterOpen: string[];
  marker: string;
};
const later = new Set(afterOpen);
const entries = readdirSync(from, { withFileTypes: true, recursive: true });
const path = (entry: { parentPath: string; name: string }) => join(relative(from, entry.parentPath), entry.name);
// PostgreSQL refuses a data directory others may read: the folders keep their modes (the files' are
// copied with them). Parents sort before their children.
mkdirSync(partial, { mode: statSync(from).mode });
const folders = entries.filter((entry) => entry.isDirectory());
folders.sort((a, b) => path(a).localeCompare(path(b)));
for (const folder of folders) {
  mkdirSync(join(partial, path(folder)), { mode: statSync(join(folder.parentPath, folder.name)).mode });
}
const files = entries.filter((entry) => entry.isFile());
for (const entry of files) {
  if (!later.has(path(entry))) copyFileSync(join(entry.parentPath, entry.name), join(partial, path(entry)));
}
// The database can open now (nothing reads the stores' schemas before the start has awaited the rest).
if (later.size > 0) writeFileSync(join(partial, marker), '');
renameSync(partial, target);
parentPort?.postMessage('openable');
for (const entry of files) {
  if (later.has(path(entry))) copyFileSync(join(entry.parentPath, entry.name), join(target, path(entry)));
}
if (later.size > 0) unlinkSync(join(target, marker));
