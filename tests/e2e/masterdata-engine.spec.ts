// A schema and a definition alone (truck-type.schema.json, resources/truck-types.ts) give a working
// list, record view, form and create view (docs/adding-an-entity.md), plus export with progress.
import { expect, test } from '@playwright/test';
import { logIn, mainMenu } from './login';

test('truck types: list, create, edit, show and export from the definition alone', async ({ page }) => {
  await logIn(page, 'admin');
  await mainMenu(page).getByRole('button', { name: 'System' }).click();
  await mainMenu(page).getByRole('link', { name: 'Biltyper' }).click();
  await expect(page).toHaveTitle('Biltyper - Kundeportal');
  await expect(page.getByRole('row')).toHaveCount(6);

  await page.getByRole('link', { name: 'Opprett' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('spinbutton', { name: 'Id' }).fill('7');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog.getByText('Påkrevd')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Navn' }).fill('Skapbil');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText(/opprettet/i).first()).toBeVisible();
  await expect(page).toHaveURL(/\/app\/system\/truck-types\/7$/);

  await dialog.getByRole('textbox', { name: 'Navn' }).fill('Skapbil med lift');
  await dialog.getByRole('switch', { name: 'Standard' }).check();
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText(/oppdatert/i).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Lukk' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Skapbil med lift' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Søk' }).fill('lift');
  await expect(page.getByRole('row')).toHaveCount(2);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Eksporter' }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const file = await download;
  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(text.replace(/^\ufeff/, '').split('\r\n').slice(0, 2)).toEqual(['Id;Navn;Standard', '7;Skapbil med lift;Ja']);
});

test('a customer admin only reads truck types through the locations, and cannot open the list', async ({ page }) => {
  await logIn(page, 'kunde');
  await page.goto('/app/system/truck-types');
  await expect(page).toHaveURL(/\/app\/home$/);
});
