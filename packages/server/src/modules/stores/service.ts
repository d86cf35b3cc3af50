import {
  businessCentralCode,
  type CreateStore,
  createStoreSchema,
  errorCodes,
  messages,
  nextStoreActions,
  type Store,
  type StoreAction,
  type SyncVersion,
  storeIdFromName,
  type UpdateStore,
  updateStoreSchema,
} from '@store-console/contract';
import { eq } from 'drizzle-orm';
import type { SignedIn } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/lists.ts';
import { verifyCredentials } from '../auth/index.ts';
import { dataCentreRow } from '../data-centres/index.ts';
import { erpTypeRow, versionOfErpType } from '../erp-types/index.ts';
import { partnerIdsAmong } from '../users/index.ts';
import { inFlightStatus, type StoreJobAction, storeQueue, transitionStore } from './lifecycle.ts';
import { isNameTaken, reloadStore, type StoreRow } from './queries.ts';
import { storeDomains, storePartners, stores } from './schema.ts';

type DomainInput = { name: string; protocol: string; isStaging: boolean; isPrimary: boolean };

/** The staging domain first; exactly one primary: the one marked, else the first (staging) domain. */
function arrangeDomains(stgDomain: string, others: DomainInput[]): DomainInput[] {
  const rest = others.filter((d) => !d.isStaging && d.name !== stgDomain);
  const all: DomainInput[] = [{ name: stgDomain, protocol: 'https', isStaging: true, isPrimary: false }, ...rest];
  const primaryIndex = all.findIndex((d) => d.isPrimary);
  return all.map((d, index) => ({ ...d, isPrimary: index === (primaryIndex >= 0 ? primaryIndex : 0) }));
}

function searchTextOf(
  row: {
    name: string;
    storeId: string;
    contactName: string | null;
    contactEmail: string | null;
    contactPhone: string | null;
  },
  domains: DomainInput[],
) {
  return [row.name, row.storeId, ...domains.map((d) => d.name), row.contactName, row.contactEmail, row.contactPhone]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

async function assertPartners(ctx: Context, ids: number[]) {
  if (ids.length === 0) return;
  const found = await partnerIdsAmong(ctx.db, ids);
  if (found.length !== new Set(ids).size) {
    throw AppError.badRequest('Partners must be operators with role PARTNER', [
      { path: 'partnerUsers', message: 'Unknown partner' },
    ]);
  }
}

async function freeStoreId(ctx: Context, name: string): Promise<string> {
  const base = storeIdFromName(name);
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const [row] = await ctx.db.select({ id: stores.id }).from(stores).where(eq(stores.storeId, candidate));
    if (!row) return candidate;
  }
  throw AppError.conflict('No free store identifier for this name');
}

function conflict(error: unknown): never {
  if (isUniqueViolation(error)) throw AppError.conflict('The store name or one of its domains is already in use');
  throw error;
}

