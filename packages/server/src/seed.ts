import { randomBytes } from 'node:crypto';
import { type CreateDataCentre, createDataCentreSchema, storeIdFromName } from '@store-console/contract';
import { count, getTableName } from 'drizzle-orm';
import { dataCentres } from './modules/data-centres/schema.ts';
import { erpTypes, erpTypeVersions } from './modules/erp-types/schema.ts';
import { appendStoreLog, createStore, runStoreJob, storeDatabase } from './modules/stores/index.ts';
import { ensureGatewaySource } from './modules/sync/index.ts';
import { insertOperator } from './modules/users/index.ts';
import { users } from './modules/users/schema.ts';
import { versions } from './modules/versions/schema.ts';
import { tableChanged } from './platform/cache-invalidation.ts';
import type { Context } from './platform/context.ts';
import { demoCatalogueLoaded, provisionStoreSchema, seedDemoCatalogue } from './platform/data-plane.ts';
import { hashPassword } from './platform/passwords.ts';
import { fillDemoBusinessCentralIntegrations } from './seed-business-central.ts';
import { connectDemoAgentSource } from './seed-sync.ts';

/** The demo data centres, each with the IANA time zone its stores' sync schedules run in. */
export const demoDataCentres: (CreateDataCentre & { timeZone: string })[] = [
  {
    code: 'EU-FRA',
    name: 'Frankfurt',
    countryCode: 'DE',
    region: 'Europe',
    dbInstance: 'pg-eu-fra-01',
    dbHost: 'db.eu-fra.internal',
    dnsRecordSet: 'eu-fra.stores.example.com',
    endpoint: 'https://eu-fra.stores.example.com',
    timeZone: 'Europe/Berlin',
  },
  {
    code: 'EU-DUB',
    name: 'Dublin',
    countryCode: 'IE',
    region: 'Europe',
    dbInstance: 'pg-eu-dub-01',
    dbHost: 'db.eu-dub.internal',
    dnsRecordSet: 'eu-dub.stores.example.com',
    endpoint: 'https://eu-dub.stores.example.com',
    timeZone: 'Europe/Dublin',
  },
  {
    code: 'US-VA',
    name: 'Virginia',
    countryCode: 'US',
    region: 'North America',
    dbInstance: 'pg-us-va-01',
    dbHost: 'db.us-va.internal',
    dnsRecordSet: 'us-va.stores.example.com',
    endpoint: 'https://us-va.stores.example.com',
    timeZone: 'America/New_York',
  },
  {
    code: 'AP-SYD',
    name: 'Sydney',
    countryCode: 'AU',
    region: 'Asia Pacific',
    dbInstance: 'pg-ap-syd-01',
    dbHost: 'db.ap-syd.internal',
    dnsRecordSet: 'ap-syd.stores.example.com',
    endpoint: 'https://ap-syd.stores.example.com',
    timeZone: 'Australia/Sydney',
  },
  {
    code: 'AF-JNB',
    name: 'Johannesburg',
    countryCode: 'ZA',
    region: 'Africa',
    dbInstance: 'pg-af-jnb-01',
    dbHost: 'db.af-jnb.internal',
    dnsRecordSet: 'af-jnb.stores.example.com',
    endpoint: 'https://af-jnb.stores.example.com',
    timeZone: 'Africa/Johannesburg',
  },
];

/** The 4.125 line on the production track, oldest first. */
const demoVersions = [
  { name: '4.125.0-beta.1', notes: 'docs.example.com/releases/4.125.0-beta.1', info: 'Beta of the 4.125 line' },
  { name: '4.125.0', notes: 'docs.example.com/releases/4.125.0', info: 'Production release: data centres and sign-in' },
];

export const demoAccounts = { admin: 'admin@example.com', partner: 'partner@example.com' } as const;

export type SeedResult =
  | { seeded: false }
  | { seeded: true; adminPassword: string; partnerPassword: string; generated: { admin: boolean; partner: boolean } };

/** Demo data on an empty database only: data centres in several regions, an administrator and a partner. */
export async function seedDemoData(
  ctx: Context,
  passwords: { admin?: string | undefined; partner?: string | undefined },
  options: { stores: boolean } = { stores: true },
): Promise<SeedResult> {
  const [existing] = await ctx.db.select({ n: count() }).from(users);
  if (existing && existing.n > 0) return { seeded: false };
  const adminPassword = passwords.admin ?? generatedPassword();
  const partnerPassword = passwords.partner ?? generatedPassword();
  // Both hashes (argon2, on libuv's threads) are worked out together, while the data centres go in.
  const hashes = { admin: hashPassword(adminPassword), partner: hashPassword(partnerPassword) };
  const inserted = await ctx.db
    .insert(dataCentres)
    .values(
      demoDataCentres.map(({ timeZone, ...dc }) => ({
        ...createDataCentreSchema.parse(dc),
        timeZone,
        createdBy: 'system',
      })),
    )
    .returning();
  await tableChanged(ctx.pubsub, getTableName(dataCentres));
  const home = inserted[0]?.id ?? null;
  const admin = await insertOperator(ctx, {
    name: 'Ada Admin',
    username: demoAccounts.admin,
    passwordHash: await hashes.admin,
    role: 'SUPER_ADMIN',
    dataCentreId: home,
    phone: '+49 30 1234567',
  });
  const partner = await insertOperator(ctx, {
    name: 'Pat Partner',
    username: demoAccounts.partner,
    passwordHash: await hashes.partner,
    role: 'PARTNER',
    dataCentreId: home,
    phone: '+353 1 7654321',
  });
  if (options.stores) await seedDemoStores(ctx, inserted, { id: admin.id, username: admin.username }, partner.id);
  await ctx.db.insert(versions).values(
    demoVersions.map((version, index) => ({
      ...version,
      release: new Date(Date.now() - (demoVersions.length - 1 - index) * 21 * 24 * 3600 * 1000),
      createdBy: 'system',
    })),
  );
  return {
    seeded: true,
    adminPassword,
    partnerPassword,
    generated: { admin: !passwords.admin, partner: !passwords.partner },
  };
}

