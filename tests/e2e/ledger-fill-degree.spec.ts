// E21, P18: an order with a truck type shows how full the truck is, in whole percent. The demo's truck
// types all have their pallet places and its products their footprints, so an order of the demo never
// lacks a fill degree; O23 ("Fyllingsgraden kan ikke beregnes.") is left to the unit and API tests.
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './login';
import { addLine } from './order-lines';

const REFERENCE = `FYLL-${Date.now()}`;

/** A select's accessible name is its label followed by its value. */
const select = (page: Page, label: string) => page.getByRole('dialog').getByRole('combobox', { name: new RegExp(`^${label}(?!\\p{L})`, 'u') });

test('E21, P18: an order on a truck shows its fill degree in whole percent', async ({ page }) => {
  await logIn(page, 'bruker');
  await page.goto('/app/orders/orders');
  await page.getByRole('button', { name: 'Ny ordre' }).click();
  const dialog = page.getByRole('dialog');
  await select(page, 'Depot').click();
  await page.getByRole('option', { name: 'Lastbærerpoolen Hovedlager' }).click();
  await select(page, 'Leveringsdag').click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('textbox', { name: 'Best.nr.' }).fill(REFERENCE);
  // A truck of 18 pallet places.
  await select(page, 'Biltype').click();
  await page.getByRole('option', { name: 'Lastebil', exact: true }).click();
  // 15 half pallets, 30 to a pallet place: half a place of 18, 2.8 %.
  await addLine(page, dialog, 'Halvpall plast', '15');
  await dialog.getByRole('button', { name: 'Send bestilling' }).click();
  const sent = page.getByText(/^Ordre \d+ er sendt$/);
  await expect(sent).toBeVisible();
  const id = Number((await sent.textContent())!.replace(/\D/g, ''));

  await page.getByRole('searchbox', { name: 'Søk' }).fill(REFERENCE);
  await page.getByRole('button', { name: `Åpne ordre ${id}` }).click();
  const order = page.getByRole('dialog');
  await expect(order.getByRole('heading', { name: `Ordre ${id}` })).toBeVisible();
  // Shown with 0 decimals (P18): 2.8 reads 3 %.
  await expect(order.getByText(new RegExp(`^Ordrenr\\.: ${id}( · MVA-sats: \\d+\\s%)? · Fyllingsgrad: 3\\s%$`))).toBeVisible();
  await expect(order.getByText('Fyllingsgraden kan ikke beregnes.')).toHaveCount(0);
});
