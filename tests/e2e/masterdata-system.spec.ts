// system/logs and system/sessions as the global admin (K07, K08): reading the log, and ending a
// user's session so that the user's next call is refused with 401 (and the portal returns to login).
import { expect, test } from '@playwright/test';
import { logIn, mainMenu } from './login';

test('the global admin reads the log, filtered by level and text (K07)', async ({ page, browser }) => {
  // A failed login leaves a warning in the log.
  const other = await browser.newPage();
  await other.goto('/');
  await other.getByLabel('Brukernavn').fill('bruker');
  await other.getByLabel('Passord').fill('feil-passord');
  await other.getByRole('button', { name: 'Logg inn' }).click();
  await expect(other.getByRole('alert')).toBeVisible();
  await other.close();

  await logIn(page, 'admin');
  await mainMenu(page).getByRole('button', { name: 'System' }).click();
  await mainMenu(page).getByRole('link', { name: 'Logger' }).click();
  await expect(page).toHaveTitle('Logger - Kundeportal');
  await expect(page.getByRole('row').filter({ hasText: 'admin logged in' }).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Nivå' }).click();
  await page.getByRole('option', { name: 'Advarsel' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('row').filter({ hasText: 'Failed login for bruker' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'admin logged in' })).toHaveCount(0);
  await page.getByRole('row').filter({ hasText: 'Failed login for bruker' }).click();
  await expect(page.getByRole('dialog')).toContainText('Failed login for bruker');
});

// Emma Lindqvist signs in nowhere else, so hers is the only session the admin can end here.
test('the global admin ends a session; that user\'s next call fails with 401 (K08)', async ({ page, browser }) => {
  const bruker = await browser.newPage();
  await logIn(bruker, 'emma.lindqvist');

  await logIn(page, 'admin');
  await page.goto('/app/system/sessions');
  await expect(page).toHaveTitle('Økter - Kundeportal');
  await page.getByRole('textbox', { name: 'Søk' }).fill('Lindqvist');
  // The search applies after a pause and takes the list's address; open the record only after that,
  // or the search would close its dialog again.
  await expect(page).toHaveURL(/Lindqvist/);
  const row = page.getByRole('row').filter({ hasText: 'Emma Lindqvist' }).filter({ hasText: 'Aktiv' }).first();
  await row.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Emma Lindqvist');
  await dialog.getByRole('button', { name: 'Avslutt økt' }).click();
  const question = page.getByRole('dialog').filter({ hasText: 'Er du sikker' });
  await question.getByRole('button', { name: /Bekreft/ }).click();
  await expect(page.getByText(/slettet|avsluttet/i).first()).toBeVisible();

  const status = await bruker.evaluate(async () => {
    const context = JSON.parse(localStorage.getItem('context')!);
    const response = await fetch('/api/ping', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}`, 'x-context': `locationId=${context.locationId};userId=${context.userId};loginUserId=${context.loginUserId}` },
    });
    return response.status;
  });
  expect(status).toBe(401);
  // The portal's own next call meets the same 401 and goes back to the login page (O03).
  await bruker.goto('/app/home');
  await expect(bruker).toHaveURL(/\/$/);
  await expect(bruker.getByRole('button', { name: 'Logg inn' })).toBeVisible();
});
