// The home page's stock and counts (D02, D04, D07, B27–B34, issue 9). A receipt is sent to lager's
// balance location; lager follows the home page's reception count to the reception list, confirms the
// receipt, and back home the count has dropped and the booked balance risen by what was sent. At a
// location without its own balance the page shows what is in transit instead. Only differences are
// checked, never the demo data's numbers.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { poolToday } from '../../src/domain/dates';
import { logIn, mainMenu } from './login';

const PRODUCT = 1001;
const RECEIPT = 7;
const TRANSFER = 3;
const SENT = 4;
const CONFIRMED = 5;

interface Session { token: string; context: { locationId: number; userId: number; loginUserId: number } }

/** Signs in over the API (for the other side of a transfer). */
async function apiLogin(request: APIRequestContext, userLoginName: string): Promise<Session> {
  const response = await request.post('/api/login', { data: { userLoginName, password: 'demo1234', rememberMe: false } });
  expect(response.ok()).toBe(true);
  const body = await response.json();
  return { token: body.auth.token, context: { locationId: body.data.location.id, userId: body.data.user.id, loginUserId: body.data.loginUser.id } };
}

/** The session the portal in this page keeps (local storage), to call the API as the user. */
async function pageSession(page: Page): Promise<Session> {
  return page.evaluate(() => ({ token: localStorage.getItem('token')!, context: JSON.parse(localStorage.getItem('context')!) }));
}

const headers = ({ token, context }: Session) => ({
  authorization: `Bearer ${token}`,
  'x-context': `locationId=${context.locationId};userId=${context.userId};loginUserId=${context.loginUserId}`,
});