export async function createStore(ctx: Context, caller: SignedIn, input: CreateStore): Promise<Store> {
  const values = createStoreSchema.parse(input);
  const version = await versionOfErpType(ctx, values.erpTypeVersion.id, values.erpType.id);
  if (!version)
    throw AppError.badRequest('Unknown ERP version', [
      { path: 'erpTypeVersion', message: 'Unknown ERP version for this ERP' },
    ]);
  const erp = await erpTypeRow(ctx, values.erpType.id);
  const centre = await dataCentreRow(ctx, values.dataCentre.id);
  // A partner's store goes in their own data centre (others are hidden from them: unknown).
  if (!centre || (caller.role !== 'SUPER_ADMIN' && centre.id !== caller.dataCentreId))
    throw AppError.badRequest('Unknown data center', [{ path: 'dataCentre', message: 'Unknown data center' }]);
  // …and lists only them as its partner: attaching someone else is for a SUPER_ADMIN.
  if (caller.role !== 'SUPER_ADMIN' && values.partnerUsers.some((p) => p.id !== caller.id)) {
    throw AppError.forbidden('A partner cannot add other partners to a store');
  }
  if (await isNameTaken(ctx, values.name)) throw AppError.conflict(messages.storeNameTaken);
  const partnerIds = [
    ...new Set([...values.partnerUsers.map((p) => p.id), ...(caller.role === 'PARTNER' ? [caller.id] : [])]),
  ];
  await assertPartners(ctx, partnerIds);
  const storeId = await freeStoreId(ctx, values.name);
  const domains = arrangeDomains(values.stgDomain, values.domains);
  const row = await ctx.db
    .transaction(async (tx) => {
      const [inserted] = await tx
        .insert(stores)
        .values({
          storeId,
          name: values.name,
          originName: values.name,
          dataCentreId: centre.id,
          erpTypeId: values.erpType.id,
          erpTypeVersionId: version.id,
          contactName: values.contactName,
          contactEmail: values.contactEmail,
          contactPhone: values.contactPhone,
          storeType: values.storeType,
          statusType: 'CREATING',
          orderIntegrationVersion: erp?.code === businessCentralCode ? 'VERSION_2' : 'VERSION_1',
          syncVersion: 'SYNC_2',
          databaseInstanceName: null,
          logs: [],
          searchText: searchTextOf({ ...values, storeId }, domains),
          createdBy: caller.username,
        })
        .returning();
      if (!inserted) throw new Error('insert returned no row');
      await tx
        .update(stores)
        .set({ databaseInstanceName: `${centre.dbInstance ?? centre.code}/store_${inserted.id}` })
        .where(eq(stores.id, inserted.id));
      await tx.insert(storeDomains).values(domains.map((d, position) => ({ ...d, storeId: inserted.id, position })));
      if (partnerIds.length > 0) {
        await tx.insert(storePartners).values(partnerIds.map((userId) => ({ storeId: inserted.id, userId })));
      }
      await transitionStore(tx, ctx.jobs, {
        storeDbId: inserted.id,
        to: 'CREATING',
        by: caller.username,
        text: `Creation requested by ${caller.username}`,
        job: { queue: storeQueue, data: { storeDbId: inserted.id, action: 'CREATE', requestedBy: caller.username } },
      });
      return inserted;
    })
    .catch(conflict);
  return reloadStore(ctx, row.id);
}

/** `existing` is the store the scope resolved from the body's id. */
export async function updateStore(
  ctx: Context,
  caller: SignedIn,
  existing: StoreRow,
  input: UpdateStore,
): Promise<Store> {
  const values = updateStoreSchema.parse(input);
  if (existing.statusType.endsWith('ING') || existing.statusType === 'DELETED') {
    throw AppError.conflict(`Store ${existing.name} is ${existing.statusType}; wait until it settles`);
  }
  if (values.erpType && values.erpType.id !== existing.erpTypeId) {
    throw AppError.badRequest('The ERP of a store cannot be changed', [
      { path: 'erpType', message: 'The ERP cannot be changed' },
    ]);
  }
  const version = await versionOfErpType(ctx, values.erpTypeVersion.id, existing.erpTypeId);
  if (!version)
    throw AppError.badRequest('Unknown ERP version', [
      { path: 'erpTypeVersion', message: 'Unknown ERP version for this ERP' },
    ]);
  const current = await ctx.db.select().from(storeDomains).where(eq(storeDomains.storeId, existing.id));
  const staging = current.find((d) => d.isStaging);
  if (staging && values.stgDomain !== staging.name) {
    throw AppError.badRequest('The staging domain cannot be changed', [
      { path: 'stgDomain', message: 'The staging domain cannot be changed' },
    ]);
  }
  if (values.name.toLowerCase() !== existing.name.toLowerCase() && (await isNameTaken(ctx, values.name))) {
    throw AppError.conflict(messages.storeNameTaken);
  }
  const partnerIds = caller.role === 'SUPER_ADMIN' ? [...new Set(values.partnerUsers.map((p) => p.id))] : null;
  if (partnerIds) await assertPartners(ctx, partnerIds);
  const domains = arrangeDomains(values.stgDomain, values.domains);
  await ctx.db
    .transaction(async (tx) => {
      await tx
        .update(stores)
        .set({
          name: values.name,
          erpTypeVersionId: version.id,
          contactName: values.contactName,
          contactEmail: values.contactEmail,
          contactPhone: values.contactPhone,
          storeType: values.storeType,
          searchText: searchTextOf({ ...values, storeId: existing.storeId }, domains),
          modifiedBy: caller.username,
          modifiedDate: new Date(),
        })
        .where(eq(stores.id, existing.id));
      await tx.delete(storeDomains).where(eq(storeDomains.storeId, existing.id));
      await tx.insert(storeDomains).values(domains.map((d, position) => ({ ...d, storeId: existing.id, position })));
      if (partnerIds) {
        await tx.delete(storePartners).where(eq(storePartners.storeId, existing.id));
        if (partnerIds.length > 0) {
          await tx.insert(storePartners).values(partnerIds.map((userId) => ({ storeId: existing.id, userId })));
        }
      }
      await transitionStore(tx, ctx.jobs, {
        storeDbId: existing.id,
        from: existing.statusType,
        to: 'UPDATING',
        by: caller.username,
        text: `Update requested by ${caller.username}`,
        job: {
          queue: storeQueue,
          data: {
            storeDbId: existing.id,
            action: 'UPDATE',
            requestedBy: caller.username,
            previousStatus: existing.statusType,
          },
        },
      });
    })
    .catch(conflict);
  return reloadStore(ctx, existing.id);
}

