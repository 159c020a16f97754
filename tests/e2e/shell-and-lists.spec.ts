// Behaviours of the shell, the lists and the pickers as a user sees them: the empty /app path (B01),
// the environment badge (B04, B05, P27), the dialog widths (B17), the ledger's empty states (E35), the
// product picker's favorites filter (B16, E31), the support pickers' states (I54, I55, O38) and the
// user levels in user administration (J05, P47, C09).
import { expect, test } from '@playwright/test';
import { logIn, updatedNotice } from './login';

test('B01: an empty path under /app goes to home', async ({ page }) => {
  await logIn(page, 'bruker');
  for (const path of ['/app', '/app/']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/app\/home$/);
  }
});

test('B04, B05, P27: the environment badge names the environment for a client on the local network', async ({ page }) => {
  // The end-to-end server runs as PORTAL_ENV local, and the browser is on its machine.
  await logIn(page, 'bruker');
  await expect(page.getByRole('banner').getByLabel('Miljø: Local')).toBeVisible();
});

test('B17: each dialog kind opens in its width', async ({ page }) => {
  await logIn(page, 'admin');
  const viewport = page.viewportSize()!;
  const boxOf = async (path: string, width: string) => {
    await page.goto(path);
    await page.getByRole('row').filter({ has: page.getByRole('cell') }).first().click();
    const dialog = page.locator(`[data-width="${width}"] .MuiDialog-paper`);
    await expect(dialog).toBeVisible();
    return (await dialog.boundingBox())!;
  };
  // Narrow: at most 600 px, at the top, a fixed height.
  const narrow = await boxOf('/app/system/truck-types', 'narrow');
  expect(narrow.width).toBeLessThanOrEqual(600);
  expect(narrow.y).toBeLessThan(64);
  // Wide: up to 1200 px, at the top.
  const wide = await boxOf('/app/admin/users', 'wide');
  expect(wide.width).toBeGreaterThan(900);
  expect(wide.y).toBeLessThan(64);
  // Narrow and centered, a fixed height (the addresses): as much room above as below.
  const narrowCentered = await boxOf('/app/admin/addresses', 'narrow-centered');
  expect(narrowCentered.width).toBeLessThanOrEqual(600);
  expect(Math.abs(narrowCentered.height - 0.88 * viewport.height)).toBeLessThan(2);
  expect(Math.abs(narrowCentered.y - (viewport.height - narrowCentered.y - narrowCentered.height))).toBeLessThan(4);
  // Narrow and centered, its height its content's: as much room above as below.
  const centered = await boxOf('/app/system/product-types', 'narrow-centered-dynamic-height');
  expect(centered.width).toBeLessThanOrEqual(600);
  expect(Math.abs(centered.y - (viewport.height - centered.y - centered.height))).toBeLessThan(4);
  // Wide and centered.
  const wideCentered = await boxOf('/app/system/logs', 'wide-centered');
  expect(wideCentered.width).toBeGreaterThan(900);
  expect(Math.abs(wideCentered.y - (viewport.height - wideCentered.y - wideCentered.height))).toBeLessThan(4);
});

test('E35: empty lists say "Ingen ordre å vise." for orders and "Ingen transaksjoner funnet" for transactions', async ({ page }) => {
  await logIn(page, 'bruker');
  const nothing = `finnes-ikke-${Date.now()}`;
  await page.goto('/app/orders/orders');
  await page.getByRole('searchbox', { name: 'Søk' }).fill(nothing);
  await expect(page.getByText('Ingen ordre å vise.', { exact: true })).toBeVisible();
  await page.goto('/app/delivery/deliveries');
  await page.getByRole('searchbox', { name: 'Søk' }).fill(nothing);
  await expect(page.getByText('Ingen transaksjoner funnet', { exact: true })).toBeVisible();
});

