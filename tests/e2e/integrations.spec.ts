// The service accounts' and webhooks' pages (issue 30) where they do not apply: the operator's staff at
// the operator. These belong to a customer, and the page says so in its own words, without a failure
// notice (which, fading in and out, also failed the axe sweep now and then on contrast).
import { expect, test } from '@playwright/test';
import { logIn } from './login';
import { openInPortal } from './navigate';

const BELONG = 'Tjenestekontoer og webhooker hører til en kunde. Bytt til kunden de skal gjelde for.';

for (const { route, heading, create, list, empty } of [
  { route: '/app/admin/service-accounts', heading: 'Tjenestekontoer', create: 'Ny tjenestekonto', list: '/api/serviceaccounts', empty: 'Ingen tjenestekontoer ennå.' },
  { route: '/app/admin/webhooks', heading: 'Webhooker', create: 'Ny webhook', list: '/api/webhooks', empty: 'Ingen webhooker ennå.' },
]) {
  test(`${heading}: at the operator the page says they belong to a customer, and nothing failed`, async ({ page }) => {
    await logIn(page, 'admin');
    const refused: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (response.status() >= 400 && path.startsWith('/api/')) refused.push(`${response.status()} ${path}`);
    });
    await openInPortal(page, route);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: BELONG })).toBeVisible();
    await expect(page.getByRole('button', { name: create })).toHaveCount(0);
    // The list's call was refused, as the server refuses it, and the page asked nothing more (no deliveries).
    expect(refused).toEqual([`403 ${list}`]);
    // A failure notice is titled with its call ("GET webhooks"): none.
    await expect(page.getByText(/^GET (serviceaccounts|webhooks|webhookdeliveries)/)).toHaveCount(0);
  });

  test(`${heading}: a customer's admin gets the page itself`, async ({ page }) => {
    await logIn(page, 'kunde');
    await openInPortal(page, route);
    await expect(page.getByRole('button', { name: create })).toBeVisible();
    await expect(page.getByText(BELONG)).toHaveCount(0);
    // Its list, once read: the customer's rows under their headings, or the sentence that there are none.
    await expect(page.getByRole('table', { name: heading }).or(page.getByText(empty, { exact: true })).first()).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });
}