const actionJob: Record<StoreAction, (failed: string | null) => StoreJobAction> = {
  RETRY: (failed) => (failed as StoreJobAction | null) ?? 'CREATE',
  DEACTIVATE: () => 'DEACTIVATE',
  REACTIVATE: () => 'REACTIVATE',
  DELETE: () => 'DELETE',
};

/**
 * PUT update_status: only an action that nextStatusTypes offers (409 otherwise). A non-super-admin
 * deleting confirms with their own password, checked here.
 */
export async function changeStoreStatus(
  ctx: Context,
  caller: SignedIn,
  existing: StoreRow,
  action: StoreAction,
  confirmation: { password: string | undefined; address: string },
): Promise<Store> {
  if (!nextStoreActions(existing.statusType).includes(action)) {
    throw AppError.conflict(`Store ${existing.name} is ${existing.statusType}: ${action} is not possible now`);
  }
  if (action === 'DELETE' && caller.role !== 'SUPER_ADMIN') {
    // The same check, rate limits and attempt records as signing in: guessing is throttled (429).
    await verifyCredentials(ctx, {
      username: caller.username,
      password: confirmation.password ?? '',
      address: confirmation.address,
    }).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 401) {
        throw new AppError(403, errorCodes.wrongPassword, messages.wrongPassword);
      }
      throw error;
    });
  }
  const job = actionJob[action](existing.failedAction);
  await ctx.db.transaction((tx) =>
    transitionStore(tx, ctx.jobs, {
      storeDbId: existing.id,
      from: existing.statusType,
      to: inFlightStatus[job],
      by: caller.username,
      text: `${action} requested by ${caller.username}`,
      job: { queue: storeQueue, data: { storeDbId: existing.id, action: job, requestedBy: caller.username } },
    }),
  );
  return reloadStore(ctx, existing.id);
}

/**
 * PATCH /store-manager/stores/{storeId}/sync-version (the sync module's route): the store's sync
 * version; the scheduler tick reads it, so leaving SYNC_2 stops the store's scheduled runs.
 */
export async function setStoreSyncVersion(
  ctx: Context,
  caller: SignedIn,
  existing: StoreRow,
  version: SyncVersion,
): Promise<Store> {
  if (existing.syncVersion !== version) {
    await ctx.db
      .update(stores)
      .set({ syncVersion: version, modifiedBy: caller.username, modifiedDate: new Date() })
      .where(eq(stores.id, existing.id));
  }
  return reloadStore(ctx, existing.id);
}
