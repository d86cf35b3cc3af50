import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { apiToken, frankfurtStore, signIn } from './fixtures.ts';

/** Backups run through real jobs; a few of them in a row take a while. */
test.describe.configure({ timeout: 120_000 });

const backupsTable = (page: Page) => page.getByRole('table', { name: 'Backups' });

/** Clicks Create and returns the new backup's file name, read from the confirmation notification. */
async function createBackup(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const notice = page.getByText(/^Backup \S+ requested$/);
  await expect(notice).toBeVisible();
  const text = await notice.innerText();
  return text.replace(/^Backup /, '').replace(/ requested$/, '');
}

/** The store's own log tells that a restore of the file was requested (evidence the restore ran). */
async function storeLogTexts(request: APIRequestContext, storeDbId: number): Promise<string> {
  const token = await apiToken(request, 'admin');
  const response = await request.get(`/api/v1/stores/${storeDbId}`, { headers: { authorization: `Bearer ${token}` } });
  const store: { logs: { text: string }[] } = await response.json();
  return store.logs.map((log) => log.text).join('\n');
}

/** The store header's status, which shows UPDATING while a restore loads and a settled status after. */
async function expectStoreSettled(page: Page, name: string) {
  const header = page.getByRole('region', { name: `Store ${name}` });
  await expect(header.getByText('UPDATING')).toBeHidden({ timeout: 60_000 });
  await expect(page.getByRole('status', { name: 'Store status' })).toBeHidden();
}

test('creates a backup, sees it finish, restores it and deletes it', async ({ page, request }) => {
  const store = await frankfurtStore(request, 'Delta Parts');
  await signIn(page, 'admin');
  // Both URLs of the page read the same trail, and the store's name shows once (in the store header).
  const breadcrumb = page.getByRole('navigation', { name: 'breadcrumb' });
  await page.goto(`/stores/${store.id}/backup`);
  await expect(breadcrumb).toHaveText(/^Home\W*Stores\W*Delta Parts\W*Backup$/);
  await page.goto(`/stores/${store.id}/backups`);
  await expect(breadcrumb).toHaveText(/^Home\W*Stores\W*Delta Parts\W*Backup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Backup' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Delta Parts' })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Store Delta Parts' })).toContainText(store.storeId);

  const fileName = await createBackup(page);
  const newest = backupsTable(page).getByRole('row').filter({ hasText: fileName });
  await expect(newest).toContainText('MANUAL');
  await expect(newest.getByText('DONE').first()).toBeVisible({ timeout: 60_000 });
  // The file name is one token on one line.
  const shownName = newest.getByRole('paragraph').filter({ hasText: fileName });
  await expect(shownName).toHaveCSS('white-space', 'nowrap');
  expect((await shownName.boundingBox())?.height).toBeLessThan(30);

  // Refresh keeps its label while its spinner turns (2 s after the reload).
  const refresh = page.getByRole('button', { name: 'Refresh' });
  await refresh.click();
  await expect(refresh).toHaveAttribute('aria-busy', 'true');
  await expect(refresh).toHaveText('Refresh');
  await expectAccessible(page, 'backups with a finished backup');

  // Restore is offered once the backup is DONE; the production confirmation asks in red.
  await newest.getByRole('button', { name: `Restore ${fileName}` }).click();
  const restoreDialog = page.getByRole('dialog', { name: /Restore Backup/ });
  await expect(restoreDialog).toContainText('RESTORE this Backup?');
  await expectAccessible(page, 'restore backup confirmation');
  await restoreDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(restoreDialog).toBeHidden();
  await expectStoreSettled(page, 'Delta Parts');
  expect(await storeLogTexts(request, store.id)).toContain(`Restore of ${fileName}`);

  const row = backupsTable(page).getByRole('row').filter({ hasText: fileName });
  await row.getByRole('button', { name: `Delete ${fileName}` }).click();
  const deleteDialog = page.getByRole('dialog', { name: /Delete Backup/ });
  await expect(deleteDialog).toContainText('DELETE this Backup?');
  await expectAccessible(page, 'delete backup confirmation');
  await deleteDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(deleteDialog).toBeHidden();
  await expect(backupsTable(page).getByText(fileName, { exact: true })).toBeHidden();
});

test('clones another store through the Clone dialog and the store settles', async ({ page, request }) => {
  const source = await frankfurtStore(request, 'Cedar Crafts');
  const target = await frankfurtStore(request, 'Delta Parts');
  await signIn(page, 'admin');

  // A finished backup of the source store to clone from.
  await page.goto(`/stores/${source.id}/backups`);
  const fileName = await createBackup(page);
  const newest = backupsTable(page).getByRole('row').filter({ hasText: fileName });
  await expect(newest.getByText('DONE').first()).toBeVisible({ timeout: 60_000 });

  await page.goto(`/stores/${target.id}/backups`);
  await expect(page.getByRole('region', { name: 'Store Delta Parts' })).toBeVisible();
  await page.getByRole('button', { name: 'Clone', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Clone Backup' });
  await expect(dialog.getByRole('combobox', { name: 'Environment' })).toHaveValue('production');
  await expectAccessible(page, 'clone dialog');
  const storeSelect = dialog.getByRole('combobox', { name: 'Store' });
  await storeSelect.click();
  await storeSelect.fill('Cedar');
  await page.getByRole('option', { name: /Cedar Crafts/ }).click();
  // The chosen store's domain is a real link, opened in a new tab.
  const link = dialog.getByRole('link', { name: source.primaryDomain ?? '' });
  await expect(link).toHaveAttribute('href', `https://${source.primaryDomain ?? ''}`);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(dialog.getByRole('button', { name: `Clone ${fileName}` })).toBeVisible();
  await expectAccessible(page, "clone dialog with the source's backups");
  await dialog.getByRole('button', { name: `Clone ${fileName}` }).click();

  const confirm = page.getByRole('dialog', { name: /Restore Backup/ });
  await expect(confirm).toContainText('RESTORE this Backup?');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeHidden();
  await expectStoreSettled(page, 'Delta Parts');
  // The target's logs say where its data came from.
  expect(await storeLogTexts(request, target.id)).toContain(
    `Restore of ${fileName}, a clone of store Cedar Crafts (${source.storeId})`,
  );

  // The source backup remembers where it was cloned to.
  await page.goto(`/stores/${source.id}/backups`);
  await expect(backupsTable(page).getByRole('row').filter({ hasText: fileName })).toContainText(
    'Cloned to Delta Parts',
  );
});

test('/stores/backups opens the backups of the first store of the data centre', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/stores/backups');
  await expect(page).toHaveURL(/\/stores\/\d+\/backups$/);
  await expect(page.getByRole('button', { name: 'Clone', exact: true })).toBeVisible();
});
