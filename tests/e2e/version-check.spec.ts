// B25, B26: every 5 minutes the portal asks /version.json whether a new version is out; a new one
// shows a notice offering a reload. The clock is moved forward, and the deployment of a new version
// is stood in for by answering /version.json with another build.
import { expect, test } from '@playwright/test';
import { logIn } from './login';

test('a new version on the server shows a notice that reloads the portal (B25, B26)', async ({ page }) => {
  await page.clock.install();
  await logIn(page, 'bruker');
  const asked: string[] = [];
  await page.route(/\/version\.json\?t=\d+$/, async (route) => {
    asked.push(route.request().url());
    const current = await (await route.fetch()).json();
    await route.fulfill({ json: { ...current, buildCommit: 'next-build' } });
  });
  const notice = page.getByRole('status').filter({ hasText: 'En ny versjon av Kundeportal er tilgjengelig.' });

  await page.clock.runFor(4 * 60_000);
  expect(asked).toHaveLength(0);
  await expect(notice).toHaveCount(0);

  await page.clock.runFor(60_000 + 1_000);
  await expect(notice).toBeVisible();
  expect(asked).toHaveLength(1);

  await page.unroute(/\/version\.json/);
  await notice.getByRole('button', { name: 'Last inn på nytt' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Velkommen');
  await expect(notice).toHaveCount(0);
});
