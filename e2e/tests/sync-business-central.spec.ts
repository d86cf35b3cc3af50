import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { apiToken, frankfurtStore, signIn } from './fixtures.ts';

/**
 * Issue 15 on the demo Business Central store (Baltic Foods, wired by the demo start to the
 * Business Central simulator): the Activities tab's Tables Scope saved, then Load all reading only
 * those tables through the gateway to its message.
 */
test('a Business Central store: Tables Scope saved on the Activities tab, then Load all through the gateway', async ({
  page,
  request,
}) => {
  const store = await frankfurtStore(request, 'Baltic Foods');
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}`, 'x-xm-store': store.storeId };
  const [source] = await (await request.get(`/api/v1/sync/source?storeId=${store.id}`, { headers })).json();
  const schedule = () => request.get(`/api/v1/sync/source/${source.id}/schedule`, { headers });

  await signIn(page, 'admin');
  await page.goto(`/stores/${store.id}/synchronization/activities`);
  const scope = page.getByRole('combobox', { name: 'Tables Scope' });
  await scope.click();
  await page.getByRole('option', { name: 'itemCategories', exact: true }).click();
  await page.getByRole('option', { name: 'items', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Tables Scope saved successfully.')).toBeVisible();
  expect((await (await schedule()).json()).tables).toEqual(['itemCategories', 'items']);
  await expectAccessible(page, 'Activities of a Business Central store');

  try {
    // Saved: a new visit shows it again.
    await page.reload();
    // Each chosen table, with its remove button named for screen readers.
    const removable = page.getByRole('button', { name: /^Remove / });
    await expect(removable).toHaveCount(2);
    await expect(removable.nth(0)).toHaveAccessibleName('Remove itemCategories');
    await expect(removable.nth(1)).toHaveAccessibleName('Remove items');

    await page.getByRole('button', { name: 'Load all', exact: true }).click();
    await expect(page.getByText('Load all tables successfully.')).toBeVisible({ timeout: 90_000 });
    const list = await (await request.get(`/api/v1/sync/${store.id}/request?n=10&q=all`, { headers })).json();
    const [newest] = Object.values(list) as { requestType: string; stage: string; summary: { tables: number } }[];
    expect(newest).toMatchObject({ requestType: 'LOAD_ALL', stage: 'COMPLETED', summary: { tables: 2 } });
  } finally {
    // Other journeys find the store as seeded.
    const saved = await (await schedule()).json();
    const { timeZone, nextDueAt, ...rest } = saved;
    await request.put(`/api/v1/sync/source/${source.id}/schedule`, { headers, data: { ...rest, tables: [] } });
  }
});
