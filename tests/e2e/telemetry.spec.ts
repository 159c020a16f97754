// Telemetry end to end (section Q): a route change sends its page view, timed, with the page view's API
// calls, to the server's logs; nothing of it shows to the user.
import { expect, test } from '@playwright/test';
import { logIn, mainMenu } from './login';

test('a route change sends its timed page view and the calls made for it', async ({ page }) => {
  await logIn(page, 'bruker');
  const sent: Array<{ kind: string; path: string; durationMs?: number; status?: number; sessionId?: string }> = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/telemetry') && request.method() === 'POST') sent.push(...(request.postDataJSON().events as typeof sent));
  });
  await mainMenu(page).getByRole('button', { name: /^Mottak/ }).click();
  await mainMenu(page).getByRole('link', { name: /^Registrerte mottak/ }).click();
  await expect(page).toHaveURL(/\/app\/reception\/reception$/);
  await expect.poll(() => sent.find((event) => event.kind === 'pageView' && event.path === '/app/reception/reception')).toBeTruthy();
  const view = sent.find((event) => event.kind === 'pageView' && event.path === '/app/reception/reception')!;
  expect(view.durationMs).toBeGreaterThanOrEqual(0);
  expect(view.durationMs).toBeLessThan(60_000);
  await expect.poll(() => sent.some((event) => event.kind === 'request' && /^GET \/api\/orders/.test(event.path) && event.status === 200)).toBe(true);
  expect(new Set(sent.map((event) => event.sessionId)).size).toBe(1);
});
