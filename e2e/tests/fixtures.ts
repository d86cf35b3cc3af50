import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { ok, type operations, passwordToken } from '@store-console/api-client';
import { apiClient } from './api.ts';
import { e2eEnv } from './env.ts';

export const accounts = {
  admin: { username: 'admin@example.com', password: e2eEnv.adminPassword },
  partner: { username: 'partner@example.com', password: e2eEnv.partnerPassword },
} as const;

/** Signs in through the login screen, as a user would. */
export async function signIn(page: Page, who: keyof typeof accounts) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(accounts[who].username);
  await page.getByLabel('Password', { exact: true }).fill(accounts[who].password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toBeVisible();
}

/** A bearer header for arranging data through the API (not for what the test asserts). */
export async function apiToken(request: APIRequestContext, who: keyof typeof accounts): Promise<string> {
  return passwordToken(apiClient(request), accounts[who].username, accounts[who].password);
}

let counter = 0;
/** A unique suffix per test run, so journeys never collide on codes and names. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-5)}${counter}`.toUpperCase();
}

/** Signs in through the login screen with any credentials, up to where the console or a second factor shows. */
export async function submitSignIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export interface TestOperator {
  id: number;
  name: string;
  username: string;
  password: string;
}

/**
 * A fresh operator made through the API as the admin, returned once its job has settled it (CREATED).
 * Journeys that change an operator (2FA, profile) use one of these, never the seeded accounts.
 */
export async function createTestOperator(
  request: APIRequestContext,
  options: { role?: 'SUPER_ADMIN' | 'PARTNER'; dataCentreId?: number | null; phone?: string } = {},
): Promise<TestOperator> {
  const api = apiClient(request, await apiToken(request, 'admin'));
  const tag = unique('op').toLowerCase();
  const operator = { name: `Olga ${tag}`, username: `${tag}@example.com`, password: `pw-${tag}-secret` };
  const { id } = await ok(
    api.POST('/api/v1/users', {
      body: {
        ...operator,
        password2: operator.password,
        phone: options.phone ?? null,
        role: options.role ?? 'PARTNER',
        dataCentre: options.dataCentreId ? { id: options.dataCentreId } : null,
      },
    }),
  );
  await expect
    .poll(async () => (await ok(api.GET('/api/v1/users/{id}', { params: { path: { id } } }))).statusType, {
      timeout: 15_000,
    })
    .toBe('CREATED');
  return { id, ...operator };
}

/** Mail and SMS the server would send, written to the test DATA_DIR's outbox, oldest first. */
export async function outbox<T extends { to: string; text: string }>(kind: 'mail' | 'sms'): Promise<T[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const dir = join(dataDir, 'outbox', kind);
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json') && !name.startsWith('.')).sort();
  } catch {
    return [];
  }
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as T));
}

/** The messages of one kind sent to one address. */
export async function outboxTo(kind: 'mail' | 'sms', to: string): Promise<{ to: string; text: string }[]> {
  return (await outbox(kind)).filter((message) => message.to === to);
}

export interface DemoStore {
  id: number;
  storeId: string;
  name: string;
  primaryDomain: string | null;
}

/** A seeded store of Frankfurt (the first data centre), found by its exact name through the API. */
export async function frankfurtStore(request: APIRequestContext, name: string): Promise<DemoStore> {
  const api = apiClient(request, await apiToken(request, 'admin'));
  const centres = await ok(api.GET('/api/v1/data_centers', { params: { query: { search: 'EU-FRA' } } }));
  const centre = centres.content[0];
  if (!centre) throw new Error('No data centre EU-FRA');
  const stores = await ok(
    api.GET('/api/v1/stores/data_center/{dataCentreId}', {
      params: { path: { dataCentreId: centre.id }, query: { fuzzyString: name, size: 100 } },
    }),
  );
  const store = stores.content.find((candidate) => candidate.name === name);
  if (!store) throw new Error(`No store ${name} in Frankfurt`);
  return store;
}

type StoreBody = NonNullable<operations['postStores']['requestBody']>['content']['application/json'];

/**
 * A new store of Frankfurt made through the API (for journeys that are not about creating one),
 * with the ERP type of the given code and its first version; `settled` waits until its creation
 * job is over (no …ING status).
 */
export async function createStoreViaApi(
  request: APIRequestContext,
  options: {
    who?: keyof typeof accounts;
    name: string;
    erpCode: string;
    storeType?: StoreBody['storeType'];
    domains?: StoreBody['domains'];
    contactName?: string;
    settled?: { timeout: number };
  },
) {
  const api = apiClient(request, await apiToken(request, options.who ?? 'admin'));
  const erps = (await ok(api.GET('/api/v1/erp_types', { params: { query: { size: 100 } } }))).content;
  const erp = erps.find((candidate) => candidate.code === options.erpCode);
  const version = erp?.erpTypeVersions[0];
  if (!erp || !version) throw new Error(`No ERP type ${options.erpCode} with a version`);
  const centres = await ok(api.GET('/api/v1/data_centers', { params: { query: { search: 'EU-FRA' } } }));
  const centre = centres.content[0];
  if (!centre) throw new Error('No data centre EU-FRA');
  const created = await ok(
    api.POST('/api/v1/stores', {
      body: {
        name: options.name,
        stgDomain: `${options.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.staging.example.com`,
        domains: options.domains ?? [],
        erpType: { id: erp.id },
        erpTypeVersion: { id: version.id },
        storeType: options.storeType ?? 'B2C',
        ...(options.contactName ? { contactName: options.contactName } : {}),
        dataCentre: { id: centre.id },
      },
    }),
  );
  if (!options.settled) return created;
  const read = () => ok(api.GET('/api/v1/stores/{storeId}', { params: { path: { storeId: created.id } } }));
  await expect
    .poll(async () => (await read()).storeStatus.statusType, { timeout: options.settled.timeout })
    .not.toMatch(/ING$/);
  return read();
}

/** Chooses an option of a Mantine select (a combobox) and sees it chosen. */
export async function pick(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(field).toHaveValue(option);
}

/**
 * Where the demo's agent listens and its key: the demo start keeps both in DATA_DIR/demo-agent.json
 * ({key, port}); it listens over HTTP on 127.0.0.1.
 */
export async function demoAgent(): Promise<{ protocol: string; host: string; port: string; key: string }> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const saved: { key?: string; port?: number } = JSON.parse(await readFile(join(dataDir, 'demo-agent.json'), 'utf8'));
  if (!saved.key || !saved.port) throw new Error('demo-agent.json names no key or port');
  return { protocol: 'http', host: '127.0.0.1', port: String(saved.port), key: saved.key };
}
