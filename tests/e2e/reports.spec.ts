// Reports end to end (G02, G03, G08–G10, G13): kunde runs the transactions report for Hamar's last
// closed month and exports it to Excel; the workbook (opened with exceljs) has the rows and totals of
// the screen. A range beyond the report's span is shortened and said so; an empty range says there is
// no data. The months are the demo's, counted from the day the server made it (today).
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { addDays, poolToday } from '../../src/domain/dates';
import { monthsBefore } from '../../src/domain/reports/ranges';
import { monthStart } from '../../src/domain/stock/indicator';
import { logIn } from './login';


const today = poolToday();
/** The demo's last closed month. */
const [first, last] = [monthStart(today, 1), addDays(monthStart(today), -1)];

test('kunde exports Hamar\'s last month\'s transactions to Excel with the rows and totals of the screen', async ({ page }) => {
  await logIn(page, 'kunde');
  await page.goto('/app/reports/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaksjoner' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Periode' }).click();
  await page.getByRole('option', { name: 'Egendefinert' }).click();
  // Before the demo's ledger begins (two years back): nothing to show (G13).
  await page.getByLabel('Fra dato').fill(addDays(today, -800));
  await page.getByLabel('Til dato').fill(addDays(today, -790));
  await page.getByRole('button', { name: 'Vis rapport' }).click();
  await expect(page.getByText('Ingen data å vise.')).toBeVisible();

  await page.getByLabel('Fra dato').fill(first);
  await page.getByLabel('Til dato').fill(last);
  await page.getByRole('combobox', { name: 'Lokasjon' }).click();
  await page.getByRole('option', { name: 'Fjellmeieriet Hamar' }).click();
  await page.getByRole('button', { name: 'Vis rapport' }).click();
  const summary = page.getByRole('status').filter({ hasText: /linjer, .* lastbærere/ });
  await expect(summary).toBeVisible();
  const [, lines, carriers] = (await summary.innerText()).match(/^([\d\s\u00a0\u202f]+) linjer, ([\d\s\u00a0\u202f]+) lastbærere/)!.map((text) => Number(text.replace(/[\s\u00a0\u202f]/g, '')));
  const table = page.getByRole('table', { name: 'Transaksjoner' });
  await expect(table.locator('tbody').getByRole('row')).toHaveCount(lines);
  const firstOrder = Number(await table.locator('tbody').getByRole('row').first().getByRole('cell').first().innerText());
  await page.screenshot({ path: 'test-results/reports/transactions.png', fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Eksporter til Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`transaksjoner-${first}-${last}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(await (await file.createReadStream()).toArray()) as never);
  const sheet = workbook.worksheets[0];
  const rows = (sheet.getSheetValues().slice(2) as unknown[][]).filter(Boolean);
  expect(rows).toHaveLength(lines);
  expect(rows.reduce((sum, row) => sum + Number(row[8]), 0)).toBe(carriers);
  expect(Number(rows[0][1])).toBe(firstOrder);

  // Two years is beyond the six months of the transactions report: shortened, and said so.
  await page.getByLabel('Fra dato').fill(addDays(today, -700));
  await page.getByRole('button', { name: 'Vis rapport' }).click();
  await expect(page.getByText('For stort datointervall')).toBeVisible();
  await expect(page.getByLabel('Fra dato')).toHaveValue(addDays(monthsBefore(last, 6), 1));
});

test('lager reads Lillehammer\'s balance over the last month: the end of each row is its start and what moved', async ({ page }) => {
  await logIn(page, 'lager');
  await page.goto('/app/reports/balance');
  await page.getByRole('combobox', { name: 'Periode' }).click();
  await page.getByRole('option', { name: 'Egendefinert' }).click();
  await page.getByLabel('Fra dato').fill(first);
  await page.getByLabel('Til dato').fill(last);
  // The report's answer is held back until the bar that says it runs has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/api/report', async (route) => { await held; await route.continue(); });
  await page.getByRole('button', { name: 'Vis rapport' }).click();
  const running = page.getByRole('progressbar', { name: /^Laster/ });
  await expect(running).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vis rapport' })).toBeDisabled();
  release();
  const rows = page.getByRole('table', { name: 'Saldo' }).locator('tbody').getByRole('row');
  await expect(rows.first()).toBeVisible();
  await expect(running).toHaveCount(0);
  const number = async (text: string) => Number(text.replace(/[\s\u00a0\u202f]/g, '').replace('\u2212', '-'));
  for (let index = 0; index < await rows.count(); index++) {
    const cells = rows.nth(index).getByRole('cell');
    const [opening, incoming, outgoing, closing] = await Promise.all([2, 3, 4, 5].map(async (cell) => number(await cells.nth(cell).innerText())));
    expect(closing).toBe(opening + incoming - outgoing);
  }
  await page.screenshot({ path: 'test-results/reports/balance.png', fullPage: true });
});

test('kunde reads the overview, the customer register and finds no duplicates in a quiet range (G01, G04, G05)', async ({ page }) => {
  await logIn(page, 'kunde');
  await page.goto('/app/reports/overview');
  await page.getByRole('combobox', { name: 'Periode' }).click();
  await page.getByRole('option', { name: 'Egendefinert' }).click();
  // Twelve months, up to the end of the current one.
  await page.getByLabel('Fra dato').fill(monthStart(today, 11));
  await page.getByLabel('Til dato').fill(addDays(monthStart(today, -1), -1));
  await page.getByRole('button', { name: 'Vis rapport' }).click();
  const balance = page.getByRole('region', { name: 'Saldo per produkt ved månedsslutt' });
  await expect(balance).toBeVisible();
  // The figures behind the chart, one row a month.
  await expect(balance.getByRole('table').getByRole('row')).toHaveCount(1 + 12);
  await expect(page.getByRole('region', { name: 'Inn og ut per måned' })).toBeVisible();
  await expect(page.getByText('Uenigheter åpne i perioden')).toBeVisible();
  await page.screenshot({ path: 'test-results/reports/overview.png', fullPage: true });

  await page.goto('/app/reports/customers');
  await page.getByRole('button', { name: 'Vis rapport' }).click();
  await expect(page.getByRole('table', { name: 'Kunder' }).getByRole('row').filter({ hasText: 'Fjellmeieriet AS' })).toContainText('Industri');

  // A month before the demo's history began: nothing was registered, so nothing twice.
  await page.goto('/app/reports/duplicates-location');
  await page.getByRole('combobox', { name: 'Periode' }).click();
  await page.getByRole('option', { name: 'Egendefinert' }).click();
  await page.getByLabel('Fra dato').fill(monthStart(today, 26));
  await page.getByLabel('Til dato').fill(addDays(monthStart(today, 25), -1));
  await page.getByRole('button', { name: 'Vis rapport' }).click();
  await expect(page.getByText('Ingen duplikater funnet')).toBeVisible();
});
