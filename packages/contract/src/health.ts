import { z } from 'zod';

/** GET /healthz: the process is up and serving. */
export const healthSchema = z.object({ status: z.literal('UP') });
export type Health = z.infer<typeof healthSchema>;

/** GET /readyz when every dependency answered (a 503 in the one error shape otherwise). */
export const readinessSchema = z.object({
  status: z.literal('READY'),
  checks: z.record(z.string(), z.literal('UP')),
});
export type Readiness = z.infer<typeof readinessSchema>;
