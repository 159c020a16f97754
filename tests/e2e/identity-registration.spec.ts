// New-customer registration in the browser (A21–A24): the GLN register search with no hits, too
// many hits and a hit to choose; the request reaches the staff's alert bell and the applicant's mail
// lands in the archive.
import { expect, test } from '@playwright/test';
import { signedIn } from './login';

test('a new customer finds the location in the GLN register and registers (A21–A23)', async ({ page, browser }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Ny kunde? Registrer deg' }).click();
  await expect(page.getByRole('heading', { name: 'Registrer ny kunde' })).toBeVisible();
  const search = page.getByRole('textbox', { name: 'Søk etter lokasjon i GLN-registeret' });
  await search.fill('Finnes ikke AS');
  await page.getByRole('button', { name: 'Søk', exact: true }).click();
  await expect(page.getByText('Ingen treff i GLN-registeret.')).toBeVisible();
  await search.fill('Bunnpris');
  await search.press('Enter');
  await expect(page.getByText('For mange treff (25). Gjør søket mer presist.')).toBeVisible();
  await search.fill('Valdres');
  await search.press('Enter');
  await page.getByRole('button', { name: 'Velg Valdres Gardsmat AS' }).click();
  await expect(page.getByText(/Valgt lokasjon: Valdres Gardsmat AS, GLN \d{13}/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Firmanavn' })).toHaveValue('Valdres Gardsmat AS');
  await expect(page.getByRole('textbox', { name: 'Sted' })).toHaveValue('Fagernes');

  // Required fields are checked before sending.
  await page.getByRole('button', { name: 'Send registrering' }).click();
  await expect(page.getByRole('alert')).toContainText('Fyll ut feltene som er merket.');
  await page.getByRole('textbox', { name: 'Kontaktperson' }).fill('Vilde Valdres');
  await page.getByRole('textbox', { name: 'E-post' }).fill('vilde@valdresgardsmat.example.no');
  // Issue 14: the organisation number is the chosen country's, with its check digit.
  const orgNumber = page.getByRole('textbox', { name: 'Organisasjonsnummer' });
  const registered = await orgNumber.inputValue();
  await orgNumber.fill('556036-0793');
  await page.getByRole('button', { name: 'Send registrering' }).click();
  await expect(orgNumber).toHaveAccessibleDescription('Norsk organisasjonsnummer: 9 siffer med riktig kontrollsiffer.');
  await orgNumber.fill(registered);
  await expect(orgNumber).not.toHaveAccessibleDescription(/organisasjonsnummer/);
  await page.screenshot({ path: 'test-results/identity/register-form.png', fullPage: true });
  await page.getByRole('button', { name: 'Send registrering' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Takk!' })).toContainText('Registreringen er sendt, og vi har sendt en bekreftelse til vilde@valdresgardsmat.example.no');

  // The staff see it in the alert bell; the confirmation is in the mail archive.
  const staff = await signedIn(browser, 'admin');
  await staff.getByRole('banner').getByRole('button', { name: /Viktige meldinger/ }).click();
  await staff.getByRole('menuitem', { name: /Ny kunderegistrering: Valdres Gardsmat AS/ }).click();
  await expect(staff.getByRole('dialog')).toContainText('vilde@valdresgardsmat.example.no');
  await staff.getByRole('dialog').getByRole('button', { name: 'Lukk' }).click();
  await staff.goto('/app/admin/mailarchive');
  const row = staff.getByRole('row', { name: /vilde@valdresgardsmat\.example\.no/ });
  await expect(row).toContainText('Vi har mottatt registreringen av Valdres Gardsmat AS');
  await expect(row).toContainText('Bekreftelse på registrering');
  await row.click();
  await expect(staff.getByRole('dialog', { name: /Vi har mottatt registreringen av Valdres Gardsmat AS/ })).toContainText('Hei Vilde Valdres');
  await staff.context().close();
});
