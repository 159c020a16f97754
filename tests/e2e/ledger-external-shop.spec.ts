// External orders and shop transactions end to end (E08, E09, H01–H04): bruker at Hamar sends
// carriers to an external location, sees the order in the list and confirms what it signed for; the
// shop Kjøpmann Hansen's customer admin returns empties to Hamar, finds them in shop accounting and in
// the overview, and bruker receives them. Empties the dairy registers as collected from the shop are
// confirmed by the shop as a registration, not as a receipt (issue 28).
import { expect, test, type Page } from '@playwright/test';
import { mainMenu, signedIn } from './login';
import { addLine } from './order-lines';

test.describe.configure({ mode: 'serial' });

const REFERENCE = `EXT-${Date.now()}`;
const SHOP_REFERENCE = `RET-${Date.now()}`;
const PRODUCT = 'Meierikasse 250 høy';
/** What the shop at Bragernes has agreed with the pool. */
const SHOP_PRODUCT = 'Halvpall plast 800x600';
/** Kjøpmann Hansen AS's customer admin at Bragernes (README: demo logins). */
const SHOP_USER = 'morten.karlsen';
let externalId = 0;
let shopId = 0;

/** A line of the dialog's product (found by its name less its last two letters) and quantity, checked added. */
async function addProductLine(page: Page, product: string, quantity: string) {
  const dialog = page.getByRole('dialog');
  await addLine(page, dialog, product.slice(0, -2), quantity);
  await expect(dialog.getByRole('spinbutton', { name: `Antall ${product}` })).toHaveValue(quantity);
}

test('a user sends carriers to an external location and sees the order in the list', async ({ browser }) => {
  const page = await signedIn(browser, 'bruker');
  await page.goto('/app/delivery/external-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Eksterne ordre' })).toBeVisible();
  await page.getByRole('button', { name: 'Ny ekstern ordre' }).click();
  const dialog = page.getByRole('dialog');
  // The order number comes at once (externalorderid).
  await expect(dialog.getByRole('heading', { name: /^Ny ekstern ordre \d+$/ })).toBeVisible();
  externalId = Number((await dialog.getByRole('heading').first().textContent())!.replace(/\D/g, ''));
  await dialog.getByRole('combobox', { name: 'Ekstern lokasjon' }).fill('Coop');
  await page.getByRole('option', { name: /Coop Nordland Distribusjonslager/ }).click();
  await dialog.getByRole('textbox', { name: 'Best.nr.' }).fill(REFERENCE);
  await addProductLine(page, PRODUCT, '12');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(`Ekstern ordre ${externalId} er sendt`)).toBeVisible();

  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Åpne ordre ${externalId}` }) });
  await expect(row).toContainText('Sendt');
  await expect(row).toContainText('Coop Nordland Distribusjonslager');
  // The reference is a column chosen in the column chooser (issue 28).
  await page.getByRole('button', { name: 'Kolonner' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Best.nr.' }).click();
  await page.keyboard.press('Escape');
  await expect(row).toContainText(REFERENCE);
  await page.screenshot({ path: 'test-results/ledger/external-orders.png', fullPage: true });

  // Coop signed for 12: bruker confirms, and the order is done.
  await row.getByRole('button', { name: `Åpne ordre ${externalId}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Bekreft mottak' }).click();
  await expect(page.getByRole('dialog').getByRole('form', { name: 'Mottak: antall mottatt per produkt' }).getByRole('row').filter({ hasText: PRODUCT }).getByRole('cell').nth(2)).toHaveText('12');
  await page.getByRole('dialog').getByRole('button', { name: 'Registrer mottak' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: `Ekstern ordre ${externalId}` })).toContainText('Bekreftet');
  await expect(page.getByRole('dialog').getByText('Ordren er ferdig behandlet og kan ikke endres.')).toBeVisible();
  await page.context().close();
});

