import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { frankfurtStore, signIn } from './fixtures.ts';

test('a per-store page of a store that does not exist says so once and offers no action', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/stores/987654/backups');
  await expect(page.getByRole('alert')).toContainText('The store could not be loaded');
  await expect(page.getByRole('alert')).toHaveCount(1); // one message, not one per part of the page
  await expect(page.getByRole('button', { name: 'Refresh' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create', exact: true })).toHaveCount(0);
  await expectAccessible(page, 'backups of an unknown store');
  await expect(page.getByRole('button', { name: 'Clone', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open API gateway' })).toHaveCount(0);

  // Statistics keep the spec's own wording for it.
  await page.goto('/stores/987654/stats');
  await expect(page.getByRole('alert')).toContainText('Failed to get CDN logs for store 987654, reason:');
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(page.getByText('Week', { exact: true })).toHaveCount(0); // no chart controls

  // Credentials go to their tab only once the store has loaded, so this one stays where it is.
  await page.goto('/stores/987654/credentials');
  await expect(page.getByRole('alert')).toContainText('The store could not be loaded');
  await expect(page).toHaveURL(/\/stores\/987654\/credentials$/);
  await expect(page.getByRole('button', { name: 'Add Client Credential' })).toHaveCount(0);

  await page.goto('/stores/not-a-store/backups');
  await expect(page.getByText('No Invalid StoreId')).toBeVisible();
  await expectAccessible(page, 'a per-store page without a store id');
});

test('the per-store pages share one store header and keep their URLs', async ({ page, request }) => {
  test.setTimeout(120_000);
  const store = await frankfurtStore(request, 'Baltic Foods');
  await signIn(page, 'admin');
  for (const path of ['backups', 'backup', 'stats', 'credentials/list', 'synchronization', 'gateway']) {
    await page.goto(`/stores/${store.id}/${path}`);
    await expect(page.getByRole('region', { name: 'Store Baltic Foods' })).toContainText(store.storeId);
    await expect(page.getByRole('region', { name: /^Store / })).toHaveCount(1);
    await expectAccessible(page, `/stores/{id}/${path}`);
  }
  await page.goto(`/stores/${store.id}/credentials/other`);
  await expect(page).toHaveURL(new RegExp(`/stores/${store.id}/credentials/list$`));
});
