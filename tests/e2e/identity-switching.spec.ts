// Switching location as a location admin (M05, M06, M08, C42, C45): lager switches between the
// Lillehammer site and the Elverum cold store assigned to him, and cannot reach any other location.
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './login';

async function openStatusDialog(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Bytt lokasjon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bytt lokasjon' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const contextBox = (page: Page) => page.getByRole('banner').getByRole('group', { name: 'Kunde, lokasjon og bruker' });

test('lager switches between his two locations as soon as he chooses one (M05, M08, C42)', async ({ page }) => {
  await logIn(page, 'lager');
  await expect(contextBox(page)).toContainText('Fjellmeieriet Lillehammer · Lars Lager');
  let dialog = await openStatusDialog(page);
  // C41: only the own customer; C45: no user picker, no switch button, no "login when switch".
  await expect(dialog.getByRole('combobox', { name: /Kunde/ })).toContainText('Fjellmeieriet AS (2)');
  await expect(dialog.getByRole('combobox', { name: 'Bruker' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Bytt til valgt lokasjon' })).toHaveCount(0);
  await expect(dialog.getByText('Logg inn ved bytte')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Tilbake til innlogget lokasjon' })).toHaveCount(0);
  await dialog.getByRole('combobox', { name: /Lokasjon/ }).click();
  const options = page.getByRole('option');
  await expect(options).toHaveText(['Fjellmeieriet Elverum kjølelager', 'Fjellmeieriet Lillehammer']);
  await page.screenshot({ path: 'test-results/identity/status-dialog-lager.png' });

  // M05: choosing switches; M08: a non-staff user lands on Home.
  await page.goto('/app/profile');
  dialog = await openStatusDialog(page);
  await dialog.getByRole('combobox', { name: /Lokasjon/ }).click();
  await page.getByRole('option', { name: 'Fjellmeieriet Elverum kjølelager' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
  await expect(contextBox(page)).toContainText('Fjellmeieriet Elverum kjølelager · Lars Lager');

  // M06: away from the login location the dialog offers the way back.
  dialog = await openStatusDialog(page);
  await dialog.getByRole('button', { name: 'Tilbake til innlogget lokasjon' }).click();
  await expect(contextBox(page)).toContainText('Fjellmeieriet Lillehammer · Lars Lager');
});

test('lager cannot reach any other location, whatever the browser sends (C42, A12)', async ({ page }) => {
  await logIn(page, 'lager');
  const answers = await page.evaluate(async () => {
    const token = localStorage.getItem('token');
    const own = JSON.parse(localStorage.getItem('context')!);
    const call = (method: string, path: string, context: object, body?: object) => fetch(path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'x-context': Object.entries({ ...own, ...context }).map(([key, value]) => `${key}=${value}`).join(';'),
      },
      body: body ? JSON.stringify(body) : undefined,
    }).then((response) => response.status);
    return {
      hamarByHeader: await call('GET', '/api/status', { locationId: 7 }),
      hamarBySwitch: await call('POST', '/api/status', {}, { customerId: 2, locationId: 7 }),
      otherCustomer: await call('POST', '/api/status', {}, { customerId: 3, locationId: 12 }),
      asKunde: await call('POST', '/api/status', {}, { customerId: 2, locationId: 8, userId: 3 }),
      elverumBySwitch: await call('POST', '/api/status', {}, { customerId: 2, locationId: 10 }),
    };
  });
  expect(answers).toEqual({ hamarByHeader: 403, hamarBySwitch: 403, otherCustomer: 403, asKunde: 403, elverumBySwitch: 200 });
});

test('an ordinary user can only stay where she is (C42)', async ({ page }) => {
  await logIn(page, 'bruker');
  const dialog = await openStatusDialog(page);
  await dialog.getByRole('combobox', { name: /Lokasjon/ }).click();
  await expect(page.getByRole('option')).toHaveText(['Fjellmeieriet Hamar']);
});
