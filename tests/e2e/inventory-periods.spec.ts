// The operator's staff keep the counting periods (F06, F07), from the inventory menu. Apart from the
// counts in inventory.spec.ts, which run in order: a try of its own here is retried alone, and names
// its period after the try, so a retry never meets the first try's period.
import { expect, test } from '@playwright/test';
import { mainMenu, signedIn } from './login';

test('the operator\'s staff open a counting period from the inventory menu (F06, F07)', async ({ browser }, testInfo) => {
  const page = await signedIn(browser, 'admin');
  const name = `Vårtelling ${2030 + testInfo.retry}`;
  await mainMenu(page).getByRole('button', { name: 'Varetelling' }).click();
  await mainMenu(page).getByRole('link', { name: 'Telleperioder' }).click();
  await expect(page).toHaveTitle('Telleperioder - Kundeportal');
  await expect(page.getByRole('row').filter({ hasText: 'Varetelling 2025' })).toContainText('Avsluttet');

  await page.getByRole('link', { name: 'Opprett' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Navn' }).fill(name);
  await dialog.getByLabel('Fra dato').fill(`${2030 + testInfo.retry}-04-01`);
  await dialog.getByLabel('Til dato').fill(`${2030 + testInfo.retry}-03-01`);
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  // The window must run forwards: refused with the server's words, nothing stored.
  await expect(page.getByText(/Til-datoen kan ikke være før fra-datoen/).first()).toBeVisible();
  await dialog.getByLabel('Til dato').fill(`${2030 + testInfo.retry}-04-30`);
  await dialog.getByRole('switch', { name: 'Kunden kan reklamere' }).check();
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText(/opprettet/i).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Lukk' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Ny');
  await page.screenshot({ path: 'test-results/inventory/periods.png', fullPage: true });
  await page.context().close();
});
