import { z } from 'zod';

/** The one error shape every failing call answers with. */
export const errorResponseSchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  reason: z.string().optional(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** The token and revocation endpoints' error code (RFC 6749 §5.2: invalid_client, invalid_grant…). */
  error: z.string().optional(),
  /** RFC 6749 §5.2: the message, in the characters the RFC allows. */
  error_description: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
