import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './paging.ts';

export const erpTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  erpTypeVersions: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ErpType = z.infer<typeof erpTypeSchema>;

/** The ERP code that marks Business Central. */
export const businessCentralCode = 'MS_Dynamics_BC';

export const erpTypeListQuerySchema = pageQuerySchema(['id', 'name', 'code'], { size: 10, sort: 'id,ASC' });
export const erpTypePageSchema = pageSchema(erpTypeSchema);
