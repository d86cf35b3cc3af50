import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { signIn, unique } from './fixtures.ts';

const releaseFormat = /\d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/;

async function openVersions(page: Page, who: 'admin' | 'partner') {
  await signIn(page, who);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Version History' }).click();
  await expect(page).toHaveURL(/\/versions/);
  await expect(current(page)).toBeVisible();
  await expectAccessible(page, `version history (${who})`);
}

const current = (page: Page) => page.getByRole('region', { name: 'Current Version' });
const previous = (page: Page) => page.getByRole('table', { name: 'Previous Versions' });

async function createVersion(page: Page, values: { name: string; notes: string; info: string }) {
  await page.getByRole('button', { name: 'Add version' }).click();
  const create = page.getByRole('dialog', { name: 'Create Version' });
  await create.getByLabel('Name').fill(values.name);
  await create.getByLabel('Notes').fill(values.notes);
  await create.getByLabel('Info').fill(values.info);
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create).toBeHidden();
}

test('a super admin creates, edits and deletes versions; the newest is the current one', async ({ page }) => {
  const tag = unique('e2e').toLowerCase();
  const first = `4.126.0-${tag}`;
  const second = `4.127.0-${tag}`;
  await openVersions(page, 'admin');

  await page.getByRole('button', { name: 'Add version' }).click();
  const create = page.getByRole('dialog', { name: 'Create Version' });
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create.getByLabel('Name')).toHaveAccessibleDescription('Required');
  await expectAccessible(page, 'create version dialog with an error');
  await create.getByRole('button', { name: 'Cancel' }).click();
  await expect(create).toBeHidden();

  await createVersion(page, { name: first, notes: `docs.example.com/releases/${tag}`, info: 'First e2e release' });
  await expect(current(page)).toContainText(first);
  await expect(current(page)).toContainText(releaseFormat);
  await expect(current(page)).toContainText('First e2e release');
  const notes = current(page).getByRole('link', { name: `docs.example.com/releases/${tag}` });
  await expect(notes).toHaveAttribute('href', `https://docs.example.com/releases/${tag}`);
  await expect(notes).toHaveAttribute('target', '_blank');
  await expect(notes).toHaveAttribute('rel', /noopener/);

  await current(page)
    .getByRole('button', { name: `Edit ${first}` })
    .click();
  const dock = page.getByRole('dialog', { name: 'Edit Version' });
  await expect(dock.getByLabel('Name')).toHaveValue(first);
  await expect(dock.getByLabel('Release')).toBeDisabled();
  await expect(dock.getByLabel('Release')).toHaveValue(releaseFormat);
  await expectAccessible(page, 'edit version dock');
  await dock.getByLabel('Info').fill('First e2e release, edited');
  await dock.getByRole('button', { name: 'Save' }).click();
  await expect(dock).toBeHidden();
  await expect(current(page)).toContainText('First e2e release, edited');

  await createVersion(page, { name: second, notes: `docs.example.com/releases/${tag}-2`, info: 'Second e2e release' });
  await expect(current(page)).toContainText(second);
  const row = previous(page).getByRole('row').filter({ hasText: first });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('First e2e release, edited');
  await expect(row).toContainText(releaseFormat);
  await expect(row.getByRole('link', { name: `docs.example.com/releases/${tag}` })).toHaveAttribute(
    'href',
    `https://docs.example.com/releases/${tag}`,
  );
  await expect(previous(page).getByRole('row').filter({ hasText: '4.125.0-beta.1' })).toHaveCount(1);

  // The history is the server's: 20 a page, searched there.
  const searched = page.waitForRequest(
    (request) =>
      request.url().includes('/api/v1/versions/history?') &&
      new URL(request.url()).searchParams.get('search') === tag &&
      new URL(request.url()).searchParams.get('size') === '20',
  );
  await page.getByLabel('Search').fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await searched;
  await expect(previous(page).getByRole('row')).toHaveCount(3); // header + both e2e versions
  await expect(current(page)).toContainText(second);

  await row.getByRole('button', { name: `Delete ${first}` }).click();
  const confirm = page.getByRole('dialog', { name: /Delete Version/ });
  await expect(confirm).toContainText('Are you sure?');
  await expectAccessible(page, 'delete version confirmation');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  await expect(previous(page).getByRole('row')).toHaveCount(2);
  await expect(previous(page)).not.toContainText(first);

  await current(page)
    .getByRole('button', { name: `Delete ${second}` })
    .click();
  await page
    .getByRole('dialog', { name: /Delete Version/ })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(current(page)).not.toContainText(second);
  await expect(current(page)).toContainText('4.125.0');
});

test('a partner reads the version history without Add version or Actions', async ({ page }) => {
  await openVersions(page, 'partner');
  await expect(current(page)).toContainText(releaseFormat);
  await expect(previous(page)).toBeVisible();
  await expect(previous(page).getByRole('columnheader')).toHaveText(['Name', 'Release', 'Notes', 'Info']);
  await expect(page.getByRole('button', { name: 'Add version' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  await expect(previous(page).getByRole('link').first()).toHaveAttribute('href', /^https:\/\//);
});
