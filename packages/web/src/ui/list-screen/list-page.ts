/**
 * What a list screen shows of a reply: the rows and the paging figures. The standard page of the
 * contract (`Page<T>`) is one already; other replies are adapted in the query's `select`, so a
 * screen never reads a reply's own shape.
 */
export interface ListPage<T> {
  content: readonly T[];
  totalElements: number;
  totalPages: number;
}

/** A reply that carries its rows under a name of its own and the figures in `pagination` (spec 3). */
export function fromPagination<T>(
  content: readonly T[],
  pagination: { totalElements: number; totalPages?: number | undefined },
  size: number,
): ListPage<T> {
  const totalPages = pagination.totalPages ?? Math.ceil(pagination.totalElements / size);
  return { content, totalElements: pagination.totalElements, totalPages };
}

/** A collection the API returns whole (no paging): one page holding every row. */
export function wholeList<T>(content: readonly T[]): ListPage<T> {
  return { content, totalElements: content.length, totalPages: 1 };
}
