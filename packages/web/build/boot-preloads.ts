import { relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The modules a signed-in page loads through the router's `lazy` (app/router.tsx): the session
 * loader and the shell on every one, and the screen of the two pages people land on.
 */
const signedIn: Record<string, string[]> = {
  '*': ['src/app/session/session-loader.ts', 'src/app/shell/authenticated-layout.tsx'],
  '/stores': ['src/features/stores/stores-page.tsx'],
  '/dashboard': ['src/features/dashboard/dashboard-page.tsx'],
};

/**
 * Writes into index.html (as JSON, which the CSP allows) the chunks and sheets that those modules
 * need beyond the entry's, for public/boot-shell.js to preload on a signed-in page: otherwise the
 * router asks for them only once the entry's ~130 KB have arrived and run.
 */
export function bootPreloads(): Plugin {
  let root = '';
  return {
    name: 'store-console:boot-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (file: string, seen: Set<string>) => {
          if (seen.has(file)) return seen;
          seen.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) closure(imported, seen);
          return seen;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        const loaded = entry ? closure(entry.fileName, new Set()) : new Set<string>();
        const preloads = Object.fromEntries(
          Object.entries(signedIn).map(([path, modules]) => {
            const files = new Set<string>();
            for (const module of modules) {
              const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => relative(root, id) === module));
              if (!chunk) throw new Error(`${module} is in no chunk: update build/boot-preloads.ts`);
              closure(chunk.fileName, files);
            }
            const scripts = [...files].filter((file) => !loaded.has(file));
            const styles = scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
            return [path, { scripts: scripts.map((file) => `/${file}`), styles: styles.map((file) => `/${file}`) }];
          }),
        );
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'boot-preloads' },
            children: JSON.stringify(preloads),
            injectTo: 'body-prepend',
          },
        ];
      },
    },
  };
}
