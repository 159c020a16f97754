// Switch location and impersonation in the browser (M01–M11, A12, B20): a global admin acts as
// bruker at her location, sees bruker's menu, acts, goes back, and the audit names both.
import { expect, test, type Page } from '@playwright/test';
import { axe } from './axe';
import { logIn, mainMenu } from './login';

async function openStatusDialog(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Bytt lokasjon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bytt lokasjon' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Chooses an option and sees it taken: a list still filling in can move the option from under a click. */
async function chooseOption(page: Page, combobox: ReturnType<Page['getByRole']>, option: string | RegExp) {
  await expect(async () => {
    if (!(await page.getByRole('option', { name: option }).isVisible())) await combobox.click();
    await page.getByRole('option', { name: option }).click({ timeout: 2_000 });
    await expect(combobox).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * M02: a customer searched by the first letters of its name and chosen once the hits have arrived
 * (the options change under the pointer while the search runs).
 */
async function chooseCustomer(page: Page, dialog: ReturnType<Page['getByRole']>, customer: string) {
  const typed = customer.slice(0, 6);
  const hits = page.waitForResponse((response) => response.url().includes('/api/statuscustomers') && new URL(response.url()).searchParams.get('q') === typed);
  await dialog.getByRole('combobox', { name: 'Kunde' }).fill(typed);
  await hits;
  await page.getByRole('option', { name: new RegExp(customer) }).click();
  await expect(dialog.getByRole('combobox', { name: 'Kunde' })).toHaveValue(new RegExp(customer));
}

/** As a global admin: customer (searched, M02) and location; "login when switch" and the user (M04); then the switch button. */
async function impersonate(page: Page, customer: string, location: string, user: string, screenshot?: string) {
  const dialog = await openStatusDialog(page);
  await chooseCustomer(page, dialog, customer);
  await chooseOption(page, dialog.getByRole('combobox', { name: /Lokasjon/ }), location);
  // M04, R48: the user is chosen only to be logged in as.
  await expect(dialog.getByRole('combobox', { name: 'Bruker' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Logg inn ved bytte' }).check();
  await dialog.getByRole('combobox', { name: 'Bruker' }).fill(user.split(' ')[0]);
  await page.getByRole('option', { name: new RegExp(user) }).click();
  if (screenshot) await page.screenshot({ path: screenshot });
  await dialog.getByRole('button', { name: 'Bytt til valgt lokasjon' }).click();
}

test('admin acts as bruker at her location, acts, goes back, and the audit shows both users (M, A12)', async ({ page }) => {
  await logIn(page, 'admin');
  await expect(mainMenu(page).getByText('System', { exact: true })).toBeVisible();

  await impersonate(page, 'Fjellmeieriet AS', 'Fjellmeieriet Hamar', 'Berit Bruker', 'test-results/identity/status-dialog-admin.png');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('status').filter({ hasText: 'Du handler som Berit Bruker' })).toBeVisible();
  await expect(banner.getByRole('group', { name: 'Kunde, lokasjon og bruker' })).toContainText('Fjellmeieriet Hamar · Berit Bruker');
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

test('acting as a user who has not accepted the terms warns first; continuing is remembered (M11, B20)', async ({ page }, testInfo) => {
  await logIn(page, 'admin');
  await impersonate(page, 'Havbris Sjømat AS', 'Havbris Sjømat Ålesund', 'Tore Tvil');
  const warning = page.getByRole('dialog', { name: 'Brukeren har ikke godtatt vilkårene' });
  const acting = page.getByRole('banner').getByText('Du handler som Tore Tvil');
  // The choice is stored for good: a retry after an attempt that got past "continue" meets no
  // warning, which is what the rest of this test asserts. A first attempt must see it.
  const rememberedByEarlierAttempt = testInfo.retry > 0
    && await expect(acting).toBeVisible().then(async () => !(await warning.isVisible()), () => false);
  if (!rememberedByEarlierAttempt) {
    await expect(warning).toContainText('Tore Tvil har ikke godtatt vilkårene');
    await page.screenshot({ path: 'test-results/identity/terms-warning.png' });
    await warning.getByRole('button', { name: 'Fortsett som brukeren' }).click();
  }
  await expect(warning).toHaveCount(0);
  // B24: no must-read messages while acting as someone else.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('banner').getByText('Du handler som Tore Tvil')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const dialog = await openStatusDialog(page);
  await dialog.getByRole('button', { name: 'Tilbake til innlogget lokasjon' }).click();
  // Landed, not only on the way: no sign is also what the page shows while the portal reloads.
  await expect(page.getByRole('banner').getByRole('group', { name: 'Kunde, lokasjon og bruker' })).toContainText('Lastbærerpoolen Hovedlager · Anne Admin');
  await expect(page.getByRole('banner').getByText('Du handler som')).toHaveCount(0);
});

test('the dialog flags closed and finished customers and locations for staff (M02, M09)', async ({ page }) => {
  await logIn(page, 'admin');
  const dialog = await openStatusDialog(page);
  const customer = dialog.getByRole('combobox', { name: 'Kunde' });
  await customer.fill('Pallerep');
  await expect(page.getByRole('option', { name: /Pallereparasjon Østlandet AS \(15\)/ })).toContainText('Avsluttet');
  await chooseCustomer(page, dialog, 'Havbris Sjømat AS');
  await dialog.getByRole('combobox', { name: /Lokasjon/ }).click();
  await expect(page.getByRole('option', { name: /Havbris Sjømat Måløy/ })).toContainText('Avsluttet');
  await expect(page.getByRole('option', { name: /Havbris Sjømat Ålesund/ })).not.toContainText('Avsluttet');
  await page.screenshot({ path: 'test-results/identity/status-dialog-flags.png' });
});

test('the user picker offers the chosen location\'s users only, once each, and follows a change of location (C43)', async ({ page }) => {
  await logIn(page, 'admin');
  const dialog = await openStatusDialog(page);
  await chooseCustomer(page, dialog, 'Fjellmeieriet AS');
  await chooseOption(page, dialog.getByRole('combobox', { name: /Lokasjon/ }), 'Fjellmeieriet Hamar');
  await dialog.getByRole('checkbox', { name: 'Logg inn ved bytte' }).check();
  const userPicker = dialog.getByRole('combobox', { name: 'Bruker' });
  await userPicker.click();
  const listbox = page.getByRole('listbox', { name: 'Bruker' });
  await expect(listbox.getByRole('option', { name: /Berit Bruker/ })).toBeVisible();
  await expect(listbox.getByRole('option', { name: /Lars Lager/ })).toHaveCount(0);
  // One list in name order: nothing but the options (no location headings), nobody twice.
  const names = await listbox.getByRole('option').allTextContents();
  expect(await listbox.textContent()).toBe(names.join(''));
  expect(new Set(names).size).toBe(names.length);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'nb')));
  await listbox.getByRole('option', { name: /Berit Bruker/ }).click();
  await expect(userPicker).toHaveValue('Berit Bruker (bruker)');
  // MUI's own buttons speak the portal's language (issue 14: "Clear", "Open").
  await userPicker.hover();
  await expect(dialog.getByRole('button', { name: 'Tøm' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Åpne' }).first()).toBeVisible();

  // Another location: the chosen user is cleared and only the new location's users are offered.
  await chooseOption(page, dialog.getByRole('combobox', { name: /Lokasjon/ }), 'Fjellmeieriet Lillehammer');
  await expect(userPicker).toHaveValue('');
  await expect(dialog.getByRole('button', { name: 'Bytt til valgt lokasjon' })).toBeDisabled();
  await userPicker.click();
  await expect(listbox.getByRole('option', { name: /Lars Lager/ })).toBeVisible();
  await expect(listbox.getByRole('option', { name: /Berit Bruker|Kari Kunde/ })).toHaveCount(0);
});

test('without "login when switch" the admin only moves, as herself; with it she is logged in as the user (M04, R48)', async ({ page }) => {
  await logIn(page, 'admin');
  const banner = page.getByRole('banner');
  let dialog = await openStatusDialog(page);
  await chooseCustomer(page, dialog, 'Fjellmeieriet AS');
  await chooseOption(page, dialog.getByRole('combobox', { name: /Lokasjon/ }), 'Fjellmeieriet Hamar');
  await expect(dialog.getByText('Uten avkryssing bytter du bare lokasjon og er fortsatt deg selv.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Bytt til valgt lokasjon' }).click();
  await expect(banner.getByRole('group', { name: 'Kunde, lokasjon og bruker' })).toContainText('Fjellmeieriet Hamar · Anne Admin');
  await expect(banner.getByText('Du handler som')).toHaveCount(0);
  await expect(banner.getByRole('button', { name: /^Avslutt/ })).toHaveCount(0);
  await expect(mainMenu(page).getByText('System', { exact: true })).toBeVisible();

  dialog = await openStatusDialog(page);
  await dialog.getByRole('checkbox', { name: 'Logg inn ved bytte' }).check();
  await expect(dialog.getByText('Du logges inn som brukeren du velger')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Bruker' }).click();
  await page.getByRole('option', { name: /Berit Bruker/ }).click();
  await dialog.getByRole('button', { name: 'Bytt til valgt lokasjon' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
  await expect(banner.getByRole('status').filter({ hasText: 'Du handler som Berit Bruker' })).toBeVisible();
  await expect(banner.getByRole('group', { name: 'Kunde, lokasjon og bruker' })).toContainText('Fjellmeieriet Hamar · Berit Bruker');
  await expect(mainMenu(page).getByText('System', { exact: true })).toHaveCount(0);
});

for (const width of [1280, 1440]) {
  test(`while acting as someone, one click ends it, and the title keeps its words at ${width} px (M03, B14)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await logIn(page, 'admin');
    await impersonate(page, 'Fjellmeieriet AS', 'Fjellmeieriet Lillehammer', 'Lars Lager');
    await expect(page).toHaveURL(/\/app\/home$/);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('status').filter({ hasText: 'Du handler som Lars Lager' })).toBeVisible();
    const title = page.locator('#react-admin-title');
    await expect(title).toHaveText('Hjem');
    // Not cut: the whole title is shown, and the context and the acting sign stay inside the bar.
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const end = banner.getByRole('button', { name: 'Avslutt – tilbake til Anne Admin' });
    await expect(end).toBeVisible();
    await expect(end).toHaveText('Avslutt');
    const bar = (await banner.boundingBox())!;
    const endBox = (await end.boundingBox())!;
    expect(endBox.x + endBox.width).toBeLessThanOrEqual(bar.x + bar.width);
    // The acting sign and its button are readable (issue 14: the sign's contrast was 3.11:1).
    const { violations } = await axe(page).include('header').analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)).toEqual([]);
    await page.screenshot({ path: `test-results/identity/acting-top-bar-${width}.png`, clip: { x: 0, y: 0, width, height: bar.height } });

    // M03 in one click from the top bar, through the dialog's own call.
    await end.click();
    await expect(banner.getByRole('group', { name: 'Kunde, lokasjon og bruker' })).toContainText('Lastbærerpoolen Hovedlager · Anne Admin');
    await expect(banner.getByText('Du handler som')).toHaveCount(0);
    await expect(mainMenu(page).getByText('System', { exact: true })).toBeVisible();
  });
}
