import type {
  IntegrationOperation,
  OperationDefinition,
  saveIntegrationOperationSchema,
} from '@store-console/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Context } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { catalogueOperation } from '../catalogue/catalogue-service.ts';
import { gatewayOperations } from '../schema.ts';
import { gatewayChanged } from './gateway-changed.ts';
import { findIntegration, type IntegrationRow, integrationNotFound, partsOf } from './integration-rows.ts';

type OperationRow = typeof gatewayOperations.$inferSelect;
type StoreKey = { id: number; storeId: string };
type SaveOperation = z.output<typeof saveIntegrationOperationSchema>;

function shape(
  integration: IntegrationRow,
  name: string,
  values: { enabled: boolean; override: boolean; settings: { name: string; value: string }[] },
  definition: OperationDefinition,
): IntegrationOperation {
  return {
    ...definition,
    ...values,
    storeId: integration.storeId,
    integration: integration.name,
    ...partsOf(integration),
    operation: name,
  };
}

export function toIntegrationOperation(integration: IntegrationRow, row: OperationRow): IntegrationOperation {
  return shape(integration, row.name, { enabled: row.enabled, override: true, settings: row.settings }, row.definition);
}

const operationNotFound = (integration: IntegrationRow, name: string) =>
  AppError.notFound(`Operation "${name}" not found in integration "${integration.name}"`);

async function integrationOf(ctx: Context, store: StoreKey, name: string): Promise<IntegrationRow> {
  const row = await findIntegration(ctx.db, store.id, name);
  if (!row) throw integrationNotFound(store, name);
  return row;
}

async function findOverride(ctx: Context, integrationId: number, name: string): Promise<OperationRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(gatewayOperations)
    .where(and(eq(gatewayOperations.integrationId, integrationId), eq(gatewayOperations.name, name)));
  return row;
}

/**
 * The store's override of the operation, or else the catalogue's definition (`override: false`) for
 * the console's edit page to start from; 404 when neither exists.
 */
export async function readOperation(
  ctx: Context,
  store: StoreKey,
  integrationName: string,
  name: string,
): Promise<IntegrationOperation> {
  const integration = await integrationOf(ctx, store, integrationName);
  const override = await findOverride(ctx, integration.id, name);
  if (override) return toIntegrationOperation(integration, override);
  const base = await catalogueOperation(ctx, { ...partsOf(integration), operation: name });
  if (!base?.definition) throw operationNotFound(integration, name);
  const settings = Object.entries(base.settings).map(([key, value]) => ({ name: key, value }));
  return shape(integration, name, { enabled: true, override: false, settings }, base.definition);
}

const mismatch = (path: string, expected: string | number) =>
  AppError.badRequest(`The body's ${path} differs from the path's`, [{ path, message: `Expected ${expected}` }]);

/**
 * Saves an override (always `override: true`). The body carries a whole definition, so an operation
 * the catalogue's interface lacks may be added too (the console's operations-add page).
 */
export async function saveOperation(
  ctx: Context,
  by: string,
  store: StoreKey,
  integrationName: string,
  name: string,
  input: SaveOperation,
): Promise<IntegrationOperation> {
  if (input.storeId !== store.id) throw mismatch('storeId', store.id);
  if (input.integration !== integrationName) throw mismatch('integration', integrationName);
  if (input.operation !== name) throw mismatch('operation', name);
  const integration = await integrationOf(ctx, store, integrationName);
  const parts = partsOf(integration);
  for (const key of ['provider', 'product', 'version', 'interface'] as const) {
    if (input[key] !== parts[key]) throw mismatch(key, parts[key]);
  }
  const definition: OperationDefinition = {
    interfaceType: input.interfaceType,
    request: input.request,
    response: input.response,
  };
  const values = { enabled: input.enabled, settings: input.settings, definition };
  const [row] = await ctx.db
    .insert(gatewayOperations)
    .values({ integrationId: integration.id, name, ...values, createdBy: by })
    .onConflictDoUpdate({
      target: [gatewayOperations.integrationId, gatewayOperations.name],
      set: { ...values, modifiedBy: by, modifiedDate: new Date() },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  await gatewayChanged(ctx, gatewayOperations);
  return toIntegrationOperation(integration, row);
}

/** Deletes the override (the catalogue's definition applies again); 404 when there is none. */
export async function deleteOperation(ctx: Context, store: StoreKey, integrationName: string, name: string) {
  const integration = await integrationOf(ctx, store, integrationName);
  const deleted = await ctx.db
    .delete(gatewayOperations)
    .where(and(eq(gatewayOperations.integrationId, integration.id), eq(gatewayOperations.name, name)))
    .returning({ id: gatewayOperations.id });
  if (deleted.length === 0) throw operationNotFound(integration, name);
  await gatewayChanged(ctx, gatewayOperations);
}
