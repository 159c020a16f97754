// Plausible dates (docs/decisions.md): the registration dialog says under the day field that a day
// is outside the window the server takes, before the user presses save.
import { expect, test } from '@playwright/test';
import { addDays, poolToday } from '../../src/domain/dates';
import { logIn } from './login';

test('lager types a delivery date far ahead and is told the window under the field', async ({ page }) => {
  await logIn(page, 'lager');
  await page.goto('/app/delivery/deliveries');
  await page.getByRole('button', { name: 'Ny levering' }).click();
  const dialog = page.getByRole('dialog');
  const date = dialog.getByRole('textbox', { name: 'Dato', exact: true });
  await expect(date).toHaveValue(poolToday());
  const window = `Dato må være fra ${addDays(poolToday(), -730)} til ${addDays(poolToday(), 365)}.`;
  await expect(dialog.getByText(window)).toHaveCount(0);
  await date.fill('9999-12-31');
  await expect(dialog.getByText(window)).toBeVisible();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: 'test-results/ledger/delivery-date-outside.png', fullPage: true });
  await date.fill(addDays(poolToday(), 1));
  await expect(dialog.getByText(window)).toHaveCount(0);
});
