// Issue 14, layout: at 390 px (a phone) no page is wider than the screen; the top bar folds its links
// into one menu and shows who and where one is in the user menu; lists scroll inside themselves; the
// side menu lies over the page and closes after a choice. The favorites pages are reached from the
// user menu (R04).
import { expect, test, type Page } from '@playwright/test';
import { logIn, mainMenu } from './login';

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.use({ viewport: { width: 390, height: 844 } });

test('a phone shows every page within its width, with the top bar folded into menus', async ({ page }) => {
  await logIn(page, 'admin');
  const bar = page.getByRole('banner');
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expect(bar.getByRole('link', { name: 'Kundeservice' })).toBeHidden();

  // The links fold into "Flere valg".
  await bar.getByRole('button', { name: 'Flere valg' }).click();
  await page.getByRole('menuitem', { name: 'Informasjon' }).click();
  await expect(page).toHaveURL(/\/app\/support\/information$/);

  // Who and where, and the favorites, in the user menu.
  await bar.getByRole('button', { name: /brukermeny/ }).click();
  await expect(page.getByRole('group', { name: 'Kunde, lokasjon og bruker' }).filter({ visible: true })).toContainText('Lastbærerpoolen AS');
  await page.getByRole('menuitem', { name: 'Favorittlokasjoner' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Favorittlokasjoner' })).toBeVisible();

  // A wide list scrolls inside itself; its buttons stay on the screen.
  await page.goto('/app/admin/users');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expect(page.getByRole('button', { name: 'Eksporter' })).toBeInViewport();
  const table = page.getByRole('table');
  expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

  // So do the bespoke pages' tables; their paging wraps rather than leaving its buttons beyond the screen.
  await page.goto('/app/orders/orders');
  const next = page.getByRole('button', { name: 'Gå til neste side' });
  await expect(next).toBeAttached();
  expect(await next.evaluate((button) => button.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
  for (const route of ['/app/orders/scheduled-orders', '/app/reception/missing-reg', '/app/inventory/control', '/app/support/support-templates']) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect(await pageWidth(page), route).toBeLessThanOrEqual(390);
  }

  // The side menu opens over the page and closes after a choice (from Home, so Kundeservice starts closed).
  await page.goto('/app/home');
  await bar.getByRole('button', { name: 'Åpne menyen' }).click();
  await mainMenu(page).getByRole('button', { name: 'Kundeservice' }).click();
  await mainMenu(page).getByRole('link', { name: /^Saker/ }).click();
  await expect(page).toHaveURL(/\/app\/support\/support-tickets$/);
  await expect(mainMenu(page)).toBeHidden();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  // A page opened anew starts with the menu closed, though it was open when the page was left.
  await bar.getByRole('button', { name: 'Åpne menyen' }).click();
  await expect(mainMenu(page)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(mainMenu(page)).toBeHidden();
});

test.describe('on a wider screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the user menu leads to the favorites pages (R04)', async ({ page }) => {
    await logIn(page, 'bruker');
    await page.getByRole('banner').getByRole('button', { name: 'Berit Bruker – brukermeny' }).click();
    await page.getByRole('menuitem', { name: 'Favorittprodukter' }).click();
    await expect(page).toHaveURL(/\/app\/favorites\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Favorittprodukter' })).toBeVisible();
  });
});

test.describe('on a 1440 px screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the ticket table fits beside the menu, every column of the agent\'s queue shown', async ({ page }) => {
    await logIn(page, 'agent');
    await page.goto('/app/support/support-tickets');
    const table = page.getByRole('table', { name: 'Saker' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    for (const column of ['Kunde', 'Lokasjon', 'Saksbehandler', 'Opprettet']) await expect(table.getByRole('columnheader', { name: column })).toBeInViewport();
    expect(await table.evaluate((element) => element.scrollWidth <= element.parentElement!.clientWidth)).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(1440);
  });
});
