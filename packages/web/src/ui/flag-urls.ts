/**
 * The URL of every country's flag (country-flag-icons, one SVG asset each), by ISO 3166-1 alpha-2
 * code. Some 250 entries: loaded apart from the screens (see country-flag.tsx).
 */
const files: Record<string, string> = import.meta.glob('../../../../node_modules/country-flag-icons/3x2/*.svg', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

export const flagUrls = new Map(
  Object.entries(files).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -'.svg'.length), url]),
);
