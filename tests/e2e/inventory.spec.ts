// Inventory end to end (section F): lager counts at Lillehammer with the network cut off in the
// middle; what was typed offline waits, survives a closed tab, and is saved when the connection
// returns. kunde registers Hamar's main count and approves it; the home page's stock widget then
// shows the settled balance. kunde, acting at Gjøvik, answers the operator's correction order.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signedIn } from './login';

test.describe.configure({ mode: 'serial' });

const FULL = 'Helpall plast 1200x800';
const HALF = 'Halvpall plast 800x600';
const CRATE = 'Meierikasse 250 høy';
const LOW_CRATE = 'Meierikasse 250 lav';

/** A quantity as the page writes it in nb-NO (spaces between thousands, a real minus sign). */
const digits = async (cell: Locator) => Number((await cell.innerText()).replace(/[\s\u00a0\u202f]/g, '').replace('\u2212', '-'));

const sheetRow = (page: Page, product: string) => page.getByRole('table', { name: 'Telleark' }).getByRole('row').filter({ hasText: product });

test('lager counts at Lillehammer offline in the middle; every line is saved when the connection returns', async ({ browser }) => {
  const page = await signedIn(browser, 'lager');
  const context = page.context();
  await page.goto('/app/inventory/control');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontrollregistrering' })).toBeVisible();
  await expect(page.getByText(/^Telleperiode: Varetelling \d{4}/)).toBeVisible();

  await page.getByLabel(`Telt antall ${FULL}`).fill('310');
  await page.getByLabel(`Telt antall ${FULL}`).press('Tab');
  await expect(sheetRow(page, FULL)).toContainText('Lagret');

  // The network goes: what is typed now waits, and says so.
  await context.setOffline(true);
  await page.getByLabel(`Telt antall ${HALF}`).fill('128');
  await page.getByLabel(`Telt antall ${HALF}`).press('Tab');
  await page.getByLabel(`Telt antall ${CRATE}`).fill('1450');
  await page.getByLabel(`Telt antall ${CRATE}`).press('Tab');
  await expect(sheetRow(page, HALF)).toContainText('Venter på nett');
  await expect(sheetRow(page, CRATE)).toContainText('Venter på nett');
  await expect(page.getByRole('status').filter({ hasText: 'Ikke alle tellinger er lagret.' })).toContainText('2 linjer venter');
  await expect(page.getByRole('button', { name: 'Lever kontrolltellingen' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/inventory/control-offline.png', fullPage: true });

  // Back online: the waiting lines go by themselves.
  await context.setOffline(false);
  await expect(sheetRow(page, HALF)).toContainText('Lagret', { timeout: 20_000 });
  await expect(sheetRow(page, CRATE)).toContainText('Lagret');
  await expect(page.getByText('Ikke alle tellinger er lagret.')).toHaveCount(0);

  // Offline again, a correction typed, and the tab closed before the network returns.
  await context.setOffline(true);
  await page.getByLabel(`Telt antall ${FULL}`).fill('312');
  await page.getByLabel(`Telt antall ${FULL}`).press('Tab');
  await expect(sheetRow(page, FULL)).toContainText('Venter på nett');
  await page.close();
  await context.setOffline(false);

  // Reopening the page resumes the count: the correction is sent, and every line is saved.
  const again = await context.newPage();
  await again.goto('/app/inventory/control');
  await expect(sheetRow(again, FULL)).toContainText('Lagret', { timeout: 20_000 });
  await expect(again.getByLabel(`Telt antall ${FULL}`)).toHaveValue('312');
  await expect(again.getByLabel(`Telt antall ${HALF}`)).toHaveValue('128');
  await expect(again.getByLabel(`Telt antall ${CRATE}`)).toHaveValue('1450');
  await expect(again.getByText('3 produkter telt')).toBeVisible();
  await again.screenshot({ path: 'test-results/inventory/control-saved.png', fullPage: true });

  // The last line typed again in this page, then handed in: handing in asks first, showing what goes in (issue 28).
  await again.getByLabel(`Telt antall ${FULL}`).fill('312');
  await again.getByLabel(`Telt antall ${FULL}`).press('Tab');
  await again.getByRole('button', { name: 'Lever kontrolltellingen' }).click();
  const question = again.getByRole('dialog', { name: 'Lever kontrolltellingen?' });
  await expect(question.getByRole('row').filter({ hasText: FULL })).toContainText('312');
  await question.getByRole('button', { name: 'Lever kontrolltellingen' }).click();
  await expect(again.getByText('Kontrolltellingen er levert.')).toBeVisible();
  // The sheet starts over: no old count left beside "0 produkter telt" (issue 28).
  await expect(again.getByText('0 produkter telt')).toBeVisible();
  await expect(again.getByLabel(`Telt antall ${FULL}`)).toHaveValue('');
  const earlier = again.getByRole('table', { name: 'Tidligere tellinger' });
  await expect(earlier.getByRole('row').filter({ hasText: 'Levert' })).toHaveCount(1);
  await earlier.getByRole('button', { name: /^Åpne tellingen fra/ }).click();
  const view = again.getByRole('table', { name: 'Kontrollregistrering' });
  await expect(view.getByRole('row').filter({ hasText: FULL })).toContainText('Åpen');
  await expect(view.getByRole('row').filter({ hasText: FULL })).toContainText('312');
  await again.context().close();
});

test('kunde registers Hamar\'s main count and approves it; the stock widget shows the settled balance', async ({ browser }) => {
  const page = await signedIn(browser, 'kunde');
  await page.goto('/app/inventory/main');
  await expect(page.getByRole('heading', { level: 1, name: 'Hovedtelling' })).toBeVisible();
  const row = sheetRow(page, LOW_CRATE);
  const booked = await digits(row.getByRole('cell').nth(1));
  const counted = booked + 25;
  await page.getByLabel(`Telt antall ${LOW_CRATE}`).fill(String(counted));
  await page.getByLabel(`Telt antall ${LOW_CRATE}`).press('Enter');
  await expect(row).toContainText('Lagret');
  await expect(row).toContainText('+25');
  await page.getByRole('button', { name: 'Lever hovedtellingen' }).click();
  // Handing in asks first, with the count that goes in (issue 28).
  const question = page.getByRole('dialog', { name: 'Lever hovedtellingen?' });
  await expect(question.getByRole('row').filter({ hasText: LOW_CRATE })).toContainText(String(counted));
  await question.getByRole('button', { name: 'Lever hovedtellingen' }).click();
  await expect(page.getByText(/Hovedtellingen per .* er levert og venter på godkjenning\./)).toBeVisible();
  const result = page.getByRole('table', { name: 'Hovedtelling' });
  await expect(result.getByRole('row').filter({ hasText: LOW_CRATE })).toContainText('+25');
  // Products the location holds that were not counted are marked so, and are not settled.
  await expect(result.getByText('Ikke telt').first()).toBeVisible();

  await page.getByRole('button', { name: 'Godkjenn hovedtellingen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Godkjenne hovedtellingen?' });
  await expect(dialog).toContainText('lageroppgjør for differansen på 1 produkt');
  await dialog.getByRole('button', { name: 'Godkjenn' }).click();
  await expect(page.getByText(/Hovedtellingen ble godkjent .*\. Lageroppgjøret er bokført\./)).toBeVisible();
  await expect(result.getByRole('row').filter({ hasText: LOW_CRATE })).toContainText('Bekreftet');
  await page.screenshot({ path: 'test-results/inventory/main-approved.png', fullPage: true });

  await page.goto('/app/home');
  const stock = page.getByRole('region', { name: 'Beholdning' });
  const stockRow = stock.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(LOW_CRATE) }) });
  await expect(stockRow.getByRole('cell').nth(0)).toHaveText(/\d/);
  expect(await digits(stockRow.getByRole('cell').nth(0))).toBe(counted);
  expect(await digits(stockRow.getByRole('cell').nth(3))).toBe(counted);
  await page.context().close();
});