async function sendTransfer(request: APIRequestContext, sender: Session, locationIdTo: number, quantity: number) {
  const response = await request.post('/api/order', {
    headers: headers(sender),
    data: { type: TRANSFER, status: SENT, locationIdFrom: sender.context.locationId, locationIdTo, transactionDate: poolToday(), lines: [{ productId: PRODUCT, qtyOrdered: quantity }] },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as { id: number; version: number };
}

async function productName(request: APIRequestContext, session: Session): Promise<string> {
  const rows = (await (await request.get('/api/stock', { headers: headers(session) })).json()).data as Array<{ productId: number; productName: string }>;
  return rows.find((row) => row.productId === PRODUCT)!.productName;
}

/** A quantity as the page writes it in nb-NO (spaces between thousands, a real minus sign). */
const digits = async (cell: Locator) => Number((await cell.innerText()).replace(/[\s\u00a0\u202f]/g, '').replace('\u2212', '-'));

/** The home page's link to the reception list and the number waiting there (0 when none is shown). */
async function receptionCount(page: Page): Promise<number> {
  const waiting = page.getByRole('region', { name: 'Venter på deg' });
  await expect(waiting).toBeVisible();
  // The counts arrive with their own call; the empty text or a link shows when they have.
  await expect(waiting.getByRole('link').or(waiting.getByText('Ingenting venter'))).not.toHaveCount(0);
  const link = waiting.getByRole('link', { name: /^Mottak – Registrerte mottak \d+ venter$/ });
  if ((await link.count()) === 0) return 0;
  return Number((await link.textContent())!.match(/(\d+) venter/)![1]);
}

test('lager sees the stock; a receipt confirmed from the reception count lowers the count and raises the balance (D04, B29)', async ({ page, request }) => {
  const bruker = await apiLogin(request, 'bruker');
  await logIn(page, 'lager');
  const lager = await pageSession(page);
  const name = await productName(request, lager);
  const receipt = await sendTransfer(request, bruker, lager.context.locationId, RECEIPT);

  await page.reload();
  const stock = page.getByRole('region', { name: 'Beholdning' });
  await expect(stock.getByRole('columnheader', { name: 'Bokført' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Innkommende og utgående' })).toHaveCount(0);
  const row = stock.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
  // Booked, incoming, outgoing, physical, then the indicator: a percentage with 2 decimals or a dash.
  const [booked, incoming] = [row.getByRole('cell').nth(0), row.getByRole('cell').nth(1)];
  await expect(row.getByRole('cell').nth(4)).toHaveText(/^(–|\d[\d\s]*,\d{2}\s?%)/);
  const bookedBefore = await digits(booked);
  const incomingBefore = await digits(incoming);
  expect(incomingBefore).toBeGreaterThanOrEqual(RECEIPT);

  const countBefore = await receptionCount(page);
  expect(countBefore).toBeGreaterThan(0);
  // The menu reads the same count with its entry.
  await expect(mainMenu(page).getByRole('button', { name: `Mottak ${countBefore} venter` })).toBeVisible();
  await page.screenshot({ path: 'test-results/home/lager-1280.png', fullPage: true });

  await page.getByRole('region', { name: 'Venter på deg' }).getByRole('link', { name: /^Mottak – Registrerte mottak/ }).click();
  await expect(page).toHaveURL(/\/app\/reception\/reception\?waiting=reception$/);
  // The receiver confirms what was sent (R02: Sent → Confirmed), as the reception page's confirm does.
  const confirmed = await request.post('/api/orderstatus', { headers: headers(lager), data: { id: receipt.id, status: CONFIRMED, version: receipt.version } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  await page.goto('/app/home');
  await expect(booked).toHaveText(/\d/);
  await expect.poll(() => digits(booked)).toBe(bookedBefore + RECEIPT);
  expect(await digits(incoming)).toBe(incomingBefore - RECEIPT);
  expect(await receptionCount(page)).toBe(countBefore - 1);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/home/lager-390.png', fullPage: true });
});

test('bruker at Hamar, a balance location, sees the stock widget (D02)', async ({ page }) => {
  await logIn(page, 'bruker');
  await expect(page.getByRole('region', { name: 'Beholdning' }).getByRole('columnheader', { name: 'Fysisk' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Innkommende og utgående' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Siste meldinger' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Kontaktpersoner' })).toBeVisible();
  await page.screenshot({ path: 'test-results/home/bruker-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/home/bruker-390.png', fullPage: true });

  // D09: "Alle saker" lists the very tickets the widget counted.
  await page.setViewportSize({ width: 1280, height: 720 });
  const all = page.getByRole('region', { name: 'Siste saker' }).getByRole('link', { name: /^Alle saker, \d+ uløste$/ });
  const counted = Number((await all.getAttribute('aria-label'))!.match(/(\d+) uløste/)![1]);
  expect(counted).toBeGreaterThan(0);
  await all.click();
  await expect(page).toHaveURL(/\/app\/support\/support-tickets\?from=home/);
  await expect(page.getByRole('table', { name: 'Saker' }).getByRole('row')).toHaveCount(Math.min(counted, 100) + 1);
});

test('at a location without its own balance the home page shows what is in transit (D02, D07)', async ({ page, request }) => {
  const bruker = await apiLogin(request, 'bruker');
  await logIn(page, 'lager');
  // lager's second location, the Elverum cold store, is booked to another location's balance.
  await page.getByRole('banner').getByRole('button', { name: 'Bytt lokasjon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bytt lokasjon' });
  await dialog.getByRole('combobox', { name: /Lokasjon/ }).click();
  await page.getByRole('option', { name: 'Fjellmeieriet Elverum kjølelager' }).click();
  // The switch has landed (the address is home before and after it).
  await expect(page.getByRole('banner').getByRole('group', { name: 'Kunde, lokasjon og bruker' })).toContainText('Fjellmeieriet Elverum kjølelager');
  await expect(page).toHaveURL(/\/app\/home$/);

  const transit = page.getByRole('region', { name: 'Innkommende og utgående' });
  await expect(transit.getByRole('columnheader', { name: 'Innkommende' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Beholdning' })).toHaveCount(0);
  const elverum = await pageSession(page);
  const name = await productName(request, elverum);
  const row = transit.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
  const incoming = row.getByRole('cell').nth(0);
  const before = (await row.count()) ? await digits(incoming) : 0;

  await sendTransfer(request, bruker, elverum.context.locationId, 5);
  await page.reload();
  await expect.poll(() => digits(incoming)).toBe(before + 5);
  await page.screenshot({ path: 'test-results/home/lager-elverum-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/home/lager-elverum-390.png', fullPage: true });

  // Back to Lillehammer, so other tests find lager where he signs in.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('banner').getByRole('button', { name: 'Bytt lokasjon' }).click();
  await page.getByRole('dialog', { name: 'Bytt lokasjon' }).getByRole('button', { name: 'Tilbake til innlogget lokasjon' }).click();
  // The switch has landed: the address is home all along, so only the reloaded top bar tells (and a
  // test that ends while the portal reloads leaves Chromium closing a navigating page, which can hang).
  await expect(page.getByRole('banner').getByRole('group', { name: 'Kunde, lokasjon og bruker' })).toContainText('Fjellmeieriet Lillehammer · Lars Lager');
});
