import { type APIRequestContext, expect, type Page } from '@playwright/test';
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
  const response = await request.post('/api/v1/token', {
    form: { grant_type: 'password', username: accounts[who].username, password: accounts[who].password },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).access_token;
}

let counter = 0;
/** A unique suffix per test run, so journeys never collide on codes and names. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-5)}${counter}`.toUpperCase();
}
