// Expedition end to end (E14, E16, E17, LEDGER.md "4 available → becomes a pickup"): kunde reports
// empties ready for collection; admin, the operator's staff, turns the report into a pickup order,
// which kunde then finds among its pickups while the report names it. kunde also orders a pickup
// itself and sets up a weekly one.
import { expect, test, type Page } from '@playwright/test';
import { signedIn } from './login';
import { addLine } from './order-lines';

test.describe.configure({ mode: 'serial' });

const REFERENCE = `TILG-${Date.now()}`;
const PRODUCT = 'Halvpall plast 800x600';

/** A select's accessible name is its label followed by its value. */
const select = (page: Page, label: string) => page.getByRole('dialog').getByRole('combobox', { name: new RegExp(`^${label}(?!\\p{L})`, 'u') });

/** Depot, reference and one line of the product, typed as a person would. */
async function fillRegistration(page: Page, reference: string, quantity: string) {
  const dialog = page.getByRole('dialog');
  await select(page, 'Depot').click();
  await page.getByRole('option', { name: 'Lastbærerpoolen Hovedlager' }).click();
  await dialog.getByRole('textbox', { name: 'Best.nr.' }).fill(reference);
  await addLine(page, dialog, 'Halvpall plast', quantity);
  await expect(dialog.getByRole('spinbutton', { name: `Antall ${PRODUCT}` })).toHaveValue(quantity);
}

let reportId = 0;
let pickupId = 0;

