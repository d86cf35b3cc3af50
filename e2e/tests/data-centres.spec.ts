import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { apiToken, signIn, unique } from './fixtures.ts';

async function openDataCentres(page: Page) {
  await signIn(page, 'admin');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Data Centers' }).click();
  await expect(page).toHaveURL(/\/datacentres/);
  await expect(list(page)).toBeVisible();
  await expectAccessible(page, 'data centres');
}

const list = (page: Page) => page.getByRole('table', { name: 'Data Centers', exact: true });

async function search(page: Page, text: string) {
  await page.getByLabel('Search').fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text)}`));
}

test('create, edit in the dock, and delete a data centre with its confirmation', async ({ page }) => {
  const code = unique('E2E-');
  const name = `Lisbon ${code}`;
  await openDataCentres(page);

  await page.getByRole('button', { name: 'Add data center' }).click();
  const create = page.getByRole('dialog', { name: 'Create Data Center' });
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create.getByText('Required').first()).toBeVisible();
  await expectAccessible(page, 'create data centre dialog with errors');
  await create.getByLabel('Code', { exact: true }).fill(code);
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('Country Code').fill('pt');
  await create.getByLabel('Region').fill('Europe');
  await create.getByLabel('DB Instance').fill('pg-eu-lis-01');
  await create.getByLabel('Endpoint').fill('https://eu-lis.stores.example.com');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create).toBeHidden();

  await search(page, code);
  const row = list(page).getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await expect(row).toContainText('PT');
  await expect(row).toContainText('Europe');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const dock = page.getByRole('dialog', { name: 'Edit Data Center' });
  await expect(dock.getByLabel('Code', { exact: true })).toHaveValue(code);
  await expect(dock.getByLabel('Code', { exact: true })).not.toBeEditable();
  await expectAccessible(page, 'edit data centre dock');
  await dock.getByLabel('Region').fill('Southern Europe');
  await dock.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('Southern Europe');
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Data Center' })).toContainText('admin@example.com');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Edit Data Center' })).toBeHidden();

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Are you sure you want to delete data center ${name}?` });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('PRODUCTION!');
  await expectAccessible(page, 'delete data centre confirmation');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(list(page).getByRole('row').filter({ hasText: code })).toHaveCount(0);
  await expect(page.getByText('No data centers.')).toBeVisible();
});

test('a duplicate code is refused with the server message', async ({ page }) => {
  await openDataCentres(page);
  await page.getByRole('button', { name: 'Add data center' }).click();
  const create = page.getByRole('dialog', { name: 'Create Data Center' });
  await create.getByLabel('Code', { exact: true }).fill('EU-FRA');
  await create.getByLabel('Name').fill('Frankfurt again');
  await create.getByLabel('Country Code').fill('DE');
  await create.getByLabel('Region').fill('Europe');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create.getByRole('alert')).toContainText('A data center with code EU-FRA already exists');
});

test('search, sort by column and page with Prev and Next; the URL keeps the list state', async ({ page, request }) => {
  const token = await apiToken(request, 'admin');
  const tag = unique('PG');
  for (let i = 0; i < 22; i++) {
    const response = await request.post('/api/v1/data_centers', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        code: `${tag}-${String(i).padStart(2, '0')}`,
        name: `Paging ${tag} ${String(i).padStart(2, '0')}`,
        countryCode: 'NL',
        region: tag,
      },
    });
    expect(response.status()).toBe(201);
  }
  await openDataCentres(page);
  await search(page, tag);
  await expect(list(page).getByRole('row')).toHaveCount(21); // header + 20 per page

  await page.getByRole('columnheader', { name: 'Name' }).click();
  await expect(page).toHaveURL(/sort=name%2CASC|sort=name,ASC/);
  await expect(list(page).getByRole('row').nth(1)).toContainText(`Paging ${tag} 00`);
  await page.getByRole('columnheader', { name: 'Name' }).click();
  await expect(page).toHaveURL(/sort=name%2CDESC|sort=name,DESC/);
  await expect(list(page).getByRole('row').nth(1)).toContainText(`Paging ${tag} 21`);

  // Next carries the server's cursor (the last row's sort key and id) in the URL beside the number,
  // so a reload or a shared link shows the same rows, found by index.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=1&cursor=[\w-]+\.[\w-]+/);
  await expect(list(page).getByRole('row')).toHaveCount(3);
  await expect(list(page).getByRole('row').nth(1)).toContainText(`Paging ${tag} 01`);
  await page.reload();
  await expect(list(page).getByRole('row').nth(2)).toContainText(`Paging ${tag} 00`);
  await page.getByRole('button', { name: 'Prev' }).click();
  await expect(page).not.toHaveURL(/cursor=|page=/);
  await expect(list(page).getByRole('row').nth(1)).toContainText(`Paging ${tag} 21`);
  // The next page's number is the same move as Next; a link with the page number alone still works.
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/page=1&cursor=/);
  await expect(list(page).getByRole('row').nth(1)).toContainText(`Paging ${tag} 01`);
  await page.goto(page.url().replace(/&cursor=[^&]*/, ''));
  await expect(list(page).getByRole('row').nth(2)).toContainText(`Paging ${tag} 00`);
});