test('a shop returns empties to its dairy, and the transaction shows in shop accounting', async ({ browser }) => {
  const page = await signedIn(browser, SHOP_USER);
  // A shop's menu offers a shop's work: no ordering of empties, shipping, counting or file import (issue 27).
  const menu = mainMenu(page);
  await expect(menu.getByRole('button', { name: /^Butikkregnskap/ })).toBeVisible();
  for (const area of [/^Ordre/, /^Ekspedisjon/, /^Varetelling/]) await expect(menu.getByRole('button', { name: area })).toHaveCount(0);
  await menu.getByRole('button', { name: /^Levering/ }).click();
  await expect(menu.getByRole('link', { name: /^Butikk/ })).toBeVisible();
  await expect(menu.getByRole('link', { name: /^Filimport/ })).toHaveCount(0);
  await page.goto('/app/delivery/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Butikk' })).toBeVisible();
  await page.getByRole('button', { name: 'Ny butikktransaksjon' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /^Ny butikktransaksjon \d+$/ })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Butikken sender (returnerer tomgods)' })).toBeChecked();
  await dialog.getByRole('combobox', { name: 'Grossist' }).fill('Hamar');
  await page.getByRole('option', { name: /Fjellmeieriet Hamar/ }).click();
  await dialog.getByRole('textbox', { name: 'Best.nr.' }).fill(SHOP_REFERENCE);
  await addProductLine(page, SHOP_PRODUCT, '6');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const notice = page.getByText(/^Butikktransaksjon \d+ er sendt$/);
  await expect(notice).toBeVisible();
  shopId = Number((await notice.textContent())!.replace(/\D/g, ''));

  await page.goto('/app/shop-accounting/shop-transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Butikktransaksjoner' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Åpne ordre ${shopId}` }) });
  await expect(row).toContainText('Sendt');
  await expect(row).toContainText('Kjøpmann Hansen Bragernes');
  await expect(row).toContainText('Fjellmeieriet Hamar');
  await page.screenshot({ path: 'test-results/ledger/shop-transactions.png', fullPage: true });

  await page.goto('/app/shop-accounting/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Oversikt' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Kjøpmann Hansen Bragernes' })).toBeVisible();
  const sent = page.getByRole('row').filter({ hasText: SHOP_PRODUCT }).filter({ hasText: 'Sendt' });
  await expect(sent.first()).toBeVisible();
  await page.screenshot({ path: 'test-results/ledger/shop-overview.png', fullPage: true });
  await page.context().close();
});

test('the dairy receives the returned empties', async ({ browser }) => {
  const page = await signedIn(browser, 'bruker');
  await page.goto(`/app/delivery/shop/${shopId}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Butikktransaksjon ${shopId}` })).toContainText('Sendt');
  await dialog.getByRole('button', { name: 'Bekreft mottatt' }).click();
  await dialog.getByRole('button', { name: 'Registrer mottak' }).click();
  await expect(dialog.getByRole('heading', { name: `Butikktransaksjon ${shopId}` })).toContainText('Mottatt');
  await page.context().close();
});

test('the dairy registers empties it collected from the shop; the shop, which sent them, confirms the registration, never asked what it received (issue 28)', async ({ browser }) => {
  const dairy = await signedIn(browser, 'bruker');
  await dairy.goto('/app/delivery/shop');
  await dairy.getByRole('button', { name: 'Ny butikktransaksjon' }).click();
  const dialog = dairy.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /^Ny butikktransaksjon \d+$/ })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Vi mottar fra butikken' }).check();
  await dialog.getByRole('combobox', { name: 'Butikk' }).fill('Bragernes');
  await dairy.getByRole('option', { name: /Kjøpmann Hansen Bragernes/ }).click();
  await addProductLine(dairy, SHOP_PRODUCT, '4');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  const notice = dairy.getByText(/^Butikktransaksjon \d+ er sendt$/);
  await expect(notice).toBeVisible();
  const collectedId = Number((await notice.textContent())!.replace(/\D/g, ''));
  await dairy.context().close();

  const shop = await signedIn(browser, SHOP_USER);
  await shop.goto(`/app/delivery/shop/${collectedId}`);
  const answer = shop.getByRole('dialog');
  await expect(answer.getByRole('heading', { name: `Butikktransaksjon ${collectedId}` })).toContainText('Sendt');
  await expect(answer.getByRole('button', { name: 'Bekreft mottatt' })).toHaveCount(0);
  await answer.getByRole('button', { name: 'Bekreft registreringen' }).click();
  const asked = answer.getByRole('form', { name: 'Bekreft: antallene som bokføres per produkt' });
  await expect(asked.getByRole('row').filter({ hasText: SHOP_PRODUCT }).getByRole('cell').nth(2)).toHaveText('4');
  await expect(asked).not.toContainText(/mottatt/i);
  await answer.getByRole('button', { name: 'Bekreft og bokfør' }).click();
  await expect(answer.getByRole('heading', { name: `Butikktransaksjon ${collectedId}` })).toContainText('Mottatt');
  await shop.context().close();
});
