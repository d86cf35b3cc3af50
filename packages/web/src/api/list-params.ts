import type { pageQuerySchema } from '@store-console/contract';
import type { z } from 'zod';

/**
 * What every paged list call sends: 0-based page, size, `field,ASC|DESC`, optional search, as the
 * contract's page query parses it. Query types here are the schemas' parsed (output) form: the
 * schemas coerce the URL's text, so their input types are `unknown`, and the console sends numbers.
 */
export type ListParams = z.output<ReturnType<typeof pageQuerySchema<readonly [string, ...string[]]>>>;
