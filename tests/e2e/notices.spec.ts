// B38 in the browser: bruker chooses in her profile to be told of quality deviations; kunde reports
// damaged carriers at Hamar as a support ticket; bruker's bell tells her, and opens the ticket.
import { expect, test, type Page } from '@playwright/test';
import { logIn, signedIn } from './login';

test.describe.configure({ mode: 'serial' });

const TOPIC = `Knuste paller ${Date.now()}`;

/** A select's accessible name is its label followed by its value. */
const select = (scope: Page, label: string) => scope.getByRole('combobox', { name: new RegExp(`^${label}(?!\\p{L})`, 'u') });

test('bruker chooses her notifications in the profile, and they are kept', async ({ page }) => {
  await logIn(page, 'bruker');
  await page.getByRole('banner').getByRole('link', { name: 'Profil' }).click();
  const form = page.getByRole('form', { name: 'Varsler' });
  await expect(select(page, 'Kvalitetsavvik')).toContainText('Ikke varsle');
  await select(page, 'Kvalitetsavvik').click();
  await page.getByRole('option', { name: 'I portalen', exact: true }).click();
  await select(page, 'Korreksjonsordre').click();
  await page.getByRole('option', { name: 'I portalen og på e-post' }).click();
  await form.getByRole('button', { name: 'Lagre varsler' }).click();
  await expect(page.getByText('Varslene er lagret')).toBeVisible();
  await page.reload();
  await expect(select(page, 'Kvalitetsavvik')).toContainText('I portalen');
  await expect(select(page, 'Korreksjonsordre')).toContainText('I portalen og på e-post');
  await expect(select(page, 'Store volumer')).toContainText('Ikke varsle');
});

test('kunde reports damaged carriers at Hamar; bruker\'s bell tells her and opens the ticket', async ({ browser }) => {
  const kunde = await signedIn(browser, 'kunde');
  await kunde.goto('/app/support/support-tickets');
  await kunde.getByRole('button', { name: 'Ny sak' }).click();
  const dialog = kunde.getByRole('dialog');
  await select(kunde, 'Hovedkategori').click();
  await kunde.getByRole('option', { name: 'Produkter og lastbærere', exact: true }).click();
  await select(kunde, 'Kategori').click();
  await kunde.getByRole('option', { name: 'Skadde lastbærere', exact: true }).click();
  await dialog.getByRole('button', { name: 'Neste' }).click();
  await dialog.getByRole('textbox', { name: 'Emne' }).fill(TOPIC);
  await dialog.getByRole('textbox', { name: 'Beskrivelse' }).fill('Seks paller var knust ved levering.');
  await dialog.getByRole('button', { name: 'Opprett' }).click();
  await expect(kunde.getByRole('dialog').getByRole('heading', { name: new RegExp(TOPIC) })).toBeVisible();
  const ticketId = /\/(\d+)(\?|$)/.exec(kunde.url())![1];
  await kunde.context().close();

  const page = await signedIn(browser, 'bruker');
  const bell = page.getByRole('banner').getByRole('button', { name: /Viktige meldinger/ });
  await expect(bell).toHaveAccessibleName(/1 nytt varsel$/);
  await bell.click();
  const notice = page.getByRole('menuitem', { name: new RegExp(`^Sak ${ticketId}: kvalitetsavvik meldt for Fjellmeieriet Hamar\\.`) });
  await expect(notice).toBeVisible();
  await page.screenshot({ path: 'test-results/notices/bell.png' });
  await notice.click();
  const ticket = page.getByRole('dialog');
  await expect(ticket.getByRole('heading', { name: new RegExp(TOPIC) })).toBeVisible();
  await ticket.getByRole('button', { name: 'Lukk' }).click();
  // Opened, it is read: the bell no longer counts it.
  await expect(bell).not.toHaveAccessibleName(/varsel/);
});
