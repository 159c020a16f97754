// Issue 10: the global admin reads the nightly jobs and runs one now from the system menu.
import { expect, test } from '@playwright/test';
import { logIn, mainMenu } from './login';

test('the global admin runs the draft purge now and reads what it did (issue 10)', async ({ page }) => {
  await logIn(page, 'admin');
  await mainMenu(page).getByRole('button', { name: 'System' }).click();
  await mainMenu(page).getByRole('link', { name: 'Nattjobber' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nattjobber' })).toBeVisible();
  const jobs = page.getByRole('table', { name: 'Nattjobber' });
  const purge = jobs.getByRole('row').filter({ hasText: 'Slett gamle kladder' });
  await expect(jobs.getByRole('row')).toHaveCount(1 + 5);
  // A run by hand cannot be undone: it is asked first.
  await purge.getByRole('button', { name: 'Kjør nå: Slett gamle kladder' }).click();
  await page.getByRole('dialog', { name: 'Kjøre «Slett gamle kladder» nå?' }).getByRole('button', { name: 'Kjør nå' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Slett gamle kladder: \d+ utført\.$/ })).toBeVisible();
  await expect(purge).toContainText(/\d+ utført på [\d,]+ s, kjørt av admin/);
  await expect(purge.getByRole('button', { name: 'Kjør nå: Slett gamle kladder' })).toBeEnabled();
  await page.screenshot({ path: 'test-results/system/jobs.png', fullPage: true });
});

test('the jobs page is for global admins only', async ({ page }) => {
  await logIn(page, 'kunde');
  await expect(mainMenu(page).getByRole('button', { name: 'Administrasjon' })).toBeVisible();
  await expect(mainMenu(page).getByRole('button', { name: 'System' })).toHaveCount(0);
  // By address, the page sends the user home (C18).
  await page.goto('/app/system/jobs');
  await expect(page).toHaveURL(/\/app\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nattjobber' })).toHaveCount(0);
});
