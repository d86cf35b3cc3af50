import { z } from 'zod';

const countSchema = z.object({ key: z.string(), count: z.number().int() });

/** Real figures of what the installation holds, for the dashboard. */
export const dashboardSummarySchema = z.object({
  dataCentres: z.object({
    total: z.number().int(),
    byRegion: z.array(countSchema),
    byCountry: z.array(countSchema),
  }),
  operators: z.object({
    total: z.number().int(),
    byRole: z.array(countSchema),
  }),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