test('E14: kunde reports empty carriers ready for collection', async ({ browser }) => {
  const page = await signedIn(browser, 'kunde');
  await page.goto('/app/expedition/available');
  await expect(page.getByRole('heading', { level: 1, name: 'Tilgjengelig' })).toBeVisible();
  await expect(page.getByText('Lastbærerpoolen gjør meldingen om til en henteordre.')).toBeVisible();
  await page.getByRole('button', { name: 'Meld tilgjengelig' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Meld tilgjengelige lastbærere' })).toBeVisible();
  await fillRegistration(page, REFERENCE, '48');
  await page.getByRole('dialog').getByRole('button', { name: 'Send bestilling' }).click();
  const notice = page.getByText(/^Ordre \d+ er sendt$/);
  await expect(notice).toBeVisible();
  reportId = Number((await notice.textContent())!.replace(/\D/g, ''));
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Åpne ordre ${reportId}` }) });
  await expect(row).toContainText('Bestilt');
  // The customer's own dialog offers no pickup: that is the operator's.
  await row.getByRole('button', { name: `Åpne ordre ${reportId}` }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: `Ordre ${reportId}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registrer henteordre' })).toHaveCount(0);
  await page.context().close();
});

test('E14: admin turns the report into a pickup order from the list of waiting reports', async ({ browser }) => {
  const page = await signedIn(browser, 'admin');
  await page.goto('/app/expedition/available');
  await expect(page.getByText('Meldinger om tilgjengelige lastbærere som venter på henting.')).toBeVisible();
  // The staff's list is every customer's registered reports; no report of their own to make.
  await expect(page.getByRole('button', { name: 'Meld tilgjengelig' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Søk' }).fill(REFERENCE);
  await page.getByRole('button', { name: `Åpne ordre ${reportId}` }).click();
  const dialog = page.getByRole('dialog');
  const section = dialog.getByRole('region', { name: 'Henting' });
  await expect(section).toContainText('Gjør meldingen om til en henteordre fra Fjellmeieriet Hamar til Lastbærerpoolen Hovedlager');
  await expect(section.getByLabel('Hentedag')).not.toHaveValue('');
  await section.getByRole('button', { name: 'Registrer henteordre' }).click();
  const notice = page.getByText(new RegExp(`^Henteordre \\d+ er registrert fra melding ${reportId}$`));
  await expect(notice).toBeVisible();
  pickupId = Number(/Henteordre (\d+)/.exec((await notice.textContent())!)![1]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // No longer waiting: it has left the staff's list.
  await expect(page.getByRole('button', { name: `Åpne ordre ${reportId}` })).toHaveCount(0);
  await page.context().close();
});

test('E16: kunde finds the pickup among its pickup orders, and the report names it', async ({ browser }) => {
  const page = await signedIn(browser, 'kunde');
  await page.goto('/app/expedition/pickup');
  await expect(page.getByRole('heading', { level: 1, name: 'Henteordre' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Søk' }).fill(REFERENCE);
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Åpne ordre ${pickupId}` }) });
  await expect(row).toContainText('Bestilt');
  await expect(row).toContainText('48');
  await page.goto('/app/expedition/available');
  await page.getByRole('searchbox', { name: 'Søk' }).fill(REFERENCE);
  await page.getByRole('button', { name: `Åpne ordre ${reportId}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Ordre ${reportId}` })).toContainText('Erstattet');
  await dialog.getByRole('link', { name: `Erstattet av henteordre ${pickupId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/app/expedition/pickup/${pickupId}$`));
  const pickup = page.getByRole('dialog');
  await expect(pickup.getByRole('heading', { name: `Ordre ${pickupId}` })).toContainText('Bestilt');
  // E21: each side's GLN and organisation number, and the VAT rate in the percent format of P18.
  const parties = pickup.getByRole('table', { name: 'Avsender og mottaker' });
  await expect(parties.getByRole('columnheader', { name: 'Fra: Fjellmeieriet Hamar' })).toBeVisible();
  await expect(parties.getByRole('row', { name: /^GLN \d{13} \d{13}$/ })).toBeVisible();
  await expect(parties.getByRole('row', { name: /^Org\.nr\. \d{9} \d{9}$/ })).toBeVisible();
  await expect(pickup.getByText(new RegExp(`^Ordrenr\\.: ${pickupId} · MVA-sats: 25\\s%$`))).toBeVisible();
  await page.context().close();
});

test('E16: kunde orders a pickup of its own from the pickup page', async ({ browser }) => {
  const page = await signedIn(browser, 'kunde');
  await page.goto('/app/expedition/pickup');
  await page.getByRole('button', { name: 'Ny henting' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Ny hentebestilling' })).toBeVisible();
  await fillRegistration(page, `${REFERENCE}-H`, '24');
  await page.getByRole('dialog').getByRole('button', { name: 'Send bestilling' }).click();
  const notice = page.getByText(/^Ordre \d+ er sendt$/);
  await expect(notice).toBeVisible();
  const id = Number((await notice.textContent())!.replace(/\D/g, ''));
  await page.getByRole('searchbox', { name: 'Søk' }).fill(`${REFERENCE}-H`);
  // The pickup page lists pickups only, so its rows leave the type out (issue 28's columns).
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Åpne ordre ${id}` }) });
  await expect(row).toContainText('Fjellmeieriet Hamar');
  await expect(row).toContainText('Lastbærerpoolen Hovedlager');
  await page.context().close();
});

test('E17: kunde sets up a weekly pickup and sees its next dates', async ({ browser }) => {
  const page = await signedIn(browser, 'kunde');
  await page.goto('/app/expedition/scheduled-pickup');
  await expect(page.getByRole('heading', { level: 1, name: 'Faste henteordre' })).toBeVisible();
  await page.getByRole('button', { name: 'Ny fast henting' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny fast henting' });
  await dialog.getByRole('combobox', { name: 'Depot' }).click();
  await page.getByRole('option', { name: 'Lastbærerpoolen Hovedlager' }).click();
  await dialog.getByRole('checkbox', { name: 'Fredag' }).check();
  const dates = dialog.getByTestId('schedule-dates');
  await expect(dates).toHaveText(/^\d{4}-\d{2}-\d{2}(, \d{4}-\d{2}-\d{2}){9}$/);
  const weekdays = (await dates.textContent())!.split(', ').map((day) => new Date(`${day}T12:00:00Z`).getUTCDay());
  expect(weekdays.every((day) => day === 5)).toBe(true);
  await addLine(page, dialog, 'Halvpall plast', '36');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Den faste ordren er lagret')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Fredag' }).filter({ hasText: 'Lastbærerpoolen Hovedlager' });
  await expect(row).toContainText('Hver uke');
  await expect(row).toContainText('Aktiv');
  await page.context().close();
});
