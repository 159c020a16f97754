// P20 (issue 14): dates are written yyyy-MM-dd and times HH:mm on the pool's clock, in the portal's
// language, whatever the browser's own locale and zone: here an American browser in New York.
import { expect, test } from '@playwright/test';
import { logIn } from './login';

test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

// The generic lists said "11/22/2026, 9:34:58 PM" beside a ticket's "2026-11-22 22:25".
test('a generic list writes its times on the pool\'s clock, its yes/no in words, under an h1', async ({ page }) => {
  await logIn(page, 'admin');
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/sessions');
  await page.goto('/app/system/sessions');
  const [session] = (await (await answer).json()).data as Array<{ id: number; createdAt: string; rememberMe: boolean }>;
  await expect(page.getByRole('heading', { level: 1, name: 'Økter' })).toHaveCount(1);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(session.id), exact: true }) });
  const oslo = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo', dateStyle: 'short', timeStyle: 'short' }).format(new Date(session.createdAt));
  expect(oslo).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await expect(row.getByRole('cell', { name: oslo, exact: true }).first()).toBeVisible();
  await expect(row.getByRole('img', { name: session.rememberMe ? 'Ja' : 'Nei', exact: true })).toBeVisible();
});

test('a day is typed and shown as yyyy-mm-dd, also when it comes from the calendar', async ({ page }) => {
  await logIn(page, 'bruker');
  await page.goto('/app/orders/orders');
  const from = page.getByRole('textbox', { name: 'Fra dato' });
  await expect(from).toHaveAttribute('placeholder', 'åååå-mm-dd');
  await expect(page.getByRole('button', { name: 'Velg dato i kalenderen' }).first()).toBeVisible();
  await from.fill('2025-01');
  await expect(from).toHaveAccessibleDescription('Skriv datoen som åååå-mm-dd.');
  // The browser's calendar hands its day to the field (its own input is never shown or read out).
  const listed = page.waitForResponse((response) => new URL(response.url()).searchParams.get('dateLower') === '2025-01-05');
  await page.locator('input[type=date][aria-hidden=true]').first().fill('2025-01-05');
  await expect(from).toHaveValue('2025-01-05');
  await expect(from).not.toHaveAccessibleDescription(/åååå/);
  await listed;
  // Each order's date and the ones in the list are P20 as well.
  const dates = page.getByRole('table').getByRole('row').nth(1).getByRole('cell').filter({ hasText: /^\d{4}-\d{2}-\d{2}$/ });
  await expect(dates.first()).toBeVisible();
});
