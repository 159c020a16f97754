// Telemetry end to end (section Q): a route change sends its page view, timed, with the page view's API
// calls, to the server's logs; nothing of it shows to the user.
import { expect, test } from '@playwright/test';
import { logIn, mainMenu, signedIn } from './login';

test('a route change sends its timed page view and the calls made for it', async ({ page }) => {
  await logIn(page, 'bruker');
  const sent: Array<{ kind: string; path: string; durationMs?: number; status?: number; sessionId?: string }> = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/telemetry') && request.method() === 'POST') sent.push(...(request.postDataJSON().events as typeof sent));
  });
  await mainMenu(page).getByRole('button', { name: /^Mottak/ }).click();
  await mainMenu(page).getByRole('link', { name: /^Registrerte mottak/ }).click();
  // With work waiting the menu opens the list on it (?waiting=); the page view is of the path.
  await expect(page).toHaveURL(/\/app\/reception\/reception(\?|$)/);
  await expect.poll(() => sent.find((event) => event.kind === 'pageView' && event.path === '/app/reception/reception')).toBeTruthy();
  const view = sent.find((event) => event.kind === 'pageView' && event.path === '/app/reception/reception')!;
  expect(view.durationMs).toBeGreaterThanOrEqual(0);
  expect(view.durationMs).toBeLessThan(60_000);
  await expect.poll(() => sent.some((event) => event.kind === 'request' && /^GET \/api\/orders/.test(event.path) && event.status === 200)).toBe(true);
  expect(new Set(sent.map((event) => event.sessionId)).size).toBe(1);
});

test('what waits when the page goes is sent with the beacon and reaches the log (Q12)', async ({ page, browser }) => {
  await logIn(page, 'bruker');
  // The batch call fails from now on, so an uncaught error waits for a retry (Q05) …
  await page.route('**/api/telemetry', (route) => route.abort());
  const marker = `Feil før siden lukkes ${Date.now()}`;
  const failed = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/api/telemetry') && JSON.stringify(request.postDataJSON()).includes(marker));
  await page.evaluate((message) => { setTimeout(() => { throw new Error(message); }); }, marker);
  await failed;
  // The page has taken the failure in (a request still under way is left out of the beacon).
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  // … and goes with the page when the tab is closed.
  await page.close({ runBeforeUnload: true });

  // Another browser, so that nothing left in this one's storage can go with the admin's pages (Q04).
  const admin = await signedIn(browser, 'admin');
  await admin.goto('/app/system/logs');
  await admin.getByRole('textbox', { name: 'Søk' }).fill(marker);
  await expect(admin.getByRole('row').filter({ hasText: marker })).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: marker })).toContainText('client-exception');
});