test('kunde, acting at Gjøvik, accepts the operator\'s correction order', async ({ browser }) => {
  const page = await signedIn(browser, 'kunde');
  // Gjøvik keeps no balance of its own (it is booked to Hamar): its corrections come as orders.
  await page.getByRole('banner').getByRole('button', { name: 'Bytt lokasjon' }).click();
  const switching = page.getByRole('dialog', { name: 'Bytt lokasjon' });
  await switching.getByRole('combobox', { name: /Lokasjon/ }).click();
  await page.getByRole('option', { name: 'Fjellmeieriet Gjøvik' }).click();
  // The switch has landed (the address is home before and after it).
  await expect(page.getByRole('banner').getByRole('group', { name: 'Kunde, lokasjon og bruker' })).toContainText('Fjellmeieriet Gjøvik');
  await expect(page).toHaveURL(/\/app\/home$/);

  await page.goto('/app/inventory/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Korreksjonsordre' })).toBeVisible();
  await expect(page.getByText(/korreksjonsordre venter på svar/)).toBeVisible();
  const waiting = page.getByRole('table', { name: 'Korreksjonsordre' }).getByRole('row').filter({ hasText: 'Sendt' }).first();
  await expect(waiting).toContainText('Flere enn bokført');
  await waiting.getByRole('button', { name: /^Åpne korreksjonsordre \d+$/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Korreksjonsordre \d+$/ });
  await expect(dialog).toContainText('fant vi 12 helpaller mer');
  await expect(dialog.getByRole('row').filter({ hasText: FULL })).toContainText('12');
  await page.screenshot({ path: 'test-results/inventory/correction-dialog.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Godta' }).click();
  await expect(page.getByText('Svaret er registrert.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Korreksjonsordre' }).getByRole('row').filter({ hasText: 'Mottatt' }).first()).toContainText(FULL);
  await page.context().close();
});

test('a count typed as a negative or a decimal number is clamped as the field is left and saved, not lost (P21, F12)', async ({ browser }) => {
  const page = await signedIn(browser, 'lager');
  await page.goto('/app/inventory/control');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontrollregistrering' })).toBeVisible();
  for (const [product, typed, kept] of [[HALF, '335.7', '335'], [CRATE, '-10', '0']] as const) {
    await page.getByLabel(`Telt antall ${product}`).fill(typed);
    await page.getByLabel(`Telt antall ${product}`).press('Tab');
    await expect(page.getByLabel(`Telt antall ${product}`)).toHaveValue(kept);
    await expect(sheetRow(page, product)).toContainText('Lagret');
  }
  await page.reload();
  await expect(page.getByLabel(`Telt antall ${HALF}`)).toHaveValue('335', { timeout: 20_000 });
  await expect(page.getByLabel(`Telt antall ${CRATE}`)).toHaveValue('0');
  await page.context().close();
});
