/**
 * Files the console's build could hold (a script, a style sheet, a source map, an image, a font…):
 * a path naming one that is not there is a missing file, never a page of the console.
 */
const fileExtension =
  /\.(?:js|mjs|cjs|css|map|json|txt|xml|html?|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|otf|eot|wasm|webmanifest|br|gz|zip|pdf)$/i;

/**
 * Whether the console's router owns the path (packages/web/src/app/router.tsx: its known screens,
 * and every other page path, which it sends to the dashboard), so the history fallback answers it
 * with the console's page. The API (under /api, any version), the well-known documents and other
 * dot segments, the build's assets and missing files are no page: they get a JSON 404 instead, so a
 * client never reads the console's HTML where it expects an answer or an error.
 */
export function isConsolePath(path: string): boolean {
  if (path === '/api' || path.startsWith('/api/')) return false;
  if (path.startsWith('/assets/')) return false;
  const segments = path.split('/');
  if (segments.some((segment) => segment.startsWith('.'))) return false;
  return !fileExtension.test(segments.at(-1) ?? '');
}
