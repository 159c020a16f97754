// Issue 14: axe-core (WCAG 2.1 A and AA) on every route the side menu offers and the pages the top bar and
// the user menu lead to, as the global admin and as an ordinary user, and on the open dialogs of the main
// flows; any violation fails, named by route and rule. (The top bar while acting as someone: identity-impersonation.)
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logIn, mainMenu } from './login';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
// The sweeps and the dialogs run side by side on the suite's workers, the admin's menu in parts.
test.describe.configure({ mode: 'parallel' });
const PARTS = { admin: 4, bruker: 2 } as const;
/** The pages the top bar and the user menu lead to, beside the side menu (B07, R04, L05). */
const BEYOND_MENU = ['/app/profile', '/app/favorites/locations', '/app/favorites/products',
  ...['article', 'guide', 'video', 'messages'].map((kind) => `/app/support/information/${kind}`)];

async function violations(page: Page, where: string): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return found.map((violation) => `${where}: ${violation.id} (${violation.impact}) ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
}

/** Every link the side menu offers, with each area opened. */
async function menuRoutes(page: Page): Promise<string[]> {
  const menu = mainMenu(page);
  const closed = menu.getByRole('button', { expanded: false });
  while (await closed.count()) await closed.first().click();
  const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs)];
}

/** The page drawn and its data arrived; a page without a main heading is a finding of its own. */
async function settled(page: Page, route: string): Promise<string[]> {
  const heading = page.getByRole('heading', { level: 1 }).first();
  const drawn = await heading.waitFor({ timeout: 10_000 }).then(() => true, () => false);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  return drawn ? [] : [`${route}: no h1`];
}

for (const [user, parts] of Object.entries(PARTS)) {
  for (let part = 0; part < parts; part++) {
    test(`every page the menus offer ${user} passes axe (WCAG 2.1 AA)${parts > 1 ? `, part ${part + 1} of ${parts}` : ''}`, async ({ page }) => {
      test.setTimeout(150_000);
      await logIn(page, user);
      const routes = [...await menuRoutes(page), ...BEYOND_MENU];
      expect(routes.length).toBeGreaterThan(user === 'admin' ? 50 : 15);
      const found: string[] = [];
      for (const route of routes.filter((_, index) => index % parts === part)) {
        await page.goto(route);
        found.push(...await settled(page, route), ...await violations(page, route));
      }
      expect(found).toEqual([]);
    });
  }
}

test('the open dialogs of the main flows pass axe (WCAG 2.1 AA)', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  const opened = async (route: string, button: string, heading: string) => {
    await page.goto(route);
    await settled(page, route);
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    found.push(...await violations(page, `${route} → ${button}`));
  };
  await logIn(page, 'bruker');
  await opened('/app/orders/orders', 'Ny ordre', 'Ny lastbærerordre');
  await opened('/app/delivery/drafts', 'Ny levering', 'Ny levering');
  await opened('/app/support/support-tickets', 'Ny sak', 'Ny sak');
  // The ticket form with its text editor (I12) …
  const dialog = page.getByRole('dialog');
  for (const [label, option] of [['Hovedkategori', 'Ordre'], ['Kategori', 'Feil antall levert']]) {
    await dialog.getByRole('combobox', { name: new RegExp(`^${label}(?!\\p{L})`, 'u') }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await dialog.getByRole('button', { name: 'Neste' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Emne' })).toBeVisible();
  found.push(...await violations(page, 'Ny sak → Neste'));
  // The editor's level is a labelled select, and it works.
  await dialog.getByRole('combobox', { name: /^Velg nivå/ }).click();
  await page.getByRole('option', { name: 'Overskrift 2' }).click();
  const description = dialog.getByRole('textbox', { name: 'Beskrivelse' });
  await description.pressSequentially('Tellingen');
  await expect(description.getByRole('heading', { level: 2, name: 'Tellingen' })).toBeVisible();
  // … a ticket's own dialog with its details (D09) …
  await page.goto('/app/support/support-tickets');
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  found.push(...await violations(page, 'a ticket'));
  // … and an address that leads nowhere.
  await page.goto('/app/finnes-ikke');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  found.push(...await violations(page, '/app/finnes-ikke'));
  // The generic engine's record and create dialogs, over their lists (a global admin's).
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, 'admin');
  for (const [route, heading] of [['/app/admin/locations/create', 'Opprett Lokasjon'], ['/app/admin/users/5', 'Bruker: Berit Bruker']]) {
    await admin.goto(route);
    await expect(admin.getByRole('dialog').getByRole('heading', { name: heading })).toBeVisible();
    await expect(admin.getByRole('progressbar')).toHaveCount(0);
    found.push(...await violations(admin, route));
  }
  await admin.context().close();
  const lager = await (await browser.newContext()).newPage();
  await logIn(lager, 'lager');
  await lager.getByRole('banner').getByRole('button', { name: 'Bytt lokasjon' }).click();
  await expect(lager.getByRole('dialog')).toBeVisible();
  found.push(...await violations(lager, 'Bytt lokasjon'));
  expect(found).toEqual([]);
});
