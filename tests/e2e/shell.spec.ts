// App shell (B02–B10) and the profile page (A17–A20).
import { expect, test } from '@playwright/test';
import { logIn } from './login';

test('the top bar shows versions, the customer with its id, the location and the user (B02, B03, B06)', async ({ page }) => {
  await logIn(page, 'kunde');
  const banner = page.getByRole('banner');
  await expect(banner).toContainText('Klient 0.10.26');
  await expect(banner).toContainText('Server 0.10.26');
  await expect(banner.getByRole('group', { name: 'Kunde, lokasjon og bruker' })).toContainText('Fjellmeieriet AS (2)');
  await expect(banner).toContainText('Kari Kunde');
  await expect(banner.getByRole('link', { name: 'Opplæringsvideo' })).toBeVisible();
  for (const icon of ['Kundeservice', 'Informasjon', 'Profil']) await expect(banner.getByRole('link', { name: icon })).toBeVisible();
  // Issue 14 (WCAG 2.5.3): a button's name starts with the words it shows, and only the profile link is called "Profil".
  await expect(banner.getByRole('button', { name: 'NO – Språk: Norsk' })).toHaveText('NO');
  await expect(banner.getByRole('button', { name: 'Kari Kunde – brukermeny' })).toHaveText('Kari Kunde');
  await expect(banner.getByRole('button', { name: /Profil/ })).toHaveCount(0);
  await expect(banner.getByRole('link', { name: /Profil/ })).toHaveCount(1);
});

test('home shows the customer contacts (D10)', async ({ page }) => {
  await logIn(page, 'lager');
  const contacts = page.getByRole('region', { name: 'Kontaktpersoner' });
  await expect(contacts).toContainText('Kundeadministrator');
  await expect(contacts).toContainText('Kari Kunde');
});

test('switching the language stores it, reloads and keeps it (B08–B10)', async ({ page }) => {
  await logIn(page, 'lager');
  await page.getByRole('button', { name: 'NO – Språk: Norsk' }).click();
  const options = page.getByRole('menuitem');
  await expect(options).toHaveCount(6);
  await options.filter({ hasText: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  expect(await page.evaluate(() => localStorage.getItem('sessionLanguage'))).toBe('en-US');
  await expect(page).toHaveTitle('Home - Customer Portal');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  // R20: a flag without its own translation says so and shows English.
  await page.getByRole('button', { name: 'Language: English' }).click();
  await expect(page.getByRole('menuitem').filter({ hasText: 'Svenska' })).toContainText('English is shown');
  await page.getByRole('menuitem').filter({ hasText: 'Norsk' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Velkommen');
});

// Thomas Lie (an ordinary user no other test signs in as), so changing the password disturbs nobody.
test('profile changes the password (A17–A20)', async ({ page, browser }) => {
  await logIn(page, 'thomas.lie');
  await page.getByRole('banner').getByRole('link', { name: 'Profil' }).click();
  await expect(page).toHaveTitle('Profil - Kundeportal');
  await page.getByLabel('Gammelt passord').fill('feil-passord');
  await page.getByRole('textbox', { name: 'Nytt passord', exact: true }).fill('abcdefgh');
  await expect(page.getByText('For svakt passord')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nytt passord', exact: true }).fill('Nytt-passord1');
  await expect(page.getByText('Passord OK')).toBeVisible();
  await page.getByLabel('Gjenta nytt passord').fill('Nytt-passord1');
  await page.getByRole('button', { name: 'Lagre passord' }).click();
  await expect(page.getByRole('alert')).toContainText('Kunne ikke oppdatere passordet ditt. Forsøk å bestille nytt passord');
  await page.getByLabel('Gammelt passord').fill('demo1234');
  await page.getByRole('button', { name: 'Lagre passord' }).click();
  await expect(page.getByText('Passordet ditt er endret.')).toBeVisible();
  // The new password signs in, in another browser.
  const again = await (await browser.newContext()).newPage();
  await logIn(again, 'thomas.lie', 'Nytt-passord1');
  await again.context().close();
});
