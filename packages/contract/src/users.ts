import { z } from 'zod';
import { auditKeys, auditSchema } from './audit.ts';
import { roleSchema } from './auth.ts';
import { idSchema } from './ids.ts';
import { pageQuerySchema, pageSchema } from './paging.ts';
import { readOnlyFields, withoutReadOnly } from './read-only.ts';

export const operatorStatusTypes = ['CREATING', 'UPDATING', 'DELETING', 'CREATED', 'UPDATED', 'FAILED'] as const;
export const operatorStatusSchema = z.enum(operatorStatusTypes);
export type OperatorStatusType = (typeof operatorStatusTypes)[number];

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

/** Roles an operator can be given in the console: the config enum without SERVICE_ACCOUNT. */
export const assignableRoles = ['SUPER_ADMIN', 'PARTNER'] as const;

const operatorFields = {
  name: z.string().trim().min(1, 'Required').max(100, 'At most 100 characters'),
  username: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(254, 'At most 254 characters')
    .pipe(z.email('Invalid email address'))
    .transform((value) => value.toLowerCase()),
  phone: z
    .string()
    .trim()
    .max(32, 'At most 32 characters')
    .regex(/^$|^\+?[0-9 ()-]{5,32}$/, 'Invalid phone number')
    .nullish()
    .transform((value) => (value ? value : null)),
  role: z.enum(assignableRoles, 'Required'),
  dataCentre: z
    .object({ id: idSchema })
    .nullish()
    .transform((value) => value ?? null),
};

const passwordField = z.string().max(1024, 'At most 1024 characters');

const newPasswordField = passwordField.min(1, 'Required').min(8, 'At least 8 characters');

/** The create-operator form: password and its confirmation required and equal. */
export const createOperatorSchema = z
  .strictObject({
    ...operatorFields,
    password: newPasswordField,
    password2: z.string().min(1, 'Required'),
  })
  .refine((value) => value.password === value.password2, { path: ['password2'], message: 'Passwords dont match' });
export type CreateOperator = z.input<typeof createOperatorSchema>;

/**
 * POST /users: the confirmation exists only on the form (spec); a caller may send it, and then it
 * must match.
 */
export const createOperatorRequestSchema = z
  .strictObject({
    ...operatorFields,
    password: newPasswordField,
    password2: z.string().optional(),
  })
  .refine((value) => value.password2 === undefined || value.password === value.password2, {
    path: ['password2'],
    message: 'Passwords dont match',
  });
export type CreateOperatorRequest = z.input<typeof createOperatorRequestSchema>;

/** What GET /users/{id} answers beside the fields PUT /users writes. */
const operatorReadOnlyKeys = ['statusType', 'logs', 'isSuperAdmin', ...auditKeys] as const;

/**
 * PUT /users: an empty password keeps the current one; a new one must be confirmed. An operator as
 * read may be sent back: its read-only fields are ignored.
 */
export const updateOperatorSchema = z
  .strictObject({
    ...readOnlyFields(operatorReadOnlyKeys),
    id: idSchema,
    ...operatorFields,
    password: passwordField
      .refine((value) => value === '' || value.length >= 8, 'At least 8 characters')
      .nullish()
      .transform((value) => value || null),
    password2: z
      .string()
      .nullish()
      .transform((value) => value || null),
    /** Changing one's own username or password needs the current password… */
    currentPassword: z
      .string()
      .max(1024, 'At most 1024 characters')
      .nullish()
      .transform((value) => value || null),
    /** …and, with a second factor enrolled, a code from it (authenticator, SMS or recovery code). */
    secondFactorCode: z
      .string()
      .trim()
      .max(32, 'At most 32 characters')
      .nullish()
      .transform((value) => value || null),
  })
  .refine((value) => (value.password ?? null) === (value.password2 ?? null), {
    path: ['password2'],
    message: 'Passwords dont match',
  })
  .transform(withoutReadOnly(operatorReadOnlyKeys));
export type UpdateOperator = z.input<typeof updateOperatorSchema>;

export const operatorSortFields = ['id', 'name', 'username', 'role', 'phone', 'statusType'] as const;
export const operatorListQuerySchema = pageQuerySchema(operatorSortFields, { size: 100, sort: 'id,DESC' });
export const operatorPageSchema = pageSchema(operatorSchema);
