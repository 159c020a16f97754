// Invoices end to end (G06, LEDGER.md "Money"): kunde opens the invoice of the demo's last closed month,
// follows a hire line to the day-by-day balances it was computed from and a receiver fee to its
// transactions; the sums on screen agree with the lines.
import { expect, test, type Locator } from '@playwright/test';
import { addDays, formatMonth, poolToday } from '../../src/domain/dates';
import { monthStart } from '../../src/domain/stock/indicator';
import { logIn } from './login';

/** The demo's last closed month (made today by the server), and its price rise on the 15th (src/server/seed/money.ts). */
const today = poolToday();
const [month, riseDay, lastDay] = [formatMonth(monthStart(today, 1), 'nb-NO'), `${monthStart(today, 1).slice(0, 7)}-15`, addDays(monthStart(today), -1)];


/** An amount as the page writes it (nb-NO, 2 decimals), in øre. */
const ore = async (cell: Locator) => Math.round(Number((await cell.innerText()).replace(/[\s\u00a0\u202f]/g, '').replace(',', '.').replace('\u2212', '-')) * 100);
const whole = async (cell: Locator) => Number((await cell.innerText()).replace(/[^\d-]/g, ''));

test('kunde follows the last month\'s invoice lines to their balances and transactions', async ({ page }) => {
  await logIn(page, 'kunde');
  await page.goto('/app/reports/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Fakturaer' })).toBeVisible();
  await page.getByRole('button', { name: `Åpne fakturaen for ${month}, Fjellmeieriet AS` }).click();
  const invoice = page.getByRole('table', { name: new RegExp(`^Faktura \\d+ – ${month}$`) });
  await expect(invoice).toBeVisible();

  // The lines add up to the total.
  const rows = invoice.locator('tbody').getByRole('row');
  let sum = 0;
  for (let index = 0; index < await rows.count(); index++) sum += await ore(rows.nth(index).getByRole('cell').nth(6));
  expect(sum).toBe(await ore(invoice.locator('tfoot').getByRole('cell').nth(1)));
  await page.screenshot({ path: 'test-results/invoices/invoice.png', fullPage: true });

  // A hire line: the full pallets at Hamar after the price rise.
  const hire = rows.filter({ hasText: 'Leie' }).filter({ hasText: 'Fjellmeieriet Hamar' }).filter({ hasText: 'Helpall plast 1200x800' }).filter({ hasText: riseDay });
  const [hireDays, hireAmount] = [await whole(hire.getByRole('cell').nth(4)), await ore(hire.getByRole('cell').nth(6))];
  await hire.getByRole('button', { name: /[Gg]runnlag for Leie/ }).click();
  const basis = page.getByRole('dialog', { name: /^Grunnlag for Leie, Fjellmeieriet Hamar, Helpall plast 1200x800$/ });
  const days = basis.getByRole('table');
  // A row per day from the rise to the month's end, a heading and a total.
  await expect(days.getByRole('row')).toHaveCount(1 + (Number(lastDay.slice(8)) - 14) + 1);
  await expect(days.getByRole('row').nth(1)).toContainText(riseDay);
  const total = days.getByRole('row').last();
  expect(await whole(total.getByRole('cell').nth(3))).toBe(hireDays);
  expect(await ore(total.getByRole('cell').nth(5))).toBe(hireAmount);
  await page.screenshot({ path: 'test-results/invoices/hire-basis.png', fullPage: true });
  await basis.getByRole('button', { name: 'Lukk' }).click();

  // A receiver fee: the transactions received from other customers.
  const fee = rows.filter({ hasText: 'Mottaksgebyr' }).first();
  const feeCount = await whole(fee.getByRole('cell').nth(4));
  await fee.getByRole('button', { name: /[Gg]runnlag for Mottaksgebyr/ }).click();
  const feeBasis = page.getByRole('dialog', { name: /^Grunnlag for Mottaksgebyr/ });
  await expect(feeBasis.getByRole('button', { name: /^Åpne ordre \d+$/ })).toHaveCount(feeCount);
  await expect(feeBasis).toContainText(`${feeCount} transaksjoner à 15,00 kr`);
  // A transaction opens in the ledger's order dialog.
  await feeBasis.getByRole('button', { name: /^Åpne ordre \d+$/ }).first().click();
  await expect(page.getByRole('dialog', { name: /^Ordre \d+/ })).toBeVisible();
});
