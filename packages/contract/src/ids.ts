import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` (int4) column: every id column is one. */
export const int4Max = 2_147_483_647;

/** A database id in a request body: a positive int4, so an oversized id is a 400, never an overflow. */
export const idSchema = z.number().int().positive().max(int4Max);

/** The same in a path or query string (text coerced to a number). */
export const idParamSchema = z.coerce.number().int().positive().max(int4Max);
