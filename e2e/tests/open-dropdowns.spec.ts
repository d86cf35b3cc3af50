import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { frankfurtStore, signIn } from './fixtures.ts';

/**
 * Issue 34: axe-core with the dropdowns open, where a new user meets them. A dropdown's listbox
 * stays inside a landmark (or its dialog) and never covers its own field's error.
 */

test.use({ viewport: { width: 1400, height: 900 } });

test("the add-operation form after an empty Save: the suggestions open below the name's error", async ({
  page,
  request,
}) => {
  const store = await frankfurtStore(request, 'Baltic Foods');
  await signIn(page, 'admin');
  await page.goto(`/stores/${store.id}/gateway/integrations/BusinessCentral/operations-add`);
  const form = page.getByRole('form', { name: 'Operation override' });
  const name = form.getByRole('combobox', { name: 'Operation Name' });
  await expect(name).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  // The first field in error takes the focus, which opens its suggestions.
  await expect(name).toBeFocused();
  const suggestions = page.getByRole('listbox');
  await expect(suggestions.getByRole('option', { name: 'items', exact: true })).toBeVisible();
  const error = form.getByText('Field is required').first();
  await expect(error).toBeVisible();
  const errorBox = await error.boundingBox();
  const listBox = await suggestions.boundingBox();
  expect(errorBox).not.toBeNull();
  expect(listBox).not.toBeNull();
  if (errorBox && listBox) expect(listBox.y).toBeGreaterThanOrEqual(errorBox.y + errorBox.height);
  await expect(page.getByRole('main').getByRole('listbox')).toBeVisible();
  // Business Central's eleven operations are more than the list shows at once: the listbox itself
  // scrolls, which the arrow keys do too (a scrolling box inside it is one no key reaches).
  expect(await suggestions.evaluate((listbox) => listbox.scrollHeight > listbox.clientHeight)).toBe(true);
  await expectAccessible(page, 'add operation with its suggestions open below the errors');
});

test("the clone dialog's store search, open", async ({ page, request }) => {
  const target = await frankfurtStore(request, 'Delta Parts');
  await signIn(page, 'admin');
  await page.goto(`/stores/${target.id}/backups`);
  await page.getByRole('button', { name: 'Clone', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Clone Backup' });
  const storeSelect = dialog.getByRole('combobox', { name: 'Store' });
  await storeSelect.click();
  // Every store of the data centre but this one: more than the dropdown's height shows at once.
  const stores = page.getByRole('listbox');
  await expect(stores.getByRole('option', { name: /Cedar Crafts/ })).toBeVisible();
  await expect(stores.getByRole('option', { name: /Delta Parts/ })).toHaveCount(0);
  await expectAccessible(page, 'clone dialog with its store search open');
  await storeSelect.fill('Cedar');
  await expect(stores.getByRole('option')).toHaveCount(1);
  await expectAccessible(page, 'clone dialog with a store searched');
});

test("a partner's credentials screen, with the account menu open", async ({ browser, request }) => {
  const store = await frankfurtStore(request, 'Baltic Foods');
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await signIn(page, 'partner');
  await page.goto(`/stores/${store.id}/credentials/list`);
  await expect(page.getByRole('tab', { name: 'Credentials' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Add Client Credential' })).toBeVisible();
  await expectAccessible(page, 'partner credentials');
  await page.getByRole('button', { name: /\(account\)$/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expectAccessible(page, 'partner credentials with the account menu open');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await context.close();
});
