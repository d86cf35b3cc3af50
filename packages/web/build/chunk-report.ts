import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** One built chunk: its file, the chunks it imports statically, its CSS and the modules it holds. */
export interface ChunkReport {
  file: string;
  imports: string[];
  css: string[];
  modules: string[];
}

/** Libraries a route must not load up front: the build fails when its static graph holds one. */
export interface LeanRoute {
  /** The module the router loads for the route, relative to the web package (e.g. its screen). */
  module: string;
  /** Module ids (absolute paths) that must stay out of the entry, the route's chunk and their imports. */
  forbid: RegExp;
}

/**
 * The chunks a browser loads before a route shows: the entry, the chunk holding the route's module,
 * and every chunk they import statically (what bench/bundle-size.mjs adds up).
 */
export function staticGraph(chunks: readonly ChunkReport[], entry: string, module: string): ChunkReport[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const seen = new Map<string, ChunkReport>();
  const visit = (file: string) => {
    const chunk = byFile.get(file);
    if (!chunk || seen.has(file)) return;
    seen.set(file, chunk);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(entry);
  const home = chunks.find((chunk) => chunk.modules.includes(module));
  if (!home) throw new Error(`${module} is in no chunk of the build`);
  visit(home.file);
  return [...seen.values()];
}

/**
 * Writes `.vite/chunks.json`: which chunk holds each module and what every chunk imports. Vite's
 * manifest names a chunk by its first module only, and not at all once a chunk group holds it;
 * the bundle bench (bench/bundle-size.mjs) needs to find any module's chunk to add up a route.
 * It also fails the build when a lean route's static graph holds a forbidden library, naming the
 * chunk that brought it: one eager import of a contract schema is enough to put zod on /login.
 */
export function chunkReport(leanRoutes: readonly LeanRoute[] = []): Plugin {
  let root = '';
  const relativeId = (id: string) => relative(root, id).split('\\').join('/');
  return {
    name: 'store-console:chunk-report',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: ChunkReport[] = [];
      const entries: string[] = [];
      const absoluteIds = new Map<string, string[]>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        if (output.isEntry) entries.push(output.fileName);
        absoluteIds.set(output.fileName, output.moduleIds);
        chunks.push({
          file: output.fileName,
          imports: output.imports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
          modules: output.moduleIds.map(relativeId),
        });
      }
      for (const route of leanRoutes) {
        for (const entry of entries) {
          const graph = staticGraph(chunks, entry, route.module);
          const offending = graph.flatMap((chunk) =>
            (absoluteIds.get(chunk.file) ?? []).filter((id) => route.forbid.test(id)).map(() => chunk.file),
          );
          if (offending.length === 0) continue;
          // The app's modules that import a forbidden one statically, to say where to look.
          const importers = graph
            .flatMap((chunk) => absoluteIds.get(chunk.file) ?? [])
            .filter((id) => !id.includes('node_modules'))
            .filter((id) => this.getModuleInfo(id)?.importedIds.some((imported) => route.forbid.test(imported)));
          this.error(
            `${route.module} loads ${route.forbid} up front (in ${[...new Set(offending)].join(', ')}); ` +
              `imported statically by ${importers.map(relativeId).join(', ') || 'a chunk group'}`,
          );
        }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks, null, 1) });
    },
  };
}
