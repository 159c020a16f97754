// Sign-in flow (A01–A08, O03, B14) through the login page.
import { expect, test } from '@playwright/test';
import { logIn } from './login';

test('a wrong password shows the alert and keeps the user on the login page (A05)', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Logg inn - Kundeportal');
  await page.getByLabel('Brukernavn').fill('bruker');
  await page.getByLabel('Passord').fill('feil-passord');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByRole('alert')).toHaveText('Feil brukernavn eller passord!');
  await expect(page).toHaveURL(/\/$/);
});

test('the login page links to forgotten password and registration (A02)', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Glemt passord?' }).click();
  await expect(page.getByRole('heading', { name: 'Glemt passord' })).toBeVisible();
  await page.getByRole('link', { name: 'Tilbake til innlogging' }).click();
  await page.getByRole('link', { name: 'Ny kunde? Registrer deg' }).click();
  await expect(page.getByRole('heading', { name: 'Registrer ny kunde' })).toBeVisible();
});

test('a reset link without a token blocks the change (A16, A17)', async ({ page }) => {
  await page.goto('/password-reset');
  await expect(page.getByRole('alert')).toHaveText('Denne lenken er ikke komplett (mangler token)');
  await page.getByRole('textbox', { name: 'Nytt passord', exact: true }).fill('kort');
  await expect(page.getByText('Passord må bestå av minimum 7 tegn')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lagre passord' })).toBeDisabled();
});

test('without a session /app sends the user to login (A06); logged in, / goes home (A08)', async ({ page }) => {
  await page.goto('/app/admin/locations');
  await expect(page).toHaveURL(/\/$/);
  await logIn(page, 'lager');
  await page.goto('/');
  await expect(page).toHaveURL(/\/app\/home$/);
  await expect(page).toHaveTitle('Hjem - Kundeportal');
});

test('logging out ends the session; an ended session sends the user to login (A13, O03)', async ({ page, context }) => {
  await logIn(page, 'lager');
  await page.getByRole('banner').getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Logg inn' })).toBeVisible();

  // A token the server no longer knows: the first call answers 401 and the portal goes to login.
  await logIn(page, 'lager');
  await page.evaluate(() => localStorage.setItem('token', 'ended-session'));
  await page.goto('/app/admin/locations');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  void context;
});
