import {
  type SaveSyncSettings,
  type SyncSettings,
  saveSyncSettingsSchema,
  syncClientConnectionSchema,
  syncErpConnectionSchema,
  syncLanguageSchema,
  syncWebServiceSchema,
} from '@store-console/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SignedIn } from '../../../platform/auth-guard.ts';
import type { Context } from '../../../platform/context.ts';
import { SecretBox } from '../../../platform/secret-box.ts';
import type { StoreRow } from '../../stores/index.ts';
import { syncSettings } from '../schema.ts';

type Secrets = { password?: string; databasePassword?: string };
type SettingsRow = typeof syncSettings.$inferSelect;

const boxes = new WeakMap<Context, SecretBox>();
/** The settings' own key (purpose 'sync-settings'), derived once per app. */
function settingsBox(ctx: Context): SecretBox {
  let box = boxes.get(ctx);
  if (!box) {
    box = new SecretBox(ctx.config.jwtSecret, 'sync-settings');
    boxes.set(ctx, box);
  }
  return box;
}

function openSecrets(ctx: Context, sealed: string | null): Secrets {
  return sealed ? (JSON.parse(settingsBox(ctx).open(sealed)) as Secrets) : {};
}

function sealSecrets(ctx: Context, secrets: Secrets): string | null {
  const kept = Object.fromEntries(Object.entries(secrets).filter(([, v]) => typeof v === 'string' && v !== ''));
  return Object.keys(kept).length === 0 ? null : settingsBox(ctx).seal(JSON.stringify(kept));
}

/** A stored section read through its schema: fields it lacks take their defaults, unknown ones drop. */
function section<S extends z.ZodType>(schema: S, stored: unknown): z.output<S> {
  const parsed = schema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : schema.parse({});
}

function settingsOut(storeId: number, row: SettingsRow | undefined, secrets: Secrets): SyncSettings {
  const { password: _p, databasePassword: _d, ...erp } = section(syncErpConnectionSchema, row?.erpConnection);
  return {
    storeId,
    clientConnection: section(syncClientConnectionSchema, row?.clientConnection),
    erpConnection: {
      ...erp,
      passwordSet: Boolean(secrets.password),
      databasePasswordSet: Boolean(secrets.databasePassword),
    },
    webService: section(syncWebServiceSchema, row?.webService),
    language: section(syncLanguageSchema, row?.language),
    resources: row?.resources ?? {},
  };
}

export async function readSettings(ctx: Context, store: StoreRow): Promise<SyncSettings> {
  const [row] = await ctx.db.select().from(syncSettings).where(eq(syncSettings.storeId, store.id));
  return settingsOut(store.id, row, openSecrets(ctx, row?.secrets ?? null));
}

/** A password field: left out or blank keeps the stored one, null clears it, text replaces it. */
function nextSecret(given: string | null | undefined, stored: string | undefined): string | undefined {
  if (given === null) return undefined;
  if (given === undefined || given === '') return stored;
  return given;
}

/**
 * PUT /{storeId}/settings: each form sent replaces its section (a section left out stays as it
 * is); passwords are sealed and never returned.
 */
export async function saveSettings(
  ctx: Context,
  caller: SignedIn,
  store: StoreRow,
  input: SaveSyncSettings,
): Promise<SyncSettings> {
  const values = saveSyncSettingsSchema.parse(input);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(syncSettings).where(eq(syncSettings.storeId, store.id)).for('update');
    const stored = openSecrets(ctx, row?.secrets ?? null);
    const secrets: Secrets = { ...stored };
    const set: Partial<typeof syncSettings.$inferInsert> = {};
    if (values.clientConnection) set.clientConnection = values.clientConnection;
    if (values.erpConnection) {
      const { password, databasePassword, ...erp } = values.erpConnection;
      set.erpConnection = erp;
      secrets.password = nextSecret(password, stored.password);
      secrets.databasePassword = nextSecret(databasePassword, stored.databasePassword);
    }
    if (values.webService) set.webService = values.webService;
    if (values.language) set.language = { ...values.language, other: [...new Set(values.language.other)] };
    if (values.resources) set.resources = values.resources;
    set.secrets = sealSecrets(ctx, secrets);
    const [saved] = await tx
      .insert(syncSettings)
      .values({ storeId: store.id, ...set, createdBy: caller.username })
      .onConflictDoUpdate({
        target: syncSettings.storeId,
        set: { ...set, modifiedBy: caller.username, modifiedDate: new Date() },
      })
      .returning();
    return settingsOut(store.id, saved, secrets);
  });
}
