// A10: the lists the session context holds are read once after sign-in; the references to their rows
// in the views are answered from them, without asking the server again.
import { expect, test } from '@playwright/test';
import { logIn, mainMenu } from './login';

const SESSION_LISTS = ['trucktypes', 'transactionstatuses', 'transactiontypes', 'addresscountries', 'languages', 'inventorylevels', 'reportlevels'];

test('the session lists are read once after sign-in and name the references in the location dialog (A10)', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname}${url.search}`);
  });
  const callsOf = (list: string) => calls.filter((call) => call.startsWith(`/api/${list}?`));
  await logIn(page, 'kunde');
  for (const list of SESSION_LISTS) await expect.poll(() => callsOf(list).length, { message: list }).toBe(1);

  // Within the portal (no reload): two location records show their truck types by name.
  await mainMenu(page).getByRole('button', { name: 'Administrasjon' }).click();
  await mainMenu(page).getByRole('link', { name: 'Lokasjoner', exact: true }).click();
  for (const name of ['Fjellmeieriet Lillehammer', 'Fjellmeieriet Hamar']) {
    await page.getByRole('row').filter({ hasText: name }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('textbox', { name: 'Navn' })).toHaveValue(name);
    await expect(dialog.getByRole('combobox', { name: 'Biltype', exact: true })).not.toHaveValue('');
    await dialog.getByRole('button', { name: 'Lukk' }).click();
    await expect(dialog).toHaveCount(0);
  }
  expect(callsOf('trucktypes').filter((call) => /[?&]id=/.test(call))).toEqual([]);
  for (const list of SESSION_LISTS) expect(callsOf(list).filter((call) => /[?&]id=/.test(call)), list).toEqual([]);
});
