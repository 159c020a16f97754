// Balances below zero (docs/decisions.md "Negative balances"): lager registers a delivery of more crates
// than its balance holds and is warned before saving, with the product, the booked balance and what it
// becomes; the send is not blocked. Once the receiver has confirmed it, the operator's admin finds the
// balance on the negative-balances page; lager, a customer's user, cannot open that page.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { mainMenu, signedIn } from './login';
import { addLine } from './order-lines';

test.describe.configure({ mode: 'serial' });

// A product no other end-to-end test sends from lager's location (another only saves a draft of it).
const PRODUCT = 'Brett 400 kjøtt';
const SENDER = 'Fjellmeieriet Lillehammer';
const RECEIVER = 'Nordkjeden Sentrallager Vestby';
const RECEIVING_USER = 'anders.eide';
const CONFIRMED = 5;
const SHOTS = 'test-results/negative-balances';

/** A quantity as the page writes it in nb-NO (spaces between thousands, a real minus sign). */
const numberOf = (text: string) => Number(text.replace(/[\s\u00a0\u202f]/g, '').replace('\u2212', '-'));

/** The receiver confirms the delivery over the API: the other side of the send, not what is tested here. */
async function confirmAsReceiver(request: APIRequestContext, orderId: number) {
  const login = await request.post('/api/login', { data: { userLoginName: RECEIVING_USER, password: 'demo1234', rememberMe: false } });
  expect(login.ok()).toBe(true);
  const { data, auth } = await login.json();
  const headers = {
    authorization: `Bearer ${auth.token}`,
    'x-context': `locationId=${data.location.id};userId=${data.user.id};loginUserId=${data.loginUser.id}`,
  };
  const order = (await (await request.get(`/api/order/${orderId}`, { headers })).json()).data as { version: number };
  const confirmed = await request.post('/api/orderstatus', { headers, data: { id: orderId, status: CONFIRMED, version: order.version } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/** What the balance becomes after this send, as the warning says it. */
let after = 0;

test('lager is warned before sending more than the booked balance, and may send anyway', async ({ browser, request }) => {
  const page = await signedIn(browser, 'lager');
  // The follow-up page is the operator's: a customer's user is sent home (C18).
  await page.goto('/app/reports/negative-balances');
  await expect(page).toHaveURL(/\/app\/home$/);

  await page.goto('/app/delivery/deliveries');
  await page.getByRole('button', { name: 'Ny levering' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Mottaker' }).fill('Nordkjeden Sentral');
  await page.getByRole('option', { name: new RegExp(RECEIVER) }).click();
  await addLine(page, dialog, PRODUCT, '900000');

  // Far more than any balance: the warning names the product, the booked balance and what it becomes.
  const warning = dialog.getByRole('alert').filter({ hasText: `Saldo for ${PRODUCT}` });
  await expect(warning).toContainText(/Saldo for Brett 400 kjøtt blir −[\d\s]+ etter denne sendingen \(bokført −?[\d\s]+, sendes 900\s000\)\./);
  await expect(warning).toContainText('Sendingen kan lagres likevel');
  const booked = numberOf(/bokført (−?[\d\s]+),/.exec((await warning.innerText()).replace(/[\u00a0\u202f]/g, ' '))![1]);

  // Five more than the balance holds: the warning follows the line as it is changed.
  const quantity = Math.max(booked, 0) + 5;
  after = booked - quantity;
  await dialog.getByRole('spinbutton', { name: `Antall ${PRODUCT}` }).fill(String(quantity));
  await expect(warning).toContainText(`blir ${after.toLocaleString('nb-NO')} etter denne sendingen (bokført ${booked.toLocaleString('nb-NO')}, sendes ${quantity.toLocaleString('nb-NO')}).`);
  // Sending all the balance holds, and no more, leaves nothing to warn of.
  if (booked > 0) {
    await dialog.getByRole('spinbutton', { name: `Antall ${PRODUCT}` }).fill(String(booked));
    await expect(warning).toHaveCount(0);
    await dialog.getByRole('spinbutton', { name: `Antall ${PRODUCT}` }).fill(String(quantity));
    await expect(warning).toBeVisible();
  }
  await dialog.screenshot({ path: `${SHOTS}/delivery-warning.png` });

  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const notice = page.getByText(/^Ordre \d+ er sendt$/);
  await expect(notice).toBeVisible();
  const orderId = Number((await notice.textContent())!.replace(/\D/g, ''));
  await confirmAsReceiver(request, orderId);
  await page.context().close();
});

test('the operator\'s admin finds the balance below zero on the negative-balances page', async ({ browser }) => {
  const page = await signedIn(browser, 'admin');
  const menu = mainMenu(page);
  await menu.getByRole('button', { name: 'Rapporter' }).click();
  await menu.getByRole('link', { name: 'Negative saldoer' }).click();
  await expect(page).toHaveURL(/\/app\/reports\/negative-balances$/);
  await expect(page.getByRole('heading', { name: 'Negative saldoer', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Negative saldoer' });
  const row = table.getByRole('row').filter({ hasText: SENDER }).filter({ hasText: PRODUCT });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Fjellmeieriet AS');
  expect(numberOf(await row.getByRole('cell').last().innerText())).toBe(after);
  // Every balance listed is below zero, the lowest first.
  const balances = await Promise.all((await table.getByRole('row').all()).slice(1).map(async (line) => numberOf(await line.getByRole('cell').last().innerText())));
  expect(balances.every((value) => value < 0)).toBe(true);
  expect(balances).toEqual([...balances].sort((a, b) => a - b));
  await page.screenshot({ path: `${SHOTS}/negative-balances.png`, fullPage: true });
  await page.context().close();
});
