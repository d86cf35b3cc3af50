// Prints the console's initial JavaScript for the sign-in route (/login), gzip-compressed:
// the entry chunk, its static imports, and the lazily loaded sign-in screen with its imports.
// Run `npm run build` first.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '../packages/web/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const seen = new Set();
function collect(key) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) collect(imported);
}
collect('index.html');
const loginKey = Object.keys(manifest).find(
  (key) => /features\/(login|sign-in)\//.test(key) && manifest[key].isDynamicEntry,
);
if (loginKey) collect(loginKey);
else console.warn('sign-in screen chunk not found in the manifest; counting the entry only');

let raw = 0;
let gzip = 0;
const rows = [];
for (const key of seen) {
  const file = manifest[key]?.file;
  if (!file?.endsWith('.js')) continue;
  const bytes = readFileSync(join(dist, file));
  const zipped = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gzip += zipped;
  rows.push({ file, raw: bytes.length, gzip: zipped });
}
rows.sort((a, b) => b.gzip - a.gzip);
for (const row of rows)
  console.log(
    `${(row.gzip / 1024).toFixed(1).padStart(8)} KiB gzip  ${(row.raw / 1024).toFixed(1).padStart(8)} KiB  ${row.file}`,
  );
console.log(
  `initial JavaScript for /login: ${(gzip / 1024).toFixed(1)} KiB gzip (${(raw / 1024).toFixed(1)} KiB raw) in ${rows.length} files`,
);
