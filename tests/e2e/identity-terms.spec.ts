// B21, B22: a user who does not accept the terms is deactivated and signed out, and cannot sign in
// again. The user is made for this test by the customer admin, so no other test depends on it.
import { expect, test } from '@playwright/test';
import { logIn } from './login';

test('denying the terms deactivates the user and signs them out (B21, B22)', async ({ page, browser }) => {
  // kunde adds a user through the API, as the user dialog would.
  await logIn(page, 'kunde');
  const created = await page.evaluate(async () => {
    const context = JSON.parse(localStorage.getItem('context')!);
    const response = await fetch('/api/user', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${localStorage.getItem('token')}`,
        'x-context': `locationId=${context.locationId};userId=${context.userId};loginUserId=${context.loginUserId}`,
      },
      body: JSON.stringify({ name: 'Vera Vegrer', loginName: 'vera.vegrer', password: 'Vinter2026', customerId: 2, locationId: 7, tasksAllowed: ['Order'] }),
    });
    return response.status;
  });
  expect(created).toBe(200);

  const newcomer = await (await browser.newContext({ locale: 'nb-NO' })).newPage();
  await newcomer.goto('/');
  await newcomer.getByLabel('Brukernavn').fill('vera.vegrer');
  await newcomer.getByLabel('Passord').fill('Vinter2026');
  await newcomer.getByRole('button', { name: 'Logg inn' }).click();
  const terms = newcomer.getByRole('dialog', { name: 'Vilkår for bruk av Kundeportal' });
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: 'Jeg godtar ikke' }).click();
  // Asked once more, and may still go back.
  await expect(terms.getByRole('alert')).toContainText('Er du sikker?');
  await terms.getByRole('button', { name: 'Avbryt' }).click();
  await expect(terms.getByRole('alert')).toHaveCount(0);
  await terms.getByRole('button', { name: 'Jeg godtar ikke' }).click();
  await terms.getByRole('button', { name: 'Ja, avslå og logg ut' }).click();

  await expect(newcomer).toHaveURL(/\/$/);
  await newcomer.getByLabel('Brukernavn').fill('vera.vegrer');
  await newcomer.getByLabel('Passord').fill('Vinter2026');
  await newcomer.getByRole('button', { name: 'Logg inn' }).click();
  await expect(newcomer.getByRole('alert')).toContainText('Brukeren er deaktivert. Kontakt din administrator.');
  await expect(newcomer).toHaveURL(/\/$/);

  // The customer admin sees the user as inactive.
  await page.goto('/app/admin/users');
  await page.getByRole('textbox', { name: 'Søk' }).fill('Vegrer');
  await expect(page).toHaveURL(/Vegrer/);
  await expect(page.getByRole('row').filter({ hasText: 'Vera Vegrer' })).toBeVisible();
  const stored = await page.evaluate(async () => {
    const context = JSON.parse(localStorage.getItem('context')!);
    const headers = { authorization: `Bearer ${localStorage.getItem('token')}`, 'x-context': `locationId=${context.locationId};userId=${context.userId};loginUserId=${context.loginUserId}` };
    return (await (await fetch('/api/users?q=vera.vegrer', { headers })).json()).data[0];
  });
  expect(stored).toMatchObject({ loginName: 'vera.vegrer', active: false, confirmedGdpr: false });
});
