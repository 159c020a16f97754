// Terms, must-read messages, the alert bell and the version check in the browser (B19–B26, B35,
// K01): a new user accepts the terms and reads two must-read messages before the portal opens; a
// must-read message an admin publishes blocks that user's next sign-in.
import { expect, test, type Page } from '@playwright/test';
import { logIn, mainMenu } from './login';

/** Signs in without expecting the portal to be usable yet (dialogs may block it). */
async function signIn(page: Page, userName: string) {
  await page.goto('/');
  await page.getByLabel('Brukernavn').fill(userName);
  await page.getByLabel('Passord').fill('demo1234');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
}

test.describe.serial('a new user', () => {
  test('accepts the terms and reads two must-read messages before the portal opens (B19, B23)', async ({ page }) => {
    await signIn(page, 'ny');
    const terms = page.getByRole('dialog', { name: 'Vilkår for bruk av Kundeportal' });
    await expect(terms).toBeVisible();
    await expect(mainMenu(page)).toHaveCount(0); // everything behind the dialog is out of reach
    await terms.getByRole('button', { name: 'Jeg godtar vilkårene' }).click();

    const mustRead = page.getByRole('dialog', { name: /Melding som må leses/ });
    await expect(mustRead).toContainText('Melding 1 av 2');
    await expect(mustRead.getByRole('heading', { name: 'Nye leievilkår for lastbærere fra 1. februar' })).toBeVisible();
    await page.keyboard.press('Escape'); // cannot be closed without reading
    await expect(mustRead).toBeVisible();
    await expect(mainMenu(page)).toHaveCount(0);
    await mustRead.getByRole('button', { name: 'Jeg har lest meldingen' }).click();
    await expect(mustRead).toContainText('Melding 2 av 2');
    await expect(mustRead.getByRole('heading', { name: 'Sikkerhet: del aldri passordet ditt' })).toBeVisible();
    await page.screenshot({ path: 'test-results/identity/must-read.png' });
    await mustRead.getByRole('button', { name: 'Jeg har lest meldingen' }).click();

    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(mainMenu(page).getByText('Mottak', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Velkommen, Nora Ny');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Velkommen, Nora Ny');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a must-read message an admin publishes blocks the next sign-in (K01, B23)', async ({ page }) => {
    await logIn(page, 'admin');
    await page.goto('/app/system/messages');
    await expect(page).toHaveTitle('Meldinger - Kundeportal');
    await page.getByRole('button', { name: 'Ny melding' }).click();
    const form = page.getByRole('dialog', { name: 'Ny melding' });
    await form.getByLabel('Tittel').fill('Havbris: nye mottakstider fra mars');
    await form.locator('.ProseMirror').fill('Mottaket i Ålesund holder åpent 06–18 fra 1. mars.');
    await form.getByRole('combobox', { name: 'Prioritet' }).click();
    await page.getByRole('option', { name: 'Høy' }).click();
    await form.getByLabel('Må leses').check();
    await form.getByRole('combobox', { name: 'Bare for kunde' }).fill('Havbris');
    await page.getByRole('option', { name: 'Havbris Sjømat AS (3)' }).click();
    await form.getByRole('combobox', { name: 'Bare for lokasjon' }).fill('Ålesund');
    await page.getByRole('option', { name: 'Havbris Sjømat Ålesund' }).click();
    await page.screenshot({ path: 'test-results/identity/message-form.png' });
    await form.getByRole('button', { name: 'Lagre' }).click();
    // The new message opens for attachments; it is listed with its audience.
    await expect(page.getByRole('dialog', { name: /Endre melding/ })).toBeVisible();
    await page.getByRole('dialog', { name: /Endre melding/ }).getByRole('button', { name: 'Avbryt' }).click();
    const row = page.getByRole('row', { name: /Havbris: nye mottakstider fra mars/ });
    await expect(row).toContainText('Havbris Sjømat AS · Havbris Sjømat Ålesund');
    await expect(row).toContainText('Ja');

    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'ny');
    const mustRead = page.getByRole('dialog', { name: /Melding som må leses/ });
    await expect(mustRead).toContainText('Melding 1 av 1');
    await expect(mustRead).toContainText('Mottaket i Ålesund holder åpent 06–18 fra 1. mars.');
    await mustRead.getByRole('button', { name: 'Jeg har lest meldingen' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(mainMenu(page).getByText('Mottak', { exact: true })).toBeVisible();
  });
});

test('the alert bell lists the unread high-priority messages and opens them (B35, R41)', async ({ page }) => {
  await logIn(page, 'kunde');
  const bell = page.getByRole('banner').getByRole('button', { name: /Viktige meldinger/ });
  await expect(bell).toHaveAccessibleName('Viktige meldinger: 3 uleste viktige meldinger');
  await bell.click();
  await expect(page.getByRole('menuitem')).toHaveCount(3);
  await page.screenshot({ path: 'test-results/identity/alert-bell.png' });
  await page.getByRole('menuitem', { name: /Prisendring på EPS-brett/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Prisendring på EPS-brett' });
  await dialog.getByRole('button', { name: 'Marker som lest' }).click();
  await expect(bell).toHaveAccessibleName('Viktige meldinger: 2 uleste viktige meldinger');
});

test('the version check asks /version.json every 5 minutes (B25)', async ({ page }) => {
  await page.clock.install();
  await logIn(page, 'lager');
  const asked = page.waitForRequest((request) => /\/version\.json\?t=\d+$/.test(request.url()));
  await page.clock.fastForward('05:01');
  await asked;
  // The version is unchanged, so no notice appears.
  await expect(page.getByText('En ny versjon av Kundeportal er tilgjengelig.')).toHaveCount(0);
});
