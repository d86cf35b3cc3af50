import { z } from 'zod';

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

/** Query of every paged list: 0-based page, size, sort and an optional search. */
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
  });
}

export const sortInfoSchema = z.object({ field: z.string(), direction: z.enum(sortDirections) });

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
