import { z } from 'zod';
import { auditSchema } from './audit.ts';
import { roleSchema } from './auth.ts';

export const operatorStatusTypes = ['CREATING', 'UPDATING', 'DELETING', 'CREATED', 'UPDATED', 'FAILED'] as const;
export const operatorStatusSchema = z.enum(operatorStatusTypes);

export const logEntrySchema = z.object({
  logType: z.string(),
  text: z.string(),
  timestamp: z.string(),
});

/** An operator (console user) as the API returns it; never carries a password. */
export const operatorSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    username: z.string(),
    phone: z.string().nullable(),
    role: roleSchema,
    dataCentre: z.object({ id: z.number().int() }).nullable(),
    statusType: operatorStatusSchema,
    logs: z.array(logEntrySchema),
    isSuperAdmin: z.boolean(),
  })
  .extend(auditSchema.shape);
export type Operator = z.infer<typeof operatorSchema>;
