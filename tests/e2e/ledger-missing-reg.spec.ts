// Missing registrations end to end (E06, E07): bruker at Hamar registers a receipt from Lillehammer
// that Lillehammer never registered; lager finds it under Levering with its deadline and confirms it.
import { expect, test } from '@playwright/test';
import { signedIn } from './login';
import { addLine } from './order-lines';

test.describe.configure({ mode: 'serial' });

const REFERENCE = `MR-${Date.now()}`;
const SENDER = 'Fjellmeieriet Lillehammer';
const PRODUCT = 'Halvpall plast 800x600';
let orderId = 0;

test('the receiver registers what arrived unregistered, naming its sender', async ({ browser }) => {
  const page = await signedIn(browser, 'bruker');
  await page.goto('/app/reception/missing-reg');
  await expect(page.getByRole('heading', { level: 1, name: 'Mottakerregistrerte' })).toBeVisible();
  await page.getByRole('button', { name: 'Ny mottakerregistrering' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Ny mottakerregistrering' })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Avsender' }).fill('Lillehammer');
  await page.getByRole('option', { name: new RegExp(SENDER) }).click();
  await dialog.getByRole('textbox', { name: 'Følgenr.' }).fill(REFERENCE);
  await addLine(page, dialog, 'Halvpall plast', '24');
  await expect(dialog.getByRole('spinbutton', { name: `Antall ${PRODUCT}` })).toHaveValue('24');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const notice = page.getByText(/^Ordre \d+ er sendt$/);
  await expect(notice).toBeVisible();
  orderId = Number((await notice.textContent())!.replace(/\D/g, ''));
  await page.context().close();
});

test('its sender sees it with the deadline and confirms the registration', async ({ browser }) => {
  const page = await signedIn(browser, 'lager');
  await page.goto('/app/delivery/missing-reg');
  await expect(page.getByRole('columnheader', { name: 'Svarfrist' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Åpne ordre ${orderId}` }) });
  await expect(row).toContainText('Sendt', { timeout: 20_000 });
  await expect(row).toContainText(/\d{4}-\d{2}-\d{2}\s*$/);
  await page.screenshot({ path: 'test-results/ledger/missing-reg-sender.png', fullPage: true });
  await row.getByRole('button', { name: `Åpne ordre ${orderId}` }).click();
  const dialog = page.getByRole('dialog');
  // The sender confirms what the receiver registered: asked first, showing what is posted (issue 28).
  await dialog.getByRole('button', { name: 'Bekreft registreringen' }).click();
  await expect(dialog.getByRole('form', { name: 'Bekreft: antallene som bokføres per produkt' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Bekreft og bokfør' }).click();
  await expect(dialog.getByRole('heading', { name: `Ordre ${orderId}` })).toContainText('Mottatt');
  await page.context().close();
});
