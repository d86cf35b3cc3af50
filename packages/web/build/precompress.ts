import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files a browser receives as text: everything else (images, fonts) is compressed already. */
const textFile = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) beside every text file of the
 * build, so the server sends them as they are (@fastify/static `preCompressed`) instead of
 * compressing on every request at a quality it can afford per request. A form that is not smaller
 * than the file is not written, and the server then sends the file itself.
 */
export function precompress(): Plugin {
  return {
    name: 'store-console:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      // The manifest under .vite/ is for tools, not browsers.
      const files = Object.keys(bundle).filter((name) => textFile.test(name) && !name.startsWith('.'));
      await Promise.all(
        files.map(async (name) => {
          const path = join(dir, name);
          const raw = await readFile(path);
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < raw.length) await writeFile(`${path}.br`, br);
          if (gz.length < raw.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}
