// Scheduled orders (E02, E03): kunde sets up a weekly order of empties, sees the dates it will order
// for before saving, finds it in the list with its next dates, pauses it and deletes it.
import { expect, test } from '@playwright/test';
import { logIn } from './login';
import { addLine } from './order-lines';

test('kunde sets up a weekly order and sees its next dates', async ({ page }) => {
  await logIn(page, 'kunde');
  await page.goto('/app/orders/scheduled-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Faste ordre' })).toBeVisible();
  await page.getByRole('button', { name: 'Ny fast ordre' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny fast lastbærerordre' });
  await expect(dialog.getByRole('button', { name: 'Lagre' })).toBeDisabled();
  // The location's own depot is chosen already (issue 28): what is missing is the days and the lines.
  await expect(dialog.getByRole('combobox', { name: 'Depot' })).toHaveText('Lastbærerpoolen Hovedlager (Norge)');
  await expect(dialog.getByText('Mangler: ukedag, linje')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Tirsdag' }).check();
  await dialog.getByRole('checkbox', { name: 'Torsdag' }).check();
  // The dates come before saving: Tuesdays and Thursdays only.
  const dates = dialog.getByTestId('schedule-dates');
  await expect(dates).toHaveText(/^\d{4}-\d{2}-\d{2}(, \d{4}-\d{2}-\d{2}){9}$/);
  const weekdays = (await dates.textContent())!.split(', ').map((day) => new Date(`${day}T12:00:00Z`).getUTCDay());
  expect(weekdays.every((day) => day === 2 || day === 4)).toBe(true);

  await addLine(page, dialog, 'Halvpall plast', '40');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Den faste ordren er lagret')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: 'Tirsdag, Torsdag' });
  await expect(row).toContainText('Lastbærerpoolen Hovedlager');
  await expect(row).toContainText('Hver uke');
  await expect(row).toContainText('Aktiv');
  await page.screenshot({ path: 'test-results/ledger/scheduled-orders.png', fullPage: true });
  await row.getByRole('button', { name: /^Pause fast ordre/ }).click();
  await expect(row).toContainText('Pauset');
  await row.getByRole('button', { name: /^Slett fast ordre/ }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Tirsdag, Torsdag' })).toHaveCount(0);
  await expect(page.getByText('Ingen faste ordre ennå.')).toBeVisible();
});
