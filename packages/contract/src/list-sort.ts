/** A list's sort and cursor as its URL and its calls carry them: plain functions, without zod. */

export const sortDirections = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** `field,ASC|DESC` as the list calls send it; direction is case-insensitive and defaults to ASC. */
export function parseSort(sort: string | undefined): { field: string; direction: SortDirection } | undefined {
  if (!sort) return undefined;
  const [field = '', dir = 'ASC'] = sort.split(',');
  const direction = dir.trim().toUpperCase();
  if (!field.trim() || (direction !== 'ASC' && direction !== 'DESC')) return undefined;
  return { field: field.trim(), direction };
}

export function formatSort(field: string, direction: SortDirection): string {
  return `${field},${direction}`;
}

/**
 * A list cursor as the server issues it (`nextCursor`/`prevCursor` of a page): opaque, URL-safe,
 * signed by the server. The console keeps it in the URL beside `page` and sends it back as is.
 */
export const listCursorPattern = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
export const listCursorMaxLength = 400;

/** Whether a text (from a URL) has a cursor's form; only the server can tell whether it is one of its own. */
export function isListCursor(value: string): boolean {
  return value.length <= listCursorMaxLength && listCursorPattern.test(value);
}
