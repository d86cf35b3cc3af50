import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootPreloads } from './build/boot-preloads.ts';
import { chunkReport } from './build/chunk-report.ts';
import { lighterShellImports } from './build/lighter-shell-imports.ts';
import { precompress } from './build/precompress.ts';

const apiTarget = 'http://127.0.0.1:8080';
/** The API (and its WebSockets) and the CDN files are served by the server; the console proxies them. */
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true, ws: true },
  '/cdn': { target: apiTarget, changeOrigin: true },
};

/**
 * Libraries every route needs get long-lived vendor chunks. Mantine, forms and icons are left to
 * automatic splitting, so /login carries only the components the sign-in screen uses.
 */
const vendorGroups: { name: string; test: RegExp }[] = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'vendor-router', test: /[\\/]node_modules[\\/](react-router|cookie)[\\/]/ },
  { name: 'vendor-query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
  { name: 'vendor-zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
];

/**
 * Automatic splitting also makes dozens of common chunks of a few hundred bytes (a signed-in page
 * loaded 54 files), and over HTTP/1.1 a browser opens six connections per host, so they queue for
 * round trips that cost more than their bytes. Common chunks under 32 KiB are copied into the
 * chunks that use them instead (Rolldown keeps one state per module across the copies): a
 * signed-in page loads about 16 files, /login 8, for the same bytes.
 *
 * Except two, which every signed-in page loads twice when copied: the API client with what the shell
 * and the screens share (the stores API, the deferred select, Group, Anchor…), and Mantine's input
 * stack (InputBase, Input, its wrapper), which the shell's data-centre select, the list filters and
 * the sign-in form all use. Copied, the shell and /stores carried both in each of their chunks
 * (43 modules, 6.5 KB gzip); as chunks of their own they cost one file each.
 */
const inlineCommonChunks = {
  maxSize: 32 * 1024,
  exclude: [/src[\\/]api[\\/]client\.ts$/, /[\\/]InputBase[\\/]InputBase\.mjs$/],
};

/**
 * Neither the sign-in screen nor the shell with /stores loads zod or dayjs up front: forms load
 * their schemas with their dialogs, and replies are typed by the contract's schemas without being
 * parsed again (api/client.ts). The build fails if an eager import brings them back
 * (docs/decisions/0001, 0080); the modules are what the router loads for each route.
 */
const zodOrDayjs = /[\\/]node_modules[\\/](zod|dayjs)[\\/]/;
const leanRoutes = [
  'src/features/login/login-page.tsx',
  'src/app/session/session-loader.ts',
  'src/app/shell/authenticated-layout.tsx',
  'src/features/stores/stores-page.tsx',
  'src/features/stores/store-sync-action.tsx',
].map((module) => ({ module, forbid: zodOrDayjs }));

export default defineConfig({
  plugins: [react(), lighterShellImports(), bootPreloads(), precompress(), chunkReport(leanRoutes)],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: { groups: vendorGroups, experimentalInlineCommonChunks: inlineCommonChunks },
      },
    },
  },
});
