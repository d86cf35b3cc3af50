import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { frankfurtStore, signIn } from './fixtures.ts';

/**
 * The playground's own Business Central sample through AUTO, JSON to XML: every Business Central
 * reply has keys such as `@odata.context` that are no XML names, written with SQL/XML's escapes
 * (modules/gateway/transforms/auto.ts) instead of failing the step.
 */
test('AUTO turns the Business Central sample into XML, its @odata keys escaped', async ({ page, request }) => {
  const store = await frankfurtStore(request, 'Baltic Foods');
  await signIn(page, 'admin');
  await page.goto(`/stores/${store.id}/gateway/playground`);
  await page.getByRole('button', { name: 'Add step' }).click();
  await page.getByRole('combobox', { name: 'Step 1 type' }).click();
  await page.getByRole('option', { name: 'AUTO', exact: true }).click();
  await page.getByRole('combobox', { name: 'Step 1 output content type' }).click();
  await page.getByRole('option', { name: 'text/xml', exact: true }).click();
  await page.getByRole('combobox', { name: 'Pick a sample' }).click();
  await page.getByRole('option', { name: 'Business Central items (JSON)' }).click();
  await expect(page.getByLabel('Sample', { exact: true })).toHaveValue(/@odata\.context/);
  await page.getByRole('button', { name: 'Run preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('<_x0040_odata.context>');
  await expect(preview).toContainText('<displayName>Bicycle</displayName>');
  await expect(preview).not.toContainText('invalid name');
  await expectAccessible(page, 'transform playground with an AUTO preview');
});

test('a THYMELEAF text loop over the Business Central sample runs, and the step says what it is given', async ({
  page,
  request,
}) => {
  const store = await frankfurtStore(request, 'Baltic Foods');
  await signIn(page, 'admin');
  await page.goto(`/stores/${store.id}/gateway/playground`);
  await page.getByRole('button', { name: 'Add step' }).click();
  await page.getByRole('combobox', { name: 'Step 1 type' }).click();
  await page.getByRole('option', { name: 'THYMELEAF', exact: true }).click();
  const step = page.getByRole('group', { name: 'Step 1' });
  await expect(step).toContainText("A template whose model is the body's fields");
  await page.getByRole('combobox', { name: 'Step 1 output content type' }).click();
  await page.getByRole('option', { name: 'text/plain', exact: true }).click();
  await page
    .getByLabel('Step 1 value')
    .fill(`[# th:each="item, stat : \${value}"][(\${item.displayName})][# th:unless="\${stat.last}"], [/][/]`);
  await page.getByRole('combobox', { name: 'Pick a sample' }).click();
  await page.getByRole('option', { name: 'Business Central items (JSON)' }).click();
  await page.getByRole('button', { name: 'Run preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Bicycle, Touring Bicycle');
  await expect(preview).not.toContainText('th:each');
  await expectAccessible(page, 'transform playground with a THYMELEAF loop');
});
