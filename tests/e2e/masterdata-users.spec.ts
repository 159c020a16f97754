// admin/users (J03, J07, C37, C43): adding a user as the customer admin, with the location-admin
// role conflict prompt; a location admin sees only the own location's users, and the server agrees.
import { expect, test } from '@playwright/test';
import { logIn, updatedNotice } from './login';

test('the customer admin adds a location admin and is asked before the role is taken from Lars Lager (J07)', async ({ page }) => {
  await logIn(page, 'kunde');
  await page.goto('/app/admin/users');
  await expect(page.getByRole('row').filter({ hasText: 'Lars Lager' })).toBeVisible();
  await page.getByRole('link', { name: 'Opprett' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Opprett bruker')).toBeVisible();
  // Lagre is not greyed out: pressed on an empty form, it says what is missing, and nothing is sent.
  let posted = false;
  page.on('request', (request) => { if (request.method() === 'POST' && request.url().includes('/api/user')) posted = true; });
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog.getByText('Påkrevd').first()).toBeVisible();
  expect(posted).toBe(false);
  await dialog.getByRole('textbox', { name: 'Navn', exact: true }).fill('Lise Lund');
  await dialog.getByRole('textbox', { name: 'Brukernavn' }).fill('lise.lund');
  await dialog.getByLabel('Passord', { exact: true }).fill('Vinter2026');
  await dialog.getByRole('combobox', { name: 'Lokasjon' }).first().click();
  await page.getByRole('option', { name: 'Fjellmeieriet Lillehammer' }).click();
  await dialog.getByRole('combobox', { name: 'Administratornivå' }).click();
  await page.getByRole('option', { name: 'Lokasjon' }).click();
  await dialog.getByRole('checkbox', { name: 'Levering' }).check();
  await dialog.getByRole('button', { name: 'Lagre' }).click();

  const question = page.getByRole('dialog').filter({ hasText: 'Bekreft' });
  await expect(question).toContainText('Lars Lager er lokasjonsadministrator for Fjellmeieriet Lillehammer. Vil du fjerne rollen fra Lars Lager?');
  await question.getByRole('button', { name: 'Ja, fortsett' }).click();
  await expect(page.getByText(/opprettet/i).first()).toBeVisible();

  await page.goto('/app/admin/users');
  const row = (name: string) => page.getByRole('row').filter({ hasText: name });
  await expect(row('Lise Lund')).toContainText('Lokasjon');
  await expect(row('Lars Lager')).toContainText('Ingen');

  // And back: Lars Lager takes the role again, after the same question about Lise Lund.
  await row('Lars Lager').click();
  await dialog.getByRole('combobox', { name: 'Administratornivå' }).click();
  await page.getByRole('option', { name: 'Lokasjon' }).click();
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(question).toContainText('Lise Lund er lokasjonsadministrator for Fjellmeieriet Lillehammer.');
  await question.getByRole('button', { name: 'Ja, fortsett' }).click();
  await expect(updatedNotice(page)).toBeVisible();
  await dialog.getByRole('button', { name: 'Lukk' }).click();
  await expect(row('Lars Lager')).toContainText('Lokasjon');
  await expect(row('Lise Lund')).toContainText('Ingen');
});

test('a location admin sees only the own location\'s users, and the server refuses the others (C43)', async ({ page }) => {
  await logIn(page, 'lager');
  await page.goto('/app/admin/users');
  await expect(page.getByRole('row').filter({ hasText: 'Lars Lager' })).toBeVisible();
  // Every row is a user of Fjellmeieriet Lillehammer.
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.filter({ hasNotText: 'Fjellmeieriet Lillehammer' })).toHaveCount(0);
  expect(await rows.count()).toBeGreaterThan(1);
  await expect(page.getByRole('row').filter({ hasText: 'Berit Bruker' })).toHaveCount(0);

  const answers = await page.evaluate(async () => {
    const context = JSON.parse(localStorage.getItem('context')!);
    const headers = { authorization: `Bearer ${localStorage.getItem('token')}`, 'x-context': `locationId=${context.locationId};userId=${context.userId};loginUserId=${context.loginUserId}` };
    const one = await fetch('/api/user/5', { headers });
    const list = await (await fetch('/api/users?locationId=7', { headers })).json();
    return { one: one.status, list: list.total };
  });
  expect(answers).toEqual({ one: 404, list: 0 });
  // Opening Berit Bruker by address finds nothing: back to the list with a notice.
  await page.goto('/app/admin/users/5');
  await expect(page.getByText('Elementet finnes ikke')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the location picker offers the user\'s favorite location first, starred (J18)', async ({ page }) => {
  await logIn(page, 'kunde');
  await page.goto('/app/admin/users');
  await page.getByRole('link', { name: 'Opprett' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Lokasjon' }).first().click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toHaveAccessibleName(/^Favoritt\s*Fjellmeieriet Lillehammer/);
  expect(await options.count()).toBeGreaterThan(1);
  await expect(options.nth(1)).not.toHaveAccessibleName(/Favoritt/);
});