test('J18, issue 27: a favorite location comes first where a receiver is picked, which links to the favorites', async ({ page }) => {
  // Kari Kunde's favorite in the demo.
  const FAVORITE = 'Fjellmeieriet Lillehammer';
  await logIn(page, 'kunde');
  await page.goto('/app/favorites/locations');
  await page.getByRole('searchbox', { name: 'Søk' }).fill(FAVORITE);
  await expect(page.getByRole('button', { name: `Fjern fra favoritter: ${FAVORITE}` })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/app/delivery/deliveries');
  await page.getByRole('button', { name: 'Ny levering' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Mottaker' }).fill('Fjellmeieriet');
  // By name Elverum, Gjøvik and Karlstad come before Lillehammer; the favorite comes first.
  const options = page.getByRole('option');
  await expect(options.first()).toContainText(FAVORITE);
  await expect(options.nth(1)).toContainText('Fjellmeieriet Elverum');
  await page.keyboard.press('Escape');
  const choose = dialog.getByRole('link', { name: 'Velg favorittlokasjoner (åpnes i ny fane)' });
  await expect(choose).toHaveAttribute('href', '/app/favorites/locations');
  await expect(choose).toHaveAttribute('target', '_blank');
});

test('B16, E31: the product picker\'s favorites filter offers the favorite products only', async ({ page }) => {
  const PRODUCT = 'Halvpall plast 800x600';
  await logIn(page, 'bruker');
  // The favorites are reached from the profile (issue 27).
  await page.goto('/app/profile');
  const favorites = page.getByRole('region', { name: 'Favoritter' });
  await expect(favorites.getByRole('link', { name: 'Favorittlokasjoner' })).toHaveAttribute('href', '/app/favorites/locations');
  await favorites.getByRole('link', { name: 'Favorittprodukter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Favorittprodukter' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Søk' }).fill('Halvpall plast');
  await page.getByRole('button', { name: `Legg til i favoritter: ${PRODUCT}` }).click();
  await expect(page.getByText('Lagt til i favoritter')).toBeVisible();

  await page.goto('/app/orders/orders');
  await page.getByRole('button', { name: 'Ny ordre' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Produkt' }).click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  // Favorites first; the others follow.
  await expect(options.first()).toContainText(PRODUCT);
  await expect(options.filter({ hasNotText: 'favoritt' }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  // … and from where products are picked, in a tab of their own so the registration stays open.
  const choose = dialog.getByRole('link', { name: 'Velg favorittprodukter (åpnes i ny fane)' });
  await expect(choose).toHaveAttribute('href', '/app/favorites/products');
  await expect(choose).toHaveAttribute('target', '_blank');
  await dialog.getByRole('checkbox', { name: 'Bare favoritter' }).check();
  await dialog.getByRole('combobox', { name: 'Produkt' }).click();
  await expect(options.filter({ hasText: PRODUCT })).toHaveCount(1);
  await expect(options.filter({ hasNotText: 'favoritt' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Lukk' }).click();

  // Back as it was for the other tests of the run.
  await page.goto('/app/favorites/products');
  await page.getByRole('searchbox', { name: 'Søk' }).fill('Halvpall plast');
  await page.getByRole('button', { name: `Fjern fra favoritter: ${PRODUCT}` }).click();
  await expect(page.getByText('Fjernet fra favoritter')).toBeVisible();
});

test('I54, I55, O38: the agent\'s customer picker asks for 3 characters, says it is loading, and that nothing was found', async ({ page }) => {
  await logIn(page, 'agent');
  await page.goto('/app/support/support-tickets');
  await page.getByRole('link', { name: /Pallene kom uten følgeseddel/ }).first().click();
  const customer = page.getByRole('dialog').getByRole('combobox', { name: 'Kunde' });
  await customer.fill('Fj');
  await expect(page.getByText('Skriv minst 3 tegn')).toBeVisible();
  // The search's answer held back a moment, so that its wait is seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/api/customers?*', async (route) => { await held; await route.continue(); });
  await customer.fill('zzqx');
  await expect(page.getByText('Laster, vennligst vent …')).toBeVisible();
  release();
  await expect(page.getByText('Ingen treff')).toBeVisible();
});

test('J05, P47, C09: user administration shows what the admin level allows, and setting it sets the user level', async ({ page }) => {
  const row = (name: string) => page.getByRole('row').filter({ hasText: name });
  await logIn(page, 'kunde');
  await page.goto('/app/admin/users');
  await expect(page.getByRole('columnheader', { name: 'Brukernivå' })).toBeVisible();
  await expect(row('Berit Bruker')).toContainText('Standard: egen lokasjon');
  await expect(row('Kari Kunde')).toContainText('Kunde: alle kundens lokasjoner');

  // A new user, given the customer admin level.
  await page.getByRole('link', { name: 'Opprett' }).click();
  const dialog = page.getByRole('dialog');
  const loginName = `nina.niva.${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Navn', exact: true }).fill('Nina Nivå');
  await dialog.getByRole('textbox', { name: 'Brukernavn' }).fill(loginName);
  await dialog.getByLabel('Passord', { exact: true }).fill('Vinter2026');
  await dialog.getByRole('combobox', { name: 'Lokasjon' }).first().click();
  await page.getByRole('option', { name: 'Fjellmeieriet Lillehammer' }).click();
  await dialog.getByRole('combobox', { name: 'Administratornivå' }).click();
  await page.getByRole('option', { name: 'Kunde' }).click();
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText(/opprettet/i).first()).toBeVisible();
  await page.goto('/app/admin/users');
  await expect(row('Nina Nivå')).toContainText('Kunde: alle kundens lokasjoner');

  // Its data level shows in the dialog; lowered to no admin level, both follow.
  await row('Nina Nivå').click();
  await expect(dialog).toContainText('Kunde: kundens lokasjoner, brukere og data');
  await dialog.getByRole('combobox', { name: 'Administratornivå' }).click();
  await page.getByRole('option', { name: 'Ingen' }).click();
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(updatedNotice(page)).toBeVisible();
  await expect(dialog).toContainText('Bruker: bare egne data');
  await dialog.getByRole('button', { name: 'Lukk' }).click();
  await expect(row('Nina Nivå')).toContainText('Standard: egen lokasjon');
});
