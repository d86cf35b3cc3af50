import { z } from 'zod';

const countSchema = z.object({ key: z.string(), count: z.number().int() });

/** Real figures of what the installation holds, for the dashboard. */
export const dashboardSummarySchema = z.object({
  dataCentres: z.object({
    total: z.number().int(),
    byRegion: z.array(countSchema),
    byCountry: z.array(countSchema),
  }),
  stores: z.object({
    total: z.number().int(),
    byStatus: z.array(countSchema),
    byType: z.array(countSchema),
    byDataCentre: z.array(z.object({ id: z.number().int(), key: z.string(), count: z.number().int() })),
    /** Stores whose status ends in ING: a job in flight. */
    inFlight: z.number().int(),
    recentFailures: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        dataCentreId: z.number().int(),
        text: z.string(),
        timestamp: z.string(),
      }),
    ),
  }),
  operators: z.object({
    total: z.number().int(),
    byRole: z.array(countSchema),
  }),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
