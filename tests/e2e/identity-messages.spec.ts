// Terms, must-read messages, the alert bell and the version check in the browser (B19–B26, B35,
// K01, K02): a new user accepts the terms and reads two must-read messages before the portal opens; a
// must-read message an admin publishes (with an attachment added and removed) blocks that user's next
// sign-in.
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

  test('a must-read message an admin publishes blocks the next sign-in (K01, K02, B23)', async ({ page }) => {
    await logIn(page, 'admin');
    await page.goto('/app/system/messages');
    await expect(page).toHaveTitle('Meldinger - Kundeportal');
    await page.getByRole('link', { name: 'Opprett' }).click();
    const form = page.getByRole('dialog', { name: 'Opprett melding' });
    await form.getByLabel('Tittel').fill('Havbris: nye mottakstider fra mars');
    // A message with nothing to read is not published: the text is required like the title.
    await form.getByRole('button', { name: 'Lagre' }).click();
    await expect(form.getByText('Feltet tekst må fylles ut.')).toBeVisible();
    await expect(form).toBeVisible();
    await form.getByRole('textbox', { name: 'Tekst' }).fill('Mottaket i Ålesund holder åpent 06–18 fra 1. mars.');
    await form.getByRole('combobox', { name: 'Prioritet' }).click();
    await page.getByRole('option', { name: 'Høy' }).click();
    await form.getByLabel('Må leses').check();
    await form.getByRole('combobox', { name: 'Bare for kunde' }).fill('Havbris');
    await page.getByRole('option', { name: 'Havbris Sjømat AS' }).click();
    // The location picker offers the chosen customer's locations only.
    await form.getByRole('combobox', { name: 'Bare for lokasjon' }).fill('Ålesund');
    await page.getByRole('option', { name: 'Havbris Sjømat Ålesund' }).click();
    await page.screenshot({ path: 'test-results/identity/message-form.png' });
    await form.getByRole('button', { name: 'Lagre' }).click();

    // The new message opens for attachments (K02): one is added, downloaded and removed; a file
    // above 5 MB is refused before it is sent (O18).
    const edit = page.getByRole('dialog', { name: 'Melding: Havbris: nye mottakstider fra mars' });
    const attachments = edit.getByRole('region', { name: /Vedlegg/ });
    await expect(attachments).toContainText('Ingen vedlegg.');
    let chooser = page.waitForEvent('filechooser');
    await attachments.getByRole('button', { name: 'Legg til vedlegg' }).click();
    await (await chooser).setFiles({ name: 'mottakstider.txt', mimeType: 'text/plain', buffer: Buffer.from('Man–fre 06–18\n') });
    await expect(attachments).toHaveAccessibleName('Vedlegg (1)');
    const download = page.waitForEvent('download');
    await attachments.getByRole('button', { name: 'Last ned mottakstider.txt' }).click();
    expect((await download).suggestedFilename()).toBe('mottakstider.txt');
    chooser = page.waitForEvent('filechooser');
    await attachments.getByRole('button', { name: 'Legg til vedlegg' }).click();
    await (await chooser).setFiles({ name: 'for-stor.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(attachments.getByRole('alert')).toHaveText('Kunne ikke legge til vedlegg sjekk at filen ikke er større enn 5MB (for-stor.pdf)');
    await expect(attachments).toHaveAccessibleName('Vedlegg (1)');
    await page.screenshot({ path: 'test-results/identity/message-attachments.png' });
    await attachments.getByRole('button', { name: 'Fjern mottakstider.txt' }).click();
    await expect(attachments).toHaveAccessibleName('Vedlegg (0)');
    await expect(attachments).toContainText('Ingen vedlegg.');

    await edit.getByRole('button', { name: 'Lukk' }).click();
    await expect(edit).toBeHidden();
    const row = page.getByRole('row', { name: /Havbris: nye mottakstider fra mars/ });
    await expect(row).toContainText('Havbris Sjømat AS');
    await expect(row).toContainText('Havbris Sjømat Ålesund');
    await expect(row.getByLabel('Ja')).toBeVisible();

    // K01: ?parentId= lists the follow-ups of one message, shown as a filter.
    const parent = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Leveringsforsinkelser i Nord-Norge', exact: true }) });
    const parentId = (await parent.getByRole('cell').first().textContent())!.trim();
    await page.goto(`/app/system/messages?parentId=${parentId}`);
    await expect(page.getByLabel('Oppfølging av melding (id)')).toHaveValue(parentId);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('row').nth(1)).toContainText('Oppdatering: leveringsforsinkelser i Nord-Norge');

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
