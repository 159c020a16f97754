// An order of empties end to end (E01, R02, issue 8): bruker orders from the main depot with the
// keyboard; admin confirms, picks and sends it; bruker confirms the receipt, the order shows as
// received and the location's balance of the product grows by the received quantity.
import { expect, test, type Page } from '@playwright/test';
import { signedIn } from './login';
import { addLine } from './order-lines';

test.describe.configure({ mode: 'serial' });

const REFERENCE = `E2E-${Date.now()}`;
const PRODUCT = 'Halvpall plast 800x600';
const SHOTS = 'test-results/ledger';

/** A select's accessible name is its label followed by its value. */
const select = (page: Page, label: string) => page.getByRole('dialog').getByRole('combobox', { name: new RegExp(`^${label}(?!\\p{L})`, 'u') });

let orderId = 0;

test('bruker orders empties from a depot with the keyboard, and finds the order in the list', async ({ browser }) => {
  const page = await signedIn(browser, 'bruker');
  await page.goto('/app/orders/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Ordre' })).toBeVisible();
  await page.getByRole('button', { name: 'Ny ordre' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Ny lastbærerordre' })).toBeVisible();

  // Hamar's own depot is preselected (its latest order came from it), and each depot is named with its
  // country, the Norwegian ones before Denmark's (issue 28).
  await expect(select(page, 'Depot')).toHaveText('Lastbærerpoolen Hovedlager (Norge)');
  await select(page, 'Depot').click();
  const depots = page.getByRole('option');
  await expect(depots.first()).toHaveText(/\(Norge\)$/);
  await expect(depots.last()).toHaveText(/\((Sverige|Danmark)\)$/);
  await expect(page.getByRole('option', { name: 'Lastbærerpoolen Depot Taulov (Danmark)' })).toBeVisible();
  await page.getByRole('option', { name: 'Lastbærerpoolen Hovedlager (Norge)' }).click();
  await select(page, 'Leveringsdag').click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('textbox', { name: 'Best.nr.' }).fill(REFERENCE);
  await expect(dialog.getByRole('textbox', { name: 'Følgenr.' })).toBeVisible();
  await expect(dialog.getByLabel('Behandles innen dato')).toBeVisible();

  // Product by typing, Enter picks it and moves to the quantity; Enter there adds the line.
  await addLine(page, dialog, 'Halvpall plast', '30');
  await expect(dialog.getByRole('spinbutton', { name: `Antall ${PRODUCT}` })).toHaveValue('30');
  await expect(dialog.getByRole('combobox', { name: 'Produkt' })).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/order-new.png`, fullPage: true });

  await dialog.getByRole('button', { name: 'Send bestilling' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The notice names the new order's number.
  const notice = page.getByText(/^Ordre \d+ er sendt$/);
  await expect(notice).toBeVisible();
  orderId = Number((await notice.textContent())!.replace(/\D/g, ''));
  await page.getByRole('searchbox', { name: 'Søk' }).fill(REFERENCE);
  const open = page.getByRole('button', { name: `Åpne ordre ${orderId}` });
  await expect(page.getByRole('button', { name: /^Åpne ordre \d+$/ })).toHaveCount(1, { timeout: 20_000 });
  const row = page.getByRole('row').filter({ has: open });
  await expect(row).toContainText('Bestilt');
  await expect(row).toContainText('30');
  await page.screenshot({ path: `${SHOTS}/orders-list.png`, fullPage: true });
  await page.context().close();
});

test('admin confirms, picks and sends the order; a stale tab is told to reload (O25)', async ({ browser }) => {
  const page = await signedIn(browser, 'admin');
  await page.goto(`/app/orders/orders/${orderId}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Ordre ${orderId}` })).toContainText('Bestilt', { timeout: 20_000 });

  // A second tab reads the same version; once the first confirms, the second's step is refused (O25).
  const other = await page.context().newPage();
  await other.goto(`/app/orders/orders/${orderId}`);
  const otherDialog = other.getByRole('dialog');
  await expect(otherDialog.getByRole('heading', { name: `Ordre ${orderId}` })).toContainText('Bestilt', { timeout: 20_000 });

  await dialog.getByRole('button', { name: 'Bekreft', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: `Ordre ${orderId}` })).toContainText('Bekreftet av Lastbærerpoolen');

  await otherDialog.getByRole('button', { name: 'Bekreft', exact: true }).click();
  await expect(otherDialog.getByText('Ordren er endret av en annen bruker. Last den inn på nytt før du endrer den.')).toBeVisible();
  await otherDialog.getByRole('button', { name: 'Last inn på nytt' }).click();
  await expect(otherDialog.getByRole('heading', { name: `Ordre ${orderId}` })).toContainText('Bekreftet av Lastbærerpoolen');
  await other.screenshot({ path: `${SHOTS}/order-stale.png` });
  await other.close();
  await dialog.getByRole('button', { name: 'Plukk', exact: true }).click();
  const picked = dialog.getByRole('spinbutton', { name: `Plukket antall ${PRODUCT}` });
  await expect(picked).toHaveValue('30');
  await page.screenshot({ path: `${SHOTS}/order-pick.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Registrer plukk' }).click();
  await expect(dialog.getByRole('heading', { name: `Ordre ${orderId}` })).toContainText('Plukket');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: `Ordre ${orderId}` })).toContainText('Sendt');
  // Sent: the staff's steps are done; cancelling is no longer offered.
  await expect(dialog.getByRole('button', { name: 'Kanseller' })).toHaveCount(0);
  await page.context().close();
});

test('bruker confirms the receipt: the order shows as received and the balance grows by 30', async ({ browser }) => {
  const page = await signedIn(browser, 'bruker');
  await page.goto(`/app/orders/orders/${orderId}`);
  const dialog = page.getByRole('dialog');
  const heading = dialog.getByRole('heading', { name: `Ordre ${orderId}` });
  await expect(heading).toContainText('Sendt', { timeout: 20_000 });
  // The operator's steps are not bruker's.
  await expect(dialog.getByRole('button', { name: 'Kanseller' })).toHaveCount(0);
  const line = dialog.getByRole('table', { name: 'Linjer' }).getByRole('row').filter({ hasText: PRODUCT });
  const balanceCell = line.getByRole('cell').nth(4);
  await expect(balanceCell).toHaveText(/^-?\d+$/);
  const before = Number(await balanceCell.textContent());

  await dialog.getByRole('button', { name: 'Bekreft mottak' }).click();
  // Confirming posts what was sent: the count is shown, not typed (a different count is a dispute).
  await expect(dialog.getByRole('spinbutton', { name: `Mottatt antall ${PRODUCT}` })).toHaveCount(0);
  await expect(dialog.getByRole('form', { name: 'Mottak: antall mottatt per produkt' }).getByRole('row').filter({ hasText: PRODUCT }).getByRole('cell').nth(2)).toHaveText('30');
  await dialog.getByRole('button', { name: 'Registrer mottak' }).click();
  await expect(heading).toContainText('Mottatt');
  await expect(line.getByRole('cell').nth(3)).toHaveText('30');
  await expect(balanceCell).toHaveText(String(before + 30));
  // O26: a received order is read-only.
  await expect(dialog.getByText('Ordren er ferdig behandlet og kan ikke endres.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/order-received.png`, fullPage: true });

  await dialog.getByRole('button', { name: 'Lukk' }).click();
  await page.getByRole('searchbox', { name: 'Søk' }).fill(REFERENCE);
  await expect(page.getByRole('row').filter({ has: page.getByRole('button', { name: `Åpne ordre ${orderId}` }) })).toContainText('Mottatt');
  await page.context().close();
});
