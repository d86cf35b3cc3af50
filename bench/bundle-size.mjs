// What a browser downloads to open the console, against the goals of issue 11:
// - initial JavaScript (gzip -9) of /login, and of the shell with /stores, from the build's chunk
//   report: the entry chunk, the chunks holding what the router loads for the route, and every
//   chunk those import statically;
// - the CSS those routes load, and how many of Mantine's component sheets it holds;
// - bytes on the wire for /login's documents (page, scripts, styles) and a JSON list answer, asked
//   with Accept-Encoding br and gzip and without, from the built server (`npm run serve`).
// Sizes in KB are 1000 bytes, as in the goals. Run `npm run build` first; then
// `node bench/bundle-size.mjs` (add --files to list every file).
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { requireBuild, root, signInByApi, startBuiltServer, webDist } from './lib/built-server.mjs';

requireBuild();
const manifest = JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8'));
/** Every chunk with the modules it holds and the chunks it imports (packages/web/build/chunk-report.ts). */
const chunks = JSON.parse(readFileSync(join(webDist, '.vite/chunks.json'), 'utf8'));
const showFiles = process.argv.includes('--files');
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const row = (what, measured, goal, ok) => console.log(`| ${what} | ${measured} | ${goal} | ${ok ? 'ok' : 'MISS'}`);

/**
 * The modules the router loads for each route besides the entry (packages/web/src/app/router.tsx):
 * the sign-in screen; the session loader, the shell and the stores screen, which start together.
 */
const routes = [
  { what: 'Initial JS, /login', modules: ['src/features/login/login-page.tsx'], goalKb: 150 },
  {
    what: 'Initial JS, shell + /stores',
    modules: [
      'src/app/session/session-loader.ts',
      'src/app/shell/authenticated-layout.tsx',
      'src/features/stores/stores-page.tsx',
    ],
    goalKb: 200,
  },
];

/** The chunks holding the route's modules and the entry, with every chunk they import statically. */
function filesOf(modules) {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  visit(manifest['index.html'].file);
  for (const module of modules) {
    const chunk = chunks.find((candidate) => candidate.modules.includes(module));
    if (!chunk) throw new Error(`${module} is in no chunk of the build: update the bench's route list`);
    visit(chunk.file);
  }
  const css = new Set(manifest['index.html'].css ?? []);
  for (const file of seen) for (const sheet of byFile.get(file)?.css ?? []) css.add(sheet);
  return { js: [...seen], css: [...css] };
}

const sizeOf = (file) => {
  const bytes = readFileSync(join(webDist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const sum = (items, key) => items.reduce((total, item) => total + item[key], 0);

/** Mantine's component sheets, each known by its first class name (`.m_` + 8 hex digits). */
const mantineStyles = join(root, 'node_modules/@mantine/core/styles');
const mantineSheets = readdirSync(mantineStyles)
  .filter((name) => name.endsWith('.css') && !name.endsWith('.layer.css'))
  .map((name) => ({ name, probe: readFileSync(join(mantineStyles, name), 'utf8').match(/\.m_[0-9a-f]{8}\b/)?.[0] }))
  .filter((sheet) => sheet.probe);
const wholeSheet = readFileSync(join(root, 'node_modules/@mantine/core/styles.css')).length;

console.log('| What | Measured | Goal | |');
console.log('|---|---|---|---|');
const loginFiles = filesOf(routes[0].modules);
for (const route of routes) {
  const { js, css } = filesOf(route.modules);
  const scripts = js.map(sizeOf).sort((a, b) => b.gzip - a.gzip);
  const gzip = sum(scripts, 'gzip');
  row(
    route.what,
    `${kb(gzip)} gzip (${kb(sum(scripts, 'raw'))} raw, ${scripts.length} files)`,
    `≤ ${route.goalKb} KB gzip`,
    gzip <= route.goalKb * 1000,
  );
  const styles = css.map(sizeOf);
  const text = css.map((file) => readFileSync(join(webDist, file), 'utf8')).join('\n');
  const sheets = mantineSheets.filter((sheet) => text.includes(sheet.probe));
  const cssRaw = sum(styles, 'raw');
  row(
    `CSS, ${route.what.replace('Initial JS, ', '')}`,
    `${kb(cssRaw)} raw, ${kb(sum(styles, 'gzip'))} gzip: ${sheets.length} of Mantine's ${mantineSheets.length} component sheets`,
    `only the components used (Mantine's whole sheet: ${kb(wholeSheet)})`,
    sheets.length < mantineSheets.length / 2 && cssRaw < wholeSheet / 2,
  );
  if (showFiles)
    for (const item of [...scripts, ...styles])
      console.log(`    ${kb(item.gzip).padStart(9)} gzip ${kb(item.raw).padStart(9)} raw  ${item.file}`);
}

/** One GET with the given Accept-Encoding: the bytes as received and the encoding they came in. */
function fetchRaw(url, acceptEncoding, headers = {}) {
  return new Promise((done, fail) => {
    const req = request(
      url,
      { headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk) => {
          bytes += chunk.length;
        });
        res.on('end', () =>
          done({ status: res.statusCode, bytes, encoding: res.headers['content-encoding'] ?? 'identity' }),
        );
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end();
  });
}

const server = await startBuiltServer();
try {
  const documents = ['/login', ...loginFiles.js.map((file) => `/${file}`), ...loginFiles.css.map((file) => `/${file}`)];
  const session = await signInByApi(server.url);
  const auth = { authorization: `Bearer ${session.access_token}` };
  const dataCentres = await (await fetch(`${server.url}/api/v1/data_centers?size=1`, { headers: auth })).json();
  const jsonUrl = `/api/v1/stores/data_center/${dataCentres.content[0].id}?page=0&size=100&sort=id,DESC`;
  for (const [label, urls, headers] of [
    ["/login's documents", documents, {}],
    ['a JSON answer (100 stores)', [jsonUrl], auth],
  ]) {
    const totals = { identity: 0, br: 0, gzip: 0 };
    let encodedAll = true;
    for (const url of urls) {
      for (const encoding of ['br', 'gzip', null]) {
        const answer = await fetchRaw(`${server.url}${url}`, encoding, headers);
        if (answer.status !== 200) throw new Error(`${url}: ${answer.status}`);
        totals[encoding ?? 'identity'] += answer.bytes;
        // Below 1 KB a file is sent as it is; anything bigger must come in the encoding asked for.
        if (encoding && answer.encoding !== encoding && answer.bytes >= 1024) encodedAll = false;
      }
    }
    const share = (bytes) => `${Math.round((bytes / totals.identity) * 100)}%`;
    row(
      `Compression, ${label}`,
      `br ${kb(totals.br)} (${share(totals.br)}), gzip ${kb(totals.gzip)} (${share(totals.gzip)}) of ${kb(totals.identity)} raw on the wire`,
      'gzip/brotli on every text response',
      encodedAll && totals.br < totals.identity && totals.gzip < totals.identity,
    );
  }
} finally {
  await server.stop();
}
