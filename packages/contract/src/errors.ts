import { z } from 'zod';

/** The one error shape every failing call answers with. */
export const errorResponseSchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  reason: z.string().optional(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
