// Issue 14: axe-core (WCAG 2.1 A and AA) on every route the side menu offers and the pages the top bar and
// the user menu lead to, as the global admin and as an ordinary user, and on the open dialogs of the main
// flows; any violation fails, named by route and rule. (The top bar while acting as someone: identity-impersonation.)
// Issue 28: the same at a phone's width (390 px), and on the dialogs of every flow at both widths, with a
// step's form open (receipt, dispute), the ticket's "send as" and an invoice line's basis.
import { expect, test, type Page } from '@playwright/test';
import { axe } from './axe';
import { logIn, mainMenu, signedIn } from './login';
import { openInPortal } from './navigate';

// The sweeps and the dialogs run side by side on the suite's workers, the admin's menu in parts.
test.describe.configure({ mode: 'parallel' });
const PARTS = { admin: 6, bruker: 3 } as const;
const WIDTHS = { desk: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
type Width = keyof typeof WIDTHS;
/** The operator's own lists at a phone's width: generic lists of every kind, bespoke staff pages and the reports. */
const PHONE_STAFF_ROUTES = ['/app/admin/users', '/app/admin/locations', '/app/lists/chains', '/app/admin/addresses', '/app/system/products', '/app/system/prices',
  '/app/expedition/available', '/app/inventory/periods', '/app/system/logs', '/app/system/jobs', '/app/reports/invoices', '/app/support/support-templates'];
/** The pages the top bar and the user menu lead to, beside the side menu (B07, R04, L05). */
const BEYOND_MENU = ['/app/profile', '/app/favorites/locations', '/app/favorites/products',
  ...['article', 'guide', 'video', 'messages'].map((kind) => `/app/support/information/${kind}`)];

async function violations(page: Page, where: string): Promise<string[]> {
  const { violations: found } = await axe(page).analyze();
  return found.map((violation) => `${where}: ${violation.id} (${violation.impact}) ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
}

/** Every link the side menu offers, with each area opened (on a phone the menu is opened over the page first). */
async function menuRoutes(page: Page, width: Width): Promise<string[]> {
  if (width === 'phone') await page.getByRole('banner').getByRole('button', { name: 'Åpne menyen' }).click();
  const menu = mainMenu(page);
  const closed = menu.getByRole('button', { expanded: false });
  while (await closed.count()) await closed.first().click();
  const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  if (width === 'phone') {
    await page.keyboard.press('Escape');
    // The menu's button keeps the focus (and the pointer) when the menu closes, and shows its tooltip:
    // fading in while axe looked at the next page, it failed on contrast. Leave it, as a tap elsewhere would.
    await page.mouse.move(WIDTHS.phone.width / 2, WIDTHS.phone.height - 1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  }
  return [...new Set(hrefs)];
}

/** The page drawn and its data arrived; a page without a main heading is a finding of its own. */
async function settled(page: Page, route: string): Promise<string[]> {
  const heading = page.getByRole('heading', { level: 1 }).first();
  const drawn = await heading.waitFor({ timeout: 20_000 }).then(() => true, () => false);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  return drawn ? [] : [`${route}: no h1`];
}

/** Sweeps the routes, one part of them, as the user at the width. */
async function sweep(page: Page, routes: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    await openInPortal(page, route);
    found.push(...await settled(page, route), ...await violations(page, route));
  }
  return found;
}

for (const width of Object.keys(WIDTHS) as Width[]) {
  test.describe(`at ${width} width`, () => {
    test.use({ viewport: WIDTHS[width] });
    for (const [user, parts] of Object.entries(PARTS)) {
      // On a phone the ordinary user's pages: the staff's master-data lists are the same generic list as
      // the ones sampled below, and sweeping all of them twice would double the suite's longest part.
      if (width === 'phone' && user === 'admin') continue;
      for (let part = 0; part < parts; part++) {
        test(`every page the menus offer ${user} passes axe (WCAG 2.1 AA)${parts > 1 ? `, part ${part + 1} of ${parts}` : ''}`, async ({ page }) => {
          test.setTimeout(240_000);
          await logIn(page, user);
          const routes = [...await menuRoutes(page, width), ...BEYOND_MENU];
          expect(routes.length).toBeGreaterThan(user === 'admin' ? 50 : 15);
          expect(await sweep(page, routes.filter((_, index) => index % parts === part))).toEqual([]);
        });
      }
    }
    if (width === 'phone') {
      test('the staff\'s lists as rows, with their export and column choice, pass axe (WCAG 2.1 AA)', async ({ page }) => {
        test.setTimeout(240_000);
        await logIn(page, 'admin');
        expect(await sweep(page, PHONE_STAFF_ROUTES)).toEqual([]);
      });
    }
  });
}

/** What one user's dialogs are checked with: the page, the width and where findings go. */
interface Sweep {
  page: Page;
  phone: boolean;
  check: (page: Page, where: string) => Promise<void>;
  opened: (page: Page, route: string, button: string, heading: string | RegExp) => Promise<void>;
}

/** The dialogs of every flow, by the user who opens them; each user's are a test of their own at each width. */
const DIALOGS: Record<string, (sweep: Sweep) => Promise<void>> = {
  async bruker({ page: bruker, phone, check, opened }) {
    /** The first order of a ledger list: its number's button at a desk, its row on a phone. */
    const firstOrder = (page: Page) => (phone ? page.getByRole('list', { name: 'Ordre' }).getByRole('button').first() : page.getByRole('button', { name: /^Åpne ordre \d+$/ }).first());
    // Every registration's dialog (E01, E04, E06, E08, E09, E02).
    await opened(bruker, '/app/orders/orders', 'Ny ordre', 'Ny lastbærerordre');
    await opened(bruker, '/app/orders/scheduled-orders', 'Ny fast ordre', 'Ny fast lastbærerordre');
    await opened(bruker, '/app/delivery/drafts', 'Ny levering', 'Ny levering');
    await opened(bruker, '/app/reception/missing-reg', 'Ny mottakerregistrering', 'Ny mottakerregistrering');
    await opened(bruker, '/app/delivery/external-orders', 'Ny ekstern ordre', /^Ny ekstern ordre/);
    await opened(bruker, '/app/delivery/shop', 'Ny butikktransaksjon', /^Ny butikktransaksjon/);
    // A receipt, with the step's form open: receipt and dispute (E13).
    await bruker.goto('/app/reception/reception');
    await settled(bruker, '/app/reception/reception');
    await firstOrder(bruker).click();
    const order = bruker.getByRole('dialog');
    await expect(order.getByRole('heading', { name: /^Ordre \d+/ })).toBeVisible();
    await check(bruker, 'an order to receive');
    for (const [step, form] of [['Bekreft mottak', 'Mottak: antall mottatt per produkt'], ['Meld avvik', 'Avvik: det dere telte per produkt, og hvorfor']]) {
      await order.getByRole('button', { name: step }).click();
      await expect(order.getByRole('form', { name: form })).toBeVisible();
      await check(bruker, `an order to receive → ${step}`);
      await order.getByRole('button', { name: 'Avbryt' }).click();
    }
    // The ticket stepper with its text editor (I12) …
    await opened(bruker, '/app/support/support-tickets', 'Ny sak', 'Ny sak');
    await bruker.getByRole('button', { name: 'Ny sak' }).click();
    const dialog = bruker.getByRole('dialog');
    for (const [label, option] of [['Hovedkategori', 'Ordre'], ['Kategori', 'Feil antall levert']]) {
      await dialog.getByRole('combobox', { name: new RegExp(`^${label}(?!\\p{L})`, 'u') }).click();
      await bruker.getByRole('option', { name: option, exact: true }).click();
    }
    await dialog.getByRole('button', { name: 'Neste' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Emne' })).toBeVisible();
    await check(bruker, 'Ny sak → Neste');
    // The editor's level is a labelled select, and it works.
    await dialog.getByRole('combobox', { name: /^Velg nivå/ }).click();
    await bruker.getByRole('option', { name: 'Overskrift 2' }).click();
    const description = dialog.getByRole('textbox', { name: 'Beskrivelse' });
    await description.pressSequentially('Tellingen');
    await expect(description.getByRole('heading', { level: 2, name: 'Tellingen' })).toBeVisible();
    // … and an address that leads nowhere.
    await bruker.goto('/app/finnes-ikke');
    await expect(bruker.getByRole('heading', { level: 1 })).toBeVisible();
    await check(bruker, '/app/finnes-ikke');
  },

  // A ticket's own dialog as the agent sees it (D09, I18), with the "send as" choice open (issue 28).
  async agent({ page: agent, phone, check }) {
    await agent.goto('/app/support/support-tickets');
    await settled(agent, '/app/support/support-tickets');
    await (phone ? agent.getByRole('list', { name: 'Saker' }) : agent.getByRole('table')).getByRole('link').first().click();
    await expect(agent.getByRole('dialog').getByRole('button', { name: /^Send som/ })).toBeVisible();
    await check(agent, 'a ticket');
    await agent.getByRole('dialog').getByRole('button', { name: 'Velg status å sende som' }).click();
    await expect(agent.getByRole('menuitemradio').first()).toBeVisible();
    await check(agent, 'a ticket → send as');
  },

  // Pickups, available carriers and an invoice line's basis (E16, E14, G06), as the customer admin.
  async kunde({ page: kunde, phone, check, opened }) {
    await opened(kunde, '/app/expedition/pickup', 'Ny henting', 'Ny hentebestilling');
    await opened(kunde, '/app/expedition/available', 'Meld tilgjengelig', 'Meld tilgjengelige lastbærere');
    await kunde.goto('/app/reports/invoices');
    await settled(kunde, '/app/reports/invoices');
    await (phone ? kunde.getByRole('list', { name: 'Fakturaer' }).getByRole('link').first() : kunde.getByRole('button', { name: /^Åpne fakturaen/ }).first()).click();
    // A line's basis: its "Vis grunnlag" at a desk, the line's row on a phone.
    await (phone ? kunde.getByRole('list', { name: /^Faktura \d+/ }).getByRole('button').first() : kunde.getByRole('button', { name: /^Vis grunnlag/ }).first()).click();
    await expect(kunde.getByRole('dialog', { name: /^Grunnlag for/ })).toBeVisible();
    await check(kunde, 'an invoice line\'s basis');
  },

  // The generic engine's record and create dialogs, over their lists (a global admin's).
  async admin({ page: admin, check }) {
    for (const [route, heading] of [['/app/admin/locations/create', 'Opprett lokasjon'], ['/app/admin/users/5', 'Bruker: Berit Bruker']]) {
      await admin.goto(route);
      await expect(admin.getByRole('dialog').getByRole('heading', { name: heading })).toBeVisible();
      await check(admin, route);
    }
  },

  async lager({ page: lager, check }) {
    await lager.getByRole('banner').getByRole('button', { name: 'Bytt lokasjon' }).click();
    await expect(lager.getByRole('dialog')).toBeVisible();
    // The dialog as it is used: while its locations load, their field is disabled and its label faint
    // (WCAG 1.4.3 exempts inactive controls; axe does not see the label as one).
    await expect(lager.getByRole('dialog').getByRole('combobox', { name: 'Lokasjon' })).toBeEnabled();
    await check(lager, 'Bytt lokasjon');
  },
};

for (const width of Object.keys(WIDTHS) as Width[]) {
  for (const [user, sweep] of Object.entries(DIALOGS)) {
    test(`${user}'s dialogs pass axe at ${width} width (WCAG 2.1 AA)`, async ({ browser }) => {
      test.setTimeout(180_000);
      const found: string[] = [];
      const check = async (page: Page, where: string) => {
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        found.push(...await violations(page, `${width}: ${where}`));
      };
      /** Opens a page's dialog by its button and checks it. */
      const opened = async (page: Page, route: string, button: string, heading: string | RegExp) => {
        await page.goto(route);
        await settled(page, route);
        await page.getByRole('button', { name: button, exact: true }).click();
        await expect(page.getByRole('dialog').getByRole('heading', { name: heading })).toBeVisible();
        await check(page, `${route} → ${button}`);
        await page.keyboard.press('Escape');
      };
      const page = await signedIn(browser, user, { viewport: WIDTHS[width] });
      await sweep({ page, phone: width === 'phone', check, opened });
      await page.context().close();
      expect(found).toEqual([]);
    });
  }
}
