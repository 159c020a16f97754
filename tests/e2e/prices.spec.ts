// The price list (LEDGER.md "Money", P17): the global admin adds a price typed in kroner with a
// decimal comma, the product picked by its name; the list shows it in kroner, and the price before
// it now ends the day before.
import { expect, test } from '@playwright/test';
import { logIn, mainMenu } from './login';

test('the global admin adds a hire price typed as 0,25 for a product picked by name, and sees it listed as 0,25', async ({ page }, testInfo) => {
  // The suite shares one database: a retry adds its price from a later day.
  const from = `2027-0${1 + testInfo.retry}-01`;
  await logIn(page, 'admin');
  await mainMenu(page).getByRole('button', { name: 'System' }).click();
  await mainMenu(page).getByRole('link', { name: 'Prisliste' }).click();
  await expect(page).toHaveTitle('Prisliste - Kundeportal');
  // The demo's price rise of the full-size pallet, in kroner.
  await expect(page.getByRole('row').filter({ hasText: 'Helpall plast 1200x800' }).filter({ hasText: '0,22' })).toBeVisible();

  await page.getByRole('link', { name: 'Opprett' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Leie per døgn' }).click();
  await dialog.getByRole('combobox', { name: 'Produkt' }).fill('Halvpall');
  await page.getByRole('option', { name: /Halvpall plast 800x600/ }).click();
  const price = dialog.getByRole('textbox', { name: 'Pris (kr)' });
  await price.fill('0,255');
  await dialog.getByRole('textbox', { name: 'Gyldig fra' }).fill(from);
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog.getByText('Skriv beløpet i kroner, f.eks. 0,25.')).toBeVisible();
  await price.fill('0,25');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText(/opprettet/i).first()).toBeVisible();
  await expect(price).toHaveValue('0,25');
  await dialog.getByRole('button', { name: 'Lukk' }).click();

  const rows = page.getByRole('row').filter({ hasText: 'Halvpall plast 800x600' });
  await expect(rows.filter({ hasText: from })).toContainText('0,25');
  // The price it follows (14 øre since 2024) ends the day before (a retry's may follow the first attempt's).
  if (!testInfo.retry) await expect(rows.filter({ hasText: '0,14' })).toContainText('2026-12-31');
});
