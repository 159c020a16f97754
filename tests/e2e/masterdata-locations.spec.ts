// admin/locations as the customer admin (J12–J14): an address with an unknown postcode is confirmed
// before it is saved; a duplicate GLN names the location that holds it.
import { expect, test } from '@playwright/test';
import { logIn, updatedNotice } from './login';

test('an address with an unknown postcode is saved after the user confirms it (J13)', async ({ page }) => {
  await logIn(page, 'kunde');
  await page.goto('/app/admin/locations');
  await page.getByRole('row').filter({ hasText: 'Fjellmeieriet Lillehammer' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: 'Navn' })).toHaveValue('Fjellmeieriet Lillehammer');
  // Every demo location has an address: wait until its rows are drawn before counting them.
  await expect(dialog.getByRole('textbox', { name: 'Gate' }).first()).toBeVisible();
  const before = await dialog.getByRole('textbox', { name: 'Gate' }).count();
  await dialog.getByRole('button', { name: 'Legg til' }).first().click();
  const street = dialog.getByRole('textbox', { name: 'Gate' }).nth(before);
  await street.fill('Fabrikkvegen 3');
  await dialog.getByRole('textbox', { name: 'Postnummer' }).nth(before).fill('2699');
  await dialog.getByRole('textbox', { name: 'Sted' }).nth(before).fill('Lillehammer');
  await dialog.getByRole('combobox', { name: 'Adressetype' }).nth(before).click();
  await page.getByRole('option', { name: 'Levering', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Land' }).nth(1 + before).click();
  await page.getByRole('option', { name: 'Norge' }).click();
  await dialog.getByRole('button', { name: 'Lagre' }).click();

  const question = page.getByRole('dialog').filter({ hasText: 'Bekreft' });
  await expect(question).toContainText('Postnummeret 2699 (NOR) er ukjent. Vil du opprette adressen likevel?');
  await question.getByRole('button', { name: 'Ja, fortsett' }).click();
  await expect(updatedNotice(page)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Gate' }).nth(before)).toHaveValue('Fabrikkvegen 3');
});

test('a GLN another location holds is refused, naming the holder (J14)', async ({ page }) => {
  await logIn(page, 'kunde');
  await page.goto('/app/admin/locations');
  await page.getByRole('row').filter({ hasText: 'Fjellmeieriet Hamar' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'GLN' }).fill('7000200000087');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText(/Lokasjonen\/GLN er allerede registrert på Fjellmeieriet Lillehammer \(Fjellmeieriet AS/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'GLN' })).not.toHaveValue('7000200000087');
});

test('what the user types while the record is still on its way is kept when it arrives (J12)', async ({ page }) => {
  await logIn(page, 'kunde');
  await page.goto('/app/admin/locations');
  // A slow connection: the location's own read (its addresses, its products) answers a second late,
  // while its row in the list is there already.
  await page.route(/\/api\/location\/\d+$/, async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.fulfill({ response });
  });
  await page.getByRole('row').filter({ hasText: 'Fjellmeieriet Hamar' }).click();
  const dialog = page.getByRole('dialog');
  const gln = dialog.getByRole('textbox', { name: 'GLN' });
  await gln.fill('7000200000094');
  // The record has arrived once its addresses are drawn (the list's row has none).
  await expect(dialog.getByRole('textbox', { name: 'Gate' }).first()).toBeVisible();
  await expect(gln).toHaveValue('7000200000094');
  await expect(dialog.getByRole('button', { name: 'Lagre' })).toBeEnabled();
});
