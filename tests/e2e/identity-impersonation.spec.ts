// Switch location and impersonation in the browser (M01–M11, A12, B20): a global admin acts as
// bruker at another location, sees bruker's menu, acts, goes back, and the audit names both.
import { expect, test, type Page } from '@playwright/test';
import { logIn, mainMenu } from './login';

async function openStatusDialog(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Bytt lokasjon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bytt lokasjon' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function chooseOption(page: Page, combobox: ReturnType<Page['getByRole']>, option: string | RegExp) {
  await combobox.click();
  await page.getByRole('option', { name: option }).click();
}

/** As a global admin: customer (searched, M02), location and user, then the switch button. */
async function impersonate(page: Page, customer: string, location: string, user: string, screenshot?: string) {
  const dialog = await openStatusDialog(page);
  const customerInput = dialog.getByRole('combobox', { name: 'Kunde' });
  await customerInput.fill(customer.slice(0, 6));
  await page.getByRole('option', { name: new RegExp(customer) }).click();
  await chooseOption(page, dialog.getByRole('combobox', { name: /Lokasjon/ }), location);
  await dialog.getByRole('combobox', { name: 'Bruker' }).fill(user.split(' ')[0]);
  await page.getByRole('option', { name: new RegExp(user) }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Logg inn ved bytte' })).not.toBeChecked();
  if (screenshot) await page.screenshot({ path: screenshot });
  await dialog.getByRole('button', { name: 'Bytt til valgt lokasjon' }).click();
}

test('admin acts as bruker at another location, acts, goes back, and the audit shows both users (M, A12)', async ({ page }) => {
  await logIn(page, 'admin');
  await expect(mainMenu(page).getByText('System', { exact: true })).toBeVisible();

  await impersonate(page, 'Fjellmeieriet AS', 'Fjellmeieriet Lillehammer', 'Berit Bruker', 'test-results/identity/status-dialog-admin.png');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('status').filter({ hasText: 'Du handler som Berit Bruker' })).toBeVisible();
  await expect(banner.getByRole('group', { name: 'Kunde, lokasjon og bruker' })).toContainText('Fjellmeieriet Lillehammer · Berit Bruker');
  // C11: bruker's menu, not the admin's.
  const menu = mainMenu(page);
  for (const area of ['Ordre', 'Levering', 'Mottak']) await expect(menu.getByText(area, { exact: true })).toBeVisible();
  for (const area of ['Administrasjon', 'System', 'Rapporter']) await expect(menu.getByText(area, { exact: true })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/identity/impersonating.png' });

  // Act as bruker: read a high-priority message from the alert bell.
  await banner.getByRole('button', { name: /Viktige meldinger/ }).click();
  await page.getByRole('menuitem', { name: /Leveringsforsinkelser i Nord-Norge/ }).click();
  const message = page.getByRole('dialog', { name: 'Leveringsforsinkelser i Nord-Norge' });
  await expect(message).toContainText('stengte fjelloverganger');
  await message.getByRole('button', { name: 'Marker som lest' }).click();
  await expect(message).toHaveCount(0);

  // M03, M06: back to the logged-in location.
  const dialog = await openStatusDialog(page);
  await dialog.getByRole('button', { name: 'Tilbake til innlogget lokasjon' }).click();
  await expect(banner.getByRole('group', { name: 'Kunde, lokasjon og bruker' })).toContainText('Lastbærerpoolen Hovedlager · Anne Admin');
  await expect(banner.getByText('Du handler som')).toHaveCount(0);
  await expect(mainMenu(page).getByText('System', { exact: true })).toBeVisible();

  // The audit: the message's readers name bruker, registered by admin (K01).
  await page.goto('/app/system/messages');
  await page.getByRole('cell', { name: 'Leveringsforsinkelser i Nord-Norge', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Melding: Leveringsforsinkelser i Nord-Norge' });
  const read = edit.getByRole('row', { name: /Berit Bruker/ });
  await expect(read).toContainText('Anne Admin');
  await read.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/identity/audit-both-users.png' });
});

test('acting as a user who has not accepted the terms warns first; continuing is remembered (M11, B20)', async ({ page }) => {
  await logIn(page, 'admin');
  await impersonate(page, 'Havbris Sjømat AS', 'Havbris Sjømat Ålesund', 'Tore Tvil');
  const warning = page.getByRole('dialog', { name: 'Brukeren har ikke godtatt vilkårene' });
  await expect(warning).toContainText('Tore Tvil har ikke godtatt vilkårene');
  await page.screenshot({ path: 'test-results/identity/terms-warning.png' });
  await warning.getByRole('button', { name: 'Fortsett som brukeren' }).click();
  await expect(warning).toHaveCount(0);
  // B24: no must-read messages while acting as someone else.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('banner').getByText('Du handler som Tore Tvil')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const dialog = await openStatusDialog(page);
  await dialog.getByRole('button', { name: 'Tilbake til innlogget lokasjon' }).click();
  await expect(page.getByRole('banner').getByText('Du handler som')).toHaveCount(0);
});

test('the dialog flags closed and finished customers and locations for staff (M02, M09)', async ({ page }) => {
  await logIn(page, 'admin');
  const dialog = await openStatusDialog(page);
  const customer = dialog.getByRole('combobox', { name: 'Kunde' });
  await customer.fill('Pallerep');
  await expect(page.getByRole('option', { name: /Pallereparasjon Østlandet AS \(15\)/ })).toContainText('Avsluttet');
  await customer.fill('Havbris');
  await page.getByRole('option', { name: /Havbris Sjømat AS/ }).click();
  await dialog.getByRole('combobox', { name: /Lokasjon/ }).click();
  await expect(page.getByRole('option', { name: /Havbris Sjømat Måløy/ })).toContainText('Avsluttet');
  await expect(page.getByRole('option', { name: /Havbris Sjømat Ålesund/ })).not.toContainText('Avsluttet');
  await page.screenshot({ path: 'test-results/identity/status-dialog-flags.png' });
});
