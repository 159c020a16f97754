// admin/locations through the generic schema views (J09, J10, C05, C37, J14).
import { expect, test } from '@playwright/test';
import { logIn, mainMenu, updatedNotice } from './login';

test('a customer admin lists the customer\'s locations and opens one', async ({ page }) => {
  await logIn(page, 'kunde');
  await mainMenu(page).getByRole('button', { name: 'Administrasjon' }).click();
  await page.locator('#menu-admin').getByRole('link', { name: 'Lokasjoner', exact: true }).click();
  await expect(page).toHaveTitle('Lokasjoner - Kundeportal');
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'Fjellmeieriet Lillehammer' })).toBeVisible();
  // C05: only the own customer's locations.
  await expect(page.getByRole('cell', { name: 'Fjellmeieriet AS', exact: true }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Lastbærerpoolen Hovedlager' })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Søk' }).fill('Lillehammer');
  await expect(rows).toHaveCount(2);
  await rows.filter({ hasText: 'Fjellmeieriet Lillehammer' }).click();
  await expect(page).toHaveURL(/\/app\/admin\/locations\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Navn' })).toHaveValue('Fjellmeieriet Lillehammer');
  await expect(page.getByText('Lars Lager')).toBeVisible();
});

test('editing a location validates in the form, saves, and names the holder of a taken GLN', async ({ page }) => {
  await logIn(page, 'kunde');
  await page.goto('/app/admin/locations');
  // C06: a secondary location opens read-only for the customer (in the location dialog, B17, over the list).
  await page.getByRole('row').filter({ hasText: 'Fjellmeieriet Gjøvik' }).click();
  await expect(page.getByRole('dialog').getByText('Fjellmeieriet Gjøvik', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Navn' })).toHaveCount(0);

  await page.goto('/app/admin/locations');
  await page.getByRole('row').filter({ hasText: 'Fjellmeieriet Karlstad' }).click();
  const name = page.getByRole('textbox', { name: 'Navn' });
  await expect(name).toHaveValue('Fjellmeieriet Karlstad');

  await name.fill('');
  await name.blur();
  await expect(page.getByText('Påkrevd')).toBeVisible();
  await name.fill('Fjellmeieriet Karlstad lager');
  const gln = page.getByRole('textbox', { name: 'GLN' });
  await gln.fill('123');
  await gln.blur();
  // Too short or a wrong check digit: either way the GLN's own message (issue 14).
  await expect(page.getByText('Ugyldig GLN: 13 siffer der det siste er kontrollsifferet')).toBeVisible();

  // A GLN another location holds: the server refuses and names the holder (J14).
  await gln.fill('7000200000087');
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText(/allerede registrert på Fjellmeieriet Lillehammer/)).toBeVisible();

  await gln.fill('7300200000125');
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(updatedNotice(page)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Navn' })).toHaveValue('Fjellmeieriet Karlstad lager');
  await expect(page.getByRole('textbox', { name: 'GLN' })).toHaveValue('7300200000125');
});

test('an ordinary user\'s calls for locations are refused by the server too', async ({ page }) => {
  await logIn(page, 'bruker');
  const status = await page.evaluate(async () => {
    const context = JSON.parse(localStorage.getItem('context')!);
    const response = await fetch('/api/location/1', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}`, 'x-context': `locationId=${context.locationId};userId=${context.userId};loginUserId=${context.loginUserId}` },
    });
    return response.status;
  });
  expect(status).toBe(404);
});
