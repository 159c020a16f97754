// The session's clocks (A10, A11, B27, B37): the portal dates by the server's time even when the PC's
// clock is wrong; the menu's counts are read again every 10 minutes; the master data the session holds
// is read again once 30 minutes old. Playwright's clock stands in for the PC's.
import { expect, test, type Page } from '@playwright/test';
import { poolToday } from '../../src/domain/dates';
import { logIn } from './login';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many times a call has been sent so far. */
function counter(page: Page, path: string) {
  let count = 0;
  page.on('request', (request) => { if (new URL(request.url()).pathname === path) count++; });
  return () => count;
}

test('A11: a PC whose clock is five days behind still registers on the pool\'s today', async ({ page }) => {
  await page.clock.install({ time: new Date(Date.now() - 5 * DAY_MS) });
  await logIn(page, 'bruker');
  await page.goto('/app/delivery/deliveries');
  await page.getByRole('button', { name: 'Ny levering' }).click();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Dato', exact: true })).toHaveValue(poolToday());
});

test('B27: the menu\'s counts are read again every 10 minutes', async ({ page }) => {
  await page.clock.install();
  const reads = counter(page, '/api/notificationcounts');
  await logIn(page, 'bruker');
  await expect.poll(reads).toBeGreaterThan(0);
  const before = reads();
  await page.clock.runFor(9 * 60_000);
  expect(reads()).toBe(before);
  await page.clock.runFor(60_000);
  await expect.poll(reads).toBe(before + 1);
});

test('A10, B37: the switch dialog\'s lists are the session\'s master data, read again once 30 minutes old', async ({ page }) => {
  await page.clock.install();
  const reads = counter(page, '/api/statuslocations');
  await logIn(page, 'lager');
  const open = async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Bytt lokasjon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bytt lokasjon' });
    await dialog.getByRole('combobox', { name: /Lokasjon/ }).click();
    await expect(page.getByRole('option', { name: 'Fjellmeieriet Lillehammer' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  };
  await open();
  expect(reads()).toBe(1);
  // Held: opened again, the locations come from the session.
  await open();
  expect(reads()).toBe(1);
  await page.clock.runFor(30 * 60_000);
  await open();
  expect(reads()).toBe(2);
});
