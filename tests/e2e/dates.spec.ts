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

test('a from date after the to date is said on the fields, not sent to the server', async ({ page }) => {
  await logIn(page, 'bruker');
  await page.goto('/app/orders/orders');
  const from = page.getByRole('textbox', { name: 'Fra dato' });
  const to = page.getByRole('textbox', { name: 'Til dato' });
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  let asked = 0;
  page.on('request', (request) => { if (new URL(request.url()).pathname === '/api/orders') asked += 1; });
  await from.fill('2026-11-01');
  await to.fill('2026-10-01');
  await expect(to).toHaveAccessibleDescription('Til-datoen kan ikke være før fra-datoen.');
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  const askedWhenReversed = asked;
  await page.waitForTimeout(500);
  expect(asked).toBe(askedWhenReversed);
  // The orders shown stay; the range made whole again is asked for.
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  const listed = page.waitForResponse((response) => new URL(response.url()).searchParams.get('dateUpper') === '2026-11-30');
  await to.fill('2026-11-30');
  await listed;
  await expect(to).not.toHaveAccessibleDescription(/Til-datoen/);
});
