// Issue 14, layout: at 390 px (a phone) no page is wider than the screen; the top bar folds its links
// into one menu and shows who and where one is in the user menu; the side menu lies over the page and
// closes after a choice. The favorites pages are reached from the user menu (R04).
// Issue 28: on a phone every list is a list of rows that fits the screen (nothing scrolls sideways),
// each row with what a user needs and opening its record; at 1280 px beside the menu the ledger lists
// and the tickets show their quantity and dates without scrolling, the rest in the column chooser.
import { expect, test, type Page } from '@playwright/test';
import { logIn, mainMenu, signedIn } from './login';
import { openInPortal } from './navigate';

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Boxes on the page that scroll sideways (a table wider than its card): none should. */
const sideways = (page: Page) => page.evaluate(() => [...document.querySelectorAll<HTMLElement>('body *')]
  .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) && element.scrollWidth > element.clientWidth + 1)
  .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')} ${element.scrollWidth}/${element.clientWidth}`));

/** Every link the side menu offers (opened over the page on a phone), with each area opened. */
async function menuRoutes(page: Page): Promise<string[]> {
  await page.getByRole('banner').getByRole('button', { name: 'Åpne menyen' }).click();
  const menu = mainMenu(page);
  const closed = menu.getByRole('button', { expanded: false });
  while (await closed.count()) await closed.first().click();
  const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  await page.keyboard.press('Escape');
  return [...new Set(hrefs)];
}

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

  // A generic list is a list of rows (issue 28): the user's name, login and customer, no table; a row opens the user.
  await page.goto('/app/admin/users');
  const users = page.getByRole('main').getByRole('link').filter({ hasText: 'Berit Bruker' });
  await expect(users.first()).toContainText('bruker');
  await expect(users.first()).toContainText('Fjellmeieriet');
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expect(page.getByRole('button', { name: 'Eksporter' })).toBeInViewport();
  await users.first().click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Bruker: Berit Bruker' })).toBeVisible();
  // The record's save bar is in sight, inside its dialog.
  const save = page.getByRole('dialog').getByRole('button', { name: 'Lagre' });
  await expect(save).toBeInViewport();
  await page.getByRole('dialog').getByRole('button', { name: 'Lukk' }).click();

  // So is a ledger list: each order with its date, quantity and status; its paging wraps rather than leaving its buttons beyond the screen.
  await page.goto('/app/orders/orders');
  const orders = page.getByRole('list', { name: 'Ordre' });
  await expect(orders.getByRole('button').first()).toContainText(/\d{4}-\d{2}-\d{2}\s·\s\d+\sstk/);
  const next = page.getByRole('button', { name: 'Gå til neste side' });
  await expect(next).toBeAttached();
  expect(await next.evaluate((button) => button.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
  expect(await sideways(page)).toEqual([]);

  // The side menu opens over the page and closes after a choice (from Home, so Kundeservice starts closed).
  await page.goto('/app/home');
  await bar.getByRole('button', { name: 'Åpne menyen' }).click();
  await mainMenu(page).getByRole('button', { name: 'Kundeservice' }).click();
  await mainMenu(page).getByRole('link', { name: /^Saker/ }).click();
  await expect(page).toHaveURL(/\/app\/support\/support-tickets(\?|$)/);
  await expect(mainMenu(page)).toBeHidden();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  // A page opened anew starts with the menu closed, though it was open when the page was left.
  await bar.getByRole('button', { name: 'Åpne menyen' }).click();
  await expect(mainMenu(page)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(mainMenu(page)).toBeHidden();
});

// Every list, generic and bespoke, fits the phone: no page wider than the screen, no box scrolling sideways.
for (const [user, parts] of [['admin', 2], ['bruker', 1], ['kunde', 1]] as const) {
  for (let part = 0; part < parts; part++) {
    test(`every page the menu offers ${user} fits a phone${parts > 1 ? `, part ${part + 1} of ${parts}` : ''} (issue 28)`, async ({ page }) => {
      test.setTimeout(150_000);
      await logIn(page, user);
      const routes = [...await menuRoutes(page), '/app/profile', '/app/favorites/locations', '/app/favorites/products'];
      const found: string[] = [];
      for (const route of routes.filter((_, index) => index % parts === part)) {
        await openInPortal(page, route);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        const width = await pageWidth(page);
        if (width > 390) found.push(`${route}: page ${width} px wide`);
        found.push(...(await sideways(page)).map((box) => `${route}: ${box}`));
      }
      expect(found).toEqual([]);
    });
  }
}

test('a ledger row on a phone opens its order, whose actions stay on the screen (issue 28)', async ({ page }) => {
  await logIn(page, 'bruker');
  await page.goto('/app/reception/reception');
  const row = page.getByRole('list', { name: 'Ordre' }).getByRole('button').first();
  await expect(row).toContainText('Sendt');
  await row.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /^Ordre \d+/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Bekreft mottak' }).click();
  // The receipt's form says what is posted; its own button is in sight, not below the fold.
  await expect(dialog.getByRole('form', { name: 'Mottak: antall mottatt per produkt' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Registrer mottak' })).toBeInViewport();
  await expect(dialog.getByRole('button', { name: 'Avbryt' })).toBeInViewport();
  expect(await sideways(page)).toEqual([]);
});

test.describe('on a wider screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('beside the menu the ledger lists and the tickets show quantity and dates without scrolling; the rest is chosen (issue 28)', async ({ page, browser }) => {
    await logIn(page, 'admin');
    await expect(mainMenu(page)).toBeVisible();
    for (const route of ['/app/orders/orders', '/app/reception/reception', '/app/expedition/direct', '/app/shop-accounting/shop-transactions', '/app/shop-accounting/wholesale-transactions']) {
      await page.goto(route);
      const table = page.getByRole('table', { name: 'Ordre' });
      await expect(table).toBeVisible();
      for (const column of ['Ordrenr.', 'Status', 'Dato', 'Fra', 'Til', 'Antall', 'Behandles innen dato']) {
        await expect(table.getByRole('columnheader', { name: column, exact: true }), `${route}: ${column}`).toBeInViewport({ ratio: 1 });
      }
      expect(await sideways(page), route).toEqual([]);
    }
    // The references wait in the column chooser, which remembers the choice.
    await page.goto('/app/orders/orders');
    const table = page.getByRole('table', { name: 'Ordre' });
    await expect(table.getByRole('columnheader', { name: 'Best.nr.' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Kolonner' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Best.nr.' }).click();
    await page.keyboard.press('Escape');
    await expect(table.getByRole('columnheader', { name: 'Best.nr.' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('table', { name: 'Ordre' }).getByRole('columnheader', { name: 'Best.nr.' })).toBeVisible();
    await page.getByRole('button', { name: 'Kolonner' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Best.nr.' }).click();

    const agent = await signedIn(browser, 'agent', { viewport: { width: 1280, height: 800 } });
    await agent.goto('/app/support/support-tickets');
    const tickets = agent.getByRole('table', { name: 'Saker' });
    await expect(tickets.getByRole('row').nth(1)).toBeVisible();
    for (const column of ['Saksnr.', 'Emne', 'Status', 'Kunde', 'Lokasjon', 'Saksbehandler', 'Opprettet']) {
      await expect(tickets.getByRole('columnheader', { name: column }), column).toBeInViewport({ ratio: 1 });
    }
    expect(await sideways(agent)).toEqual([]);
    await agent.context().close();
  });

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
