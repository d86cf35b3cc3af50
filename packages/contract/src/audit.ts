import { z } from 'zod';

export const auditSchema = z.object({
  createdBy: z.string().nullable(),
  createdDate: z.string().nullable(),
  modifiedBy: z.string().nullable(),
  modifiedDate: z.string().nullable(),
});
export type Audit = z.infer<typeof auditSchema>;

/** The audit columns of a read: set by the server, ignored when a client sends them back. */
export const auditKeys = ['createdBy', 'createdDate', 'modifiedBy', 'modifiedDate'] as const;
