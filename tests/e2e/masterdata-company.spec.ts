// admin/company as the customer admin (J01, J02, C36): edit the company, upload and remove the logo.
import { expect, test } from '@playwright/test';
import { logIn, mainMenu, updatedNotice } from './login';

// The smallest valid PNG: one transparent pixel.
const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('the customer admin edits the company and its logo', async ({ page }) => {
  await logIn(page, 'kunde');
  await mainMenu(page).getByRole('button', { name: 'Administrasjon' }).click();
  await page.locator('#menu-admin').getByRole('link', { name: 'Firma' }).click();
  await expect(page).toHaveTitle('Firma - Kundeportal');
  const name = page.getByRole('textbox', { name: 'Navn' });
  await expect(name).toHaveValue('Fjellmeieriet AS');
  // Only the operator changes the customer type and status: shown, not editable.
  await expect(page.getByText('Kundetype')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Kundetype' })).toHaveCount(0);

  await name.fill('');
  await name.blur();
  await expect(page.getByText('Påkrevd')).toBeVisible();
  await name.fill('Fjellmeieriet AS Innlandet');
  // Issue 14: the organisation number's check digit is checked as the field is left, before anything is sent.
  const orgNumber = page.getByRole('textbox', { name: 'Organisasjonsnummer' });
  await orgNumber.fill('12345');
  await orgNumber.blur();
  await expect(page.getByText(/^Ugyldig organisasjonsnummer/)).toBeVisible();
  await orgNumber.fill('987654317');
  await orgNumber.blur();
  await expect(page.getByText(/^Ugyldig organisasjonsnummer/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(updatedNotice(page)).toBeVisible();
  // The top bar shows the new name at once, not after a reload.
  await expect(page.getByRole('group', { name: 'Kunde, lokasjon og bruker' })).toContainText('Fjellmeieriet AS Innlandet');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Navn' })).toHaveValue('Fjellmeieriet AS Innlandet');
  await expect(page.getByRole('textbox', { name: 'Organisasjonsnummer' })).toHaveValue('987654317');

  // J02: the logo is stored at once with customerlogo, and removed again.
  const upload = page.waitForResponse((response) => response.url().endsWith('/api/customerlogo') && response.request().method() === 'POST');
  await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pixel });
  expect((await upload).status()).toBe(200);
  await expect(page.getByRole('img', { name: 'Logo' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('img', { name: 'Logo' })).toBeVisible();
  const removal = page.waitForResponse((response) => /\/api\/customerlogo\/2$/.test(response.url()) && response.request().method() === 'DELETE');
  await page.getByRole('button', { name: 'Fjern' }).click();
  expect((await removal).status()).toBe(200);
  await expect(page.getByRole('img', { name: 'Logo' })).toHaveCount(0);

  // R36: a file over 5 MB is refused in the browser, before it is sent.
  let posted = false;
  page.on('request', (request) => { if (request.url().endsWith('/api/customerlogo')) posted = true; });
  await page.getByLabel('Logo').setInputFiles({ name: 'stor.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(page.getByRole('alert').filter({ hasText: 'ikke er større enn 5MB' })).toBeVisible();
  expect(posted).toBe(false);

  // Leave the demo company as it was for the other tests of the run.
  await page.getByRole('textbox', { name: 'Navn' }).fill('Fjellmeieriet AS');
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(updatedNotice(page)).toBeVisible();
});
