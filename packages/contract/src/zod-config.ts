import { z } from 'zod';

/**
 * One wording for a missing value everywhere (server answers and console forms): the spec's 'Required'.
 * Other messages keep zod's defaults unless a schema names its own.
 */
z.config({
  customError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : undefined),
});
