import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** One built chunk: its file, the chunks it imports statically, its CSS and the modules it holds. */
export interface ChunkReport {
  file: string;
  imports: string[];
  css: string[];
  modules: string[];
}

/**
 * Writes `.vite/chunks.json`: which chunk holds each module and what every chunk imports. Vite's
 * manifest names a chunk by its first module only, and not at all once a chunk group holds it;
 * the bundle bench (bench/bundle-size.mjs) needs to find any module's chunk to add up a route.
 */
export function chunkReport(): Plugin {
  let root = '';
  return {
    name: 'store-console:chunk-report',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: ChunkReport[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          file: output.fileName,
          imports: output.imports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
          modules: output.moduleIds.map((id) => relative(root, id).split('\\').join('/')),
        });
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks, null, 1) });
    },
  };
}
