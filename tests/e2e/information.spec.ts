// Information end to end (L01–L06, B02, B07): bruker follows the information icon to the hub, finds
// how to count by a word of its text, and the training-video link to the video, which plays in the page.
import { expect, test } from '@playwright/test';
import { logIn } from './login';

test('bruker finds an article by searching, and the training video from the top bar', async ({ page }) => {
  await logIn(page, 'bruker');
  await page.getByRole('banner').getByRole('link', { name: 'Informasjon' }).click();
  await expect(page).toHaveURL(/\/app\/support\/information$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Informasjon' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Søk i artikler, veiledninger og videoer' }).fill('nettbrettet');
  const results = page.getByRole('region', { name: 'Søkeresultater' });
  await results.getByRole('link', { name: /Slik teller du varelager/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Slik teller du varelager' })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('Mister du nettet');
  await page.screenshot({ path: 'test-results/information/article.png', fullPage: true });

  await page.getByRole('banner').getByRole('link', { name: /Opplæringsvideo/ }).click();
  await expect(page).toHaveURL(/\/app\/support\/information\/video$/);
  await page.getByRole('link', { name: /Registrere levering/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registrere levering' })).toBeVisible();
  await expect(page.locator('iframe[title="Registrere levering"]')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);

  // L04: the messages the user may read, opening one.
  await page.goto('/app/support/information/messages');
  await page.getByRole('link', { name: /Nye leievilkår for lastbærere/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Nye leievilkår for lastbærere/ })).toBeVisible();
});
