import { z } from 'zod';

export const auditSchema = z.object({
  createdBy: z.string().nullable(),
  createdDate: z.string().nullable(),
  modifiedBy: z.string().nullable(),
  modifiedDate: z.string().nullable(),
});
export type Audit = z.infer<typeof auditSchema>;