function generatedPassword(): string {
  return randomBytes(12).toString('base64url');
}

const demoStores = [
  {
    name: 'Alpine Outfitters',
    dc: 0,
    erp: 'Sage_X3',
    type: 'B2C',
    own: 'shop.alpine-outfitters.example',
    partner: true,
  },
  { name: 'Baltic Foods', dc: 0, erp: 'MS_Dynamics_BC', type: 'B2B', own: 'order.balticfoods.example', partner: true },
  { name: 'Cedar Crafts', dc: 0, erp: 'Sage_300', type: 'B2C', own: null, partner: false },
  { name: 'Delta Parts', dc: 0, erp: 'Sage_X3', type: 'B2B', own: 'parts.delta.example', partner: false },
  { name: 'Emerald Books', dc: 0, erp: 'Sage_300', type: 'MARKETPLACE', own: null, partner: true },
  { name: 'Fjord Fashion', dc: 1, erp: 'Sage_X3', type: 'B2C', own: 'fjordfashion.example', partner: false },
  { name: 'Galway Garden', dc: 1, erp: 'MS_Dynamics_BC', type: 'B2C', own: null, partner: false },
  { name: 'Hudson Hardware', dc: 2, erp: 'Sage_X3', type: 'B2B', own: 'hudsonhardware.example', partner: false },
  { name: 'Iris Interiors', dc: 2, erp: 'Sage_300', type: 'B2C', own: null, partner: false },
  {
    name: 'Jarrah Wines',
    dc: 3,
    erp: 'MS_Dynamics_BC',
    type: 'MARKETPLACE',
    own: 'jarrahwines.example',
    partner: false,
  },
  { name: 'Koala Toys', dc: 3, erp: 'Sage_X3', type: 'B2C', own: null, partner: false },
  { name: 'Lion Leather', dc: 4, erp: 'Sage_300', type: 'B2B', own: 'lionleather.example', partner: false },
] as const;

/**
 * The build's demo template (platform/db-template-build.ts) holds the commerce schemas of store ids
 * 1 to demoStores.length, the ids these stores get on a new database, with each one's demo
 * catalogue: provisioning them at a fresh start then finds their tables there, and the seed finds
 * their catalogues loaded.
 */
export const demoCatalogues = demoStores.map((demo, index) => ({
  storeDbId: index + 1,
  prefix: demoCataloguePrefix(demo.name),
}));

/** The SKU prefix of a demo store's catalogue: its store id's first six characters. */
function demoCataloguePrefix(name: string): string {
  return storeIdFromName(name).slice(0, 6).toUpperCase();
}

/** A living fleet: stores settled right away (their job runs inline), each with a small catalogue. */
async function seedDemoStores(
  ctx: Context,
  centres: { id: number }[],
  admin: { id: number; username: string },
  partnerId: number,
) {
  const erps = await ctx.db.select().from(erpTypes);
  const versionRows = await ctx.db.select().from(erpTypeVersions);
  const caller = {
    id: admin.id,
    username: admin.username,
    role: 'SUPER_ADMIN' as const,
    dataCentreId: null,
    authTime: 0,
  };
  for (const demo of demoStores) {
    const erp = erps.find((e) => e.code === demo.erp);
    const version = versionRows.filter((v) => v.erpTypeId === erp?.id).at(-1);
    const centre = centres[demo.dc];
    if (!erp || !version || !centre) continue;
    const slug = storeIdFromName(demo.name);
    const store = await createStore(ctx, caller, {
      name: demo.name,
      stgDomain: `${slug}.staging.example.com`,
      domains: demo.own ? [{ name: demo.own, isPrimary: true }] : [],
      erpType: { id: erp.id },
      erpTypeVersion: { id: version.id },
      storeType: demo.type,
      contactName: 'Demo Contact',
      contactEmail: `contact@${slug}.example.com`,
      contactPhone: '+49 30 1234567',
      dataCentre: { id: centre.id },
      partnerUsers: demo.partner ? [{ id: partnerId }] : [],
    });
    try {
      const data = await storeDatabase(ctx, { dataCentreId: centre.id });
      // A fresh start from the demo template finds the schema and the catalogue there already.
      const prefix = demoCataloguePrefix(demo.name);
      if (!(await demoCatalogueLoaded(data.db, store.id, prefix))) {
        await provisionStoreSchema(data.db, store.id);
        await seedDemoCatalogue(data.db, store.id, prefix);
      }
      await runStoreJob(ctx, { storeDbId: store.id, action: 'CREATE', requestedBy: 'system' });
      if (demo.erp === 'MS_Dynamics_BC') {
        await fillDemoBusinessCentralIntegrations(ctx, store);
        // Its sync source is the gateway (its Connection tab is locked): there from the start.
        await ensureGatewaySource(ctx, { id: store.id, erpTypeId: erp.id });
      }
      if (demo.erp === 'Sage_X3') await connectDemoAgentSource(ctx, store);
    } catch (error) {
      // Its data centre's database does not answer: the store stays CREATING with its job queued
      // (a worker tries again), the start goes on.
      const reason = error instanceof Error ? error.message : String(error);
      await appendStoreLog(ctx.db, store.id, `Demo catalogue not loaded: ${reason}`, 'ERROR');
    }
  }
}
