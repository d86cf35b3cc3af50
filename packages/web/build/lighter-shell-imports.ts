import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Libraries that shell components import for one small thing, each given that thing alone. */
const lighter = [
  {
    // ScrollArea, which every Table brings (Table.ScrollContainer), takes one hook from floating-ui
    // (~16 KB gzip, otherwise wanted only by the popups loaded after the first render).
    source: '@floating-ui/react',
    importer: /[\\/]@mantine[\\/]core[\\/].*[\\/]ScrollArea[\\/]/,
    replacement: fileURLToPath(new URL('./merge-refs.ts', import.meta.url)),
  },
  {
    // AppShell's bars take two class names from react-remove-scroll (~5 KB gzip, for dialogs).
    source: 'react-remove-scroll',
    importer: /[\\/]@mantine[\\/]core[\\/].*[\\/]AppShell[\\/]/,
    replacement: fileURLToPath(new URL('./remove-scroll-class-names.ts', import.meta.url)),
  },
];

/**
 * Keeps libraries that only the popups and dialogs need (loaded after the first render) off the
 * shell's critical path: Mantine's ScrollArea and AppShell get the one thing they use from them
 * from a local module instead; Popover, Menu, Tooltip and the dialogs keep the libraries.
 */
export function lighterShellImports(): Plugin {
  return {
    name: 'store-console:lighter-shell-imports',
    enforce: 'pre',
    resolveId(source, importer) {
      const match = lighter.find((entry) => entry.source === source && importer && entry.importer.test(importer));
      return match ? match.replacement : null;
    },
  };
}
