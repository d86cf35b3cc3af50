import type { z } from 'zod';
import { badRequest } from './errors.ts';

/** The value checked against a contract schema, or a 400 naming the first problem. */
export function parse<T extends z.ZodType>(schema: T, value: unknown, what: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const first = details[0];
  throw badRequest(
    `Invalid ${what}${first ? `: ${first.path ? `${first.path}: ` : ''}${first.message}` : ''}`,
    details,
  );
}
