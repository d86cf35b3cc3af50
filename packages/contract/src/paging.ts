import { z } from 'zod';
import { listCursorMaxLength, listCursorPattern, parseSort, type SortDirection, sortDirections } from './list-sort.ts';

export const listCursorSchema = z.string().max(listCursorMaxLength).regex(listCursorPattern, 'Invalid cursor');

/**
 * Query of every paged list: 0-based page, size, sort, an optional search and an optional cursor
 * (from the reply that linked to this page: the rows are then found by the sort key, not counted off).
 */
export function pageQuerySchema<const F extends readonly [string, ...string[]]>(
  sortFields: F,
  defaults: { size: number; sort: string },
) {
  return z.strictObject({
    page: z.coerce.number().int().min(0).max(1_000_000).default(0),
    size: z.coerce.number().int().min(1).max(1000).default(defaults.size),
    sort: z
      .string()
      .default(defaults.sort)
      .refine(
        (value) => {
          const parsed = parseSort(value);
          return parsed !== undefined && (sortFields as readonly string[]).includes(parsed.field);
        },
        `Sort must be one of ${sortFields.join(', ')} followed by ,ASC or ,DESC`,
      ),
    search: z.string().max(200).optional(),
    cursor: listCursorSchema.optional(),
  });
}

export const sortInfoSchema = z.object({ field: z.string(), direction: z.enum(sortDirections) });

/**
 * What a paged reply adds to the spec's figures for keyset paging: the cursors of the pages beside
 * this one (absent where there is none, or where the page number alone is as cheap), and whether
 * `totalElements` is the planner's estimate (large lists) rather than an exact count.
 */
export const pageCursorFields = {
  nextCursor: listCursorSchema.optional(),
  prevCursor: listCursorSchema.optional(),
  estimated: z.boolean().optional(),
};

/** Paged list response: content plus the paging figures the console reads. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    size: z.number().int(),
    number: z.number().int(),
    numberOfElements: z.number().int(),
    isFirst: z.boolean(),
    isLast: z.boolean(),
    sort: sortInfoSchema,
    ...pageCursorFields,
  });
}
export type Page<T> = {
  content: T[];
  totalElements: number;
  totalPages: number;
  size: number;
  number: number;
  numberOfElements: number;
  isFirst: boolean;
  isLast: boolean;
  sort: z.infer<typeof sortInfoSchema>;
  nextCursor?: string;
  prevCursor?: string;
  estimated?: boolean;
};

export function toPage<T>(
  content: T[],
  totalElements: number,
  page: number,
  size: number,
  sort: { field: string; direction: SortDirection },
): Page<T> {
  const totalPages = Math.ceil(totalElements / size);
  return {
    content,
    totalElements,
    totalPages,
    size,
    number: page,
    numberOfElements: content.length,
    isFirst: page === 0,
    isLast: page >= totalPages - 1,
    sort,
  };
}
