/**
 * What a list screen shows of a reply: the rows and the paging figures. The standard page of the
 * contract (`Page<T>`) is one already; other replies are adapted in the query's `select`, so a
 * screen never reads a reply's own shape.
 */
export interface ListPage<T> {
  content: readonly T[];
  totalElements: number;
  totalPages: number;
  /** The cursors of the pages beside this one, where the server gives them (keyset paging). */
  nextCursor?: string | undefined;
  prevCursor?: string | undefined;
  /** `totalElements` is the server's estimate (a large list). */
  estimated?: boolean | undefined;
}

/**
 * The cursor to send with a move from page `from` to page `to`: the reply's own cursor for the next
 * or the previous page, none for any other (that page goes by its number).
 */
export function cursorForMove(page: ListPage<unknown> | undefined, from: number, to: number): string | undefined {
  if (to === from + 1) return page?.nextCursor;
  if (to === from - 1) return page?.prevCursor;
  return undefined;
}

/** A reply that carries its rows under a name of its own and the figures in `pagination`. */
export function fromPagination<T>(
  content: readonly T[],
  pagination: {
    totalElements: number;
    totalPages?: number | undefined;
    nextCursor?: string | undefined;
    prevCursor?: string | undefined;
    estimated?: boolean | undefined;
  },
  size: number,
): ListPage<T> {
  const totalPages = pagination.totalPages ?? Math.ceil(pagination.totalElements / size);
  const { nextCursor, prevCursor, estimated } = pagination;
  return { content, totalElements: pagination.totalElements, totalPages, nextCursor, prevCursor, estimated };
}

/** A collection the API returns whole (no paging): one page holding every row. */
export function wholeList<T>(content: readonly T[]): ListPage<T> {
  return { content, totalElements: content.length, totalPages: 1 };
}
