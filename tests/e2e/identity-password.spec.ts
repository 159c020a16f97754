// Forgotten password in the browser (A14–A19, J17): the request, the mail in the archive, the link,
// the new password, and signing in with it.
import { expect, test } from '@playwright/test';
import { logIn } from './login';
import { newestMailTo } from './outbox';

test('forgotten password: archived mail, reset link, sign-in with the new password (A14–A19)', async ({ page, browser }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Glemt passord?' }).click();
  await expect(page).toHaveURL(/\/password$/);
  await page.getByLabel('Brukernavn').fill('glemsk');
  await page.getByRole('button', { name: 'Send lenke' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Hvis brukernavnet finnes' })).toContainText('har vi sendt en e-post');
  await page.screenshot({ path: 'test-results/identity/password-requested.png' });

  // An admin finds the mail in the mail archive (J17), without a usable link in it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, 'admin');
  await admin.goto('/app/admin/mailarchive');
  await expect(admin).toHaveTitle('E-postarkiv - Kundeportal');
  // Newest first: the first of the user's rows is the mail just sent.
  const row = admin.getByRole('row', { name: /gunnar\.glemsk@example\.no/ }).first();
  await expect(row).toContainText('Nytt passord');
  await row.getByText('Nytt passord til Kundeportal').click();
  const mail = admin.getByRole('dialog', { name: /Nytt passord til Kundeportal/ });
  await expect(mail).toContainText('Hei Gunnar Glemsk');
  await expect(mail).toContainText('[Lenken står bare i e-posten til mottakeren]');
  await expect(mail.getByRole('link', { name: /password-reset/ })).toHaveCount(0);
  await admin.screenshot({ path: 'test-results/identity/mail-archive-mail.png' });
  await adminContext.close();

  // The user's own mail has the link.
  await expect.poll(() => newestMailTo('gunnar.glemsk@example.no')).toContain('password-reset?token=');
  const link = /(http\S+\/password-reset\?token=[\w-]+)/.exec(newestMailTo('gunnar.glemsk@example.no')!)![1];
  expect(link).toMatch(/\/password-reset\?token=[\w-]{40,}$/);

  // The link, opened as the user would (its host is the configured portal address).
  const resetPath = new URL(link!).pathname + new URL(link!).search;
  await page.goto(resetPath);
  await expect(page.getByRole('heading', { name: 'Sett nytt passord' })).toBeVisible();
  const newPassword = page.getByRole('textbox', { name: 'Nytt passord', exact: true });
  await newPassword.fill('kort');
  await expect(page.getByText('Passord må bestå av minimum 7 tegn')).toBeVisible();
  await newPassword.fill('aaaaaaaaa');
  await expect(page.getByText('For svakt passord')).toBeVisible();
  await newPassword.fill('Glemt-ikke-mer7');
  await expect(page.getByText('Passord OK')).toBeVisible();
  await page.getByLabel('Gjenta nytt passord').fill('Glemt-ikke-mer8');
  await expect(page.getByText('Passordene er ikke like')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lagre passord' })).toBeDisabled();
  await page.getByLabel('Gjenta nytt passord').fill('Glemt-ikke-mer7');
  await page.getByRole('button', { name: 'Lagre passord' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Passordet er endret' })).toBeVisible();
  await page.screenshot({ path: 'test-results/identity/password-reset-done.png' });

  // The link works once (A19).
  await page.goto(resetPath);
  await page.getByRole('textbox', { name: 'Nytt passord', exact: true }).fill('Enda-et-passord9');
  await page.getByLabel('Gjenta nytt passord').fill('Enda-et-passord9');
  await page.getByRole('button', { name: 'Lagre passord' }).click();
  await expect(page.getByRole('alert')).toContainText('Kunne ikke oppdatere passordet ditt. Forsøk å bestille nytt passord');

  // The old password no longer works; the new one does.
  await page.goto('/');
  await page.getByLabel('Brukernavn').fill('glemsk');
  await page.getByLabel('Passord').fill('demo1234');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByRole('alert')).toContainText('Feil brukernavn eller passord!');
  await logIn(page, 'glemsk', 'Glemt-ikke-mer7');
});

test('a location admin sees the mails of the own location only (J17, C37)', async ({ page }) => {
  await logIn(page, 'lager');
  await page.goto('/app/admin/mailarchive');
  await expect(page).toHaveTitle('E-postarkiv - Kundeportal');
  await expect(page.getByRole('row', { name: /lars\.lager@example\.no/ }).first()).toBeVisible();
  await expect(page.getByRole('row', { name: /berit\.bruker@example\.no|gunnar\.glemsk@example\.no|hardangersaft/ })).toHaveCount(0);
});

test('a reset link without a token is blocked (A16)', async ({ page }) => {
  await page.goto('/password-reset');
  await expect(page.getByRole('alert')).toHaveText('Denne lenken er ikke komplett (mangler token)');
  await page.getByRole('textbox', { name: 'Nytt passord', exact: true }).fill('Gyldig-passord1');
  await page.getByLabel('Gjenta nytt passord').fill('Gyldig-passord1');
  await expect(page.getByRole('button', { name: 'Lagre passord' })).toBeDisabled();
});
