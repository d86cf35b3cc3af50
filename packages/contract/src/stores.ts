import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './paging.ts';

export const storeStatusTypes = [
  'CREATING',
  'UPDATING',
  'CREATED',
  'FAILED',
  'LIVE',
  'DEACTIVATING',
  'REACTIVATING',
  'DELETING',
  'DEACTIVATED',
  'REACTIVATED',
  'DELETED',
] as const;
export type StoreStatusType = (typeof storeStatusTypes)[number];

/** Actions a caller may ask for through PUT /stores/update_status/{id}. */
export const storeActions = ['RETRY', 'DEACTIVATE', 'REACTIVATE', 'DELETE'] as const;
export type StoreAction = (typeof storeActions)[number];

export const storeTypes = ['B2C', 'B2B', 'MARKETPLACE'] as const;
export type StoreType = (typeof storeTypes)[number];

/** The maximum length of a store name (spec 9). */
export const storeNameMaxLength = 30;

/** Which actions a store in a status offers (spec 4): the server computes nextStatusTypes from this. */
export function nextStoreActions(status: StoreStatusType): StoreAction[] {
  if (status.endsWith('ING') || status === 'DELETED') return [];
  const actions: StoreAction[] = [];
  if (status === 'FAILED') actions.push('RETRY');
  if (status === 'CREATED' || status === 'LIVE' || status === 'REACTIVATED') actions.push('DEACTIVATE');
  if (status === 'DEACTIVATED') actions.push('REACTIVATE');
  actions.push('DELETE');
  return actions;
}

/** A URL-safe store identifier derived from the name: lower-case letters, digits and dashes. */
export function storeIdFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'store';
}

export const domainSchema = z.object({
  name: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Required')
    .max(253, 'At most 253 characters')
    .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'Invalid domain name'),
  protocol: z.enum(['https', 'http']).default('https'),
  isStaging: z.boolean().default(false),
  isPrimary: z.boolean().default(false),
});
export type Domain = z.output<typeof domainSchema>;
