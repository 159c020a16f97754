// A schema and a definition alone (truck-type.schema.json, resources/truck-types.ts) give a working
// list, record view, form and create view (docs/adding-an-entity.md), plus export with progress.
import { expect, test } from '@playwright/test';
import { logIn, mainMenu, updatedNotice } from './login';

test('truck types: list, create, edit, show and export from the definition alone', async ({ page }, testInfo) => {
  // The suite shares one database: a retry makes a truck type of its own.
  const id = 7 + testInfo.retry;
  const name = testInfo.retry ? `Skapbil ${id}` : 'Skapbil';
  await logIn(page, 'admin');
  await mainMenu(page).getByRole('button', { name: 'System' }).click();
  await mainMenu(page).getByRole('link', { name: 'Biltyper' }).click();
  await expect(page).toHaveTitle('Biltyper - Kundeportal');
  await expect(page.getByRole('row')).toHaveCount(6 + testInfo.retry);

  await page.getByRole('link', { name: 'Opprett' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('spinbutton', { name: 'Id' }).fill(String(id));
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog.getByText('Påkrevd')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Navn' }).fill(name);
  // The record view reads the new truck type once more after the create; edit only after that, or
  // the answer would overwrite what is typed.
  const reread = page.waitForResponse((response) => response.request().method() === 'GET' && new URL(response.url()).pathname === `/api/trucktype/${id}`);
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText(/opprettet/i).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/app/system/truck-types/${id}$`));
  await reread;

  await dialog.getByRole('textbox', { name: 'Navn' }).fill(`${name} med lift`);
  await dialog.getByRole('switch', { name: 'Standard' }).check();
  // E21: the places an order's fill degree is counted against.
  await dialog.getByRole('spinbutton', { name: 'Pallplasser' }).fill('12');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(updatedNotice(page)).toBeVisible();
  await dialog.getByRole('button', { name: 'Lukk' }).click();
  await expect(page.getByRole('row').filter({ hasText: `${name} med lift` })).toBeVisible();

  await page.getByRole('textbox', { name: 'Søk' }).fill(`${name} med lift`);
  await expect(page.getByRole('row')).toHaveCount(2);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Eksporter' }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const file = await download;
  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(text.replace(/^\ufeff/, '').split('\r\n').slice(0, 2)).toEqual(['Id;Navn;Pallplasser;Standard', `${id};${name} med lift;12;Ja`]);
});

test('a customer admin only reads truck types through the locations, and cannot open the list', async ({ page }) => {
  await logIn(page, 'kunde');
  await page.goto('/app/system/truck-types');
  await expect(page).toHaveURL(/\/app\/home$/);
});
