// The Excel import of deliveries end to end (E10–E12, E11): lager downloads the template, imports a
// file with one bad row, reads the error (row, column and what is wrong), fixes the file, imports it
// again, approves it and finds the deliveries, sent, in delivery/deliveries. axe-core checks the page
// with its errors and with its preview.
import { expect, test, type Page } from '@playwright/test';
import { poolToday } from '../../src/domain/dates';
import { day, deliveriesWorkbook, type Cell } from '../api/import-workbook';
import { axe } from './axe';
import { logIn, mainMenu } from './login';

const REFERENCE = `IMP-${Date.now()}`;
const RECEIVER = 'Nordkjeden Sentrallager Vestby';

/** The receiver's GLN, as the portal's own counterparty picker finds it. */
const glnOf = (page: Page, name: string) => page.evaluate(async (wanted) => {
  const context = JSON.parse(localStorage.getItem('context')!);
  const response = await fetch(`/api/locations?all=true&count=5&q=${encodeURIComponent(wanted)}`, {
    headers: { authorization: `Bearer ${localStorage.getItem('token')}`, 'x-context': `locationId=${context.locationId};userId=${context.userId};loginUserId=${context.loginUserId}` },
  });
  return ((await response.json()).data as Array<{ name: string; gln: string }>).find((location) => location.name === wanted)!.gln;
}, name);

const violations = async (page: Page) => (await axe(page).analyze()).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);

test('lager imports a file with a bad row, fixes it, imports it and finds the deliveries', async ({ page }) => {
  await logIn(page, 'lager');
  const menu = mainMenu(page);
  await menu.getByRole('button', { name: 'Levering' }).click();
  await menu.getByRole('link', { name: 'Filimport' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Filimport' })).toBeVisible();

  // The template, with Norwegian headings.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Last ned mal' }).click();
  expect((await download).suggestedFilename()).toBe('leveringer-mal.xlsx');

  const gln = await glnOf(page, RECEIVER);
  const rows = (product: Cell): Cell[][] => [
    [gln, day(poolToday()), 3, `${REFERENCE}-1`, 'F-77', 1001, 40],
    [gln, day(poolToday()), 3, `${REFERENCE}-1`, 'F-77', 2003, 15],
    [gln, day(poolToday()), 5, `${REFERENCE}-2`, null, product, 8],
  ];
  const file = page.getByLabel('Excel-fil (.xlsx)');
  await file.setInputFiles({ name: 'leveringer.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await deliveriesWorkbook(rows('Meierikasse')) });
  await expect(page.getByRole('checkbox', { name: 'Første rad er overskrifter' })).toBeChecked();
  await page.getByRole('button', { name: 'Valider' }).click();

  // The error: its row, its column and what is wrong, in Norwegian.
  await expect(page.getByText('Filen har 1 feil og kan ikke godkjennes. Rett feilene i filen og last den opp på nytt.')).toBeVisible({ timeout: 20_000 });
  const errors = page.getByRole('table', { name: /^Feil/ });
  await expect(errors.getByRole('row')).toHaveCount(2);
  await expect(errors.getByRole('row').nth(1)).toHaveText(['4', 'F – Produktnr.', 'Skriv produktnummeret som et helt tall, ikke «Meierikasse».'].join(''));
  await expect(page.getByRole('button', { name: 'Godkjenn' })).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('import-errors.png'), fullPage: true });

  // Fixed, chosen again and validated: valid, with its deliveries previewed.
  await file.setInputFiles({ name: 'leveringer-rettet.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await deliveriesWorkbook(rows(2003)) });
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Filen er gyldig: 2 leveringer med 3 rader og 63 lastbærere kan registreres.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('table', { name: /^Feil/ })).toHaveCount(0);
  const preview = page.getByRole('table', { name: /^Leveringer som blir registrert/ });
  await expect(preview.getByRole('row')).toHaveCount(3);
  await expect(preview.getByRole('row').nth(1)).toContainText(`${REFERENCE}-1`);
  await expect(preview.getByRole('row').nth(1)).toContainText(RECEIVER);
  await expect(preview.getByRole('row').nth(2)).toContainText('Retur');
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('import-preview.png'), fullPage: true });

  // Approved after a confirmation: all deliveries in one go.
  await page.getByRole('button', { name: 'Godkjenn' }).click();
  const confirm = page.getByRole('dialog', { name: 'Godkjenne filen?' });
  await expect(confirm).toContainText('2 leveringer registreres og sendes fra Fjellmeieriet Lillehammer.');
  await confirm.getByRole('button', { name: 'Godkjenn' }).click();
  await expect(page.getByText('2 leveringer fra leveringer-rettet.xlsx er registrert og sendt.')).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: test.info().outputPath('import-approved.png'), fullPage: true });

  // In the list of registered deliveries, sent.
  await page.getByRole('link', { name: 'Vis registrerte leveringer' }).click();
  await expect(page).toHaveURL(/\/app\/delivery\/deliveries$/);
  await page.getByRole('searchbox', { name: 'Søk' }).fill(REFERENCE);
  const opened = page.getByRole('button', { name: /^Åpne ordre \d+$/ });
  await expect(opened).toHaveCount(2, { timeout: 20_000 });
  for (const row of await page.getByRole('row').filter({ has: opened }).all()) await expect(row).toContainText('Sendt');
  await page.getByRole('searchbox', { name: 'Søk' }).fill(`${REFERENCE}-1`);
  await expect(opened).toHaveCount(1);
  await expect(page.getByRole('row').filter({ has: opened })).toContainText('55');
});
