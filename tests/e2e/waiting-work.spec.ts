// Badges and lists agree (issue 27, B27–B34), end to end on a fresh demo: lager and per.jensen find
// non-zero badges in the menu, each badge opens its list on exactly the rows it counted, and a row of
// "Venter på deg" on the home page opens the dialog that answers it.
import { expect, test, type Page } from '@playwright/test';
import { logIn, mainMenu } from './login';


/** Every area of the menu open, each entry that carries a count ("Registrerte mottak 2 venter") opens its
 * list with the badge's filter, showing as many rows as it counted. Returns the counts' sum. */
async function everyBadgeShowsItsRows(page: Page): Promise<number> {
  const menu = mainMenu(page);
  // The counts arrive with their own call: an area with something waiting says so first.
  await expect(menu.getByRole('button', { name: /\d+ venter$/ }).first()).toBeVisible();
  const closed = menu.getByRole('button', { expanded: false });
  const badged = menu.getByRole('link', { name: /\d+ venter$/ });
  // Opened again if anything closed them meanwhile; a dialog over the page hides the menu from the
  // count, and the assertion on the menu gives a handler of that dialog (addLocatorHandler) its turn.
  await expect(async () => {
    await expect(menu).toBeVisible();
    while (await closed.count() > 0) await closed.first().click();
    expect(await badged.count()).toBeGreaterThan(0);
  }).toPass({ timeout: 20_000 });
  // The window as it is: a full-page capture resizes the page for a moment, and the menu drawn anew
  // for that size had its areas closed again.
  await page.screenshot({ path: `test-results/waiting-work/${await page.evaluate(() => document.title)}-menu.png` });
  const entries = await badged.count();
  let sum = 0;
  for (let index = 0; index < entries; index++) {
    const link = badged.nth(index);
    const [, name, count] = /^(.*?)(\d+) venter$/.exec(((await link.textContent()) ?? '').trim())!.map((part, at) => (at === 2 ? Number(part) : part)) as [string, string, number];
    expect(count, name).toBeGreaterThan(0);
    sum += count;
    await link.click();
    if (/support-tickets/.test(page.url())) {
      await expect(page.getByRole('table').locator('tbody').getByRole('row'), name).toHaveCount(count);
      continue;
    }
    await expect(page, name).toHaveURL(/\?waiting=\w+$/);
    await expect(page.getByText(`Venter på deg: ${count}`, { exact: true }), name).toBeVisible();
    await expect(page.getByRole('table', { name: 'Ordre' }).locator('tbody').getByRole('row'), name).toHaveCount(count);
  }
  return sum;
}

/** The first row of "Venter på deg" opens its order's dialog at the list's address. */
async function firstWaitingRowOpensItsDialog(page: Page) {
  await page.goto('/app/home');
  const waiting = page.getByRole('region', { name: 'Venter på deg' });
  const rows = waiting.getByRole('list', { name: 'Det som venter, tidligste frist først' }).getByRole('link');
  await expect(rows.first()).toBeVisible();
  // Earliest deadline first.
  const deadlines = (await rows.allInnerTexts()).map((text) => /Frist (\d{4}-\d{2}-\d{2})/.exec(text)![1]);
  expect(deadlines).toEqual([...deadlines].sort());
  // The row's name is what it shows: the work and its number, the parties, the deadline.
  const id = /^\D*(\d+)$/m.exec(await rows.first().innerText())![1];
  await rows.first().click();
  await expect(page).toHaveURL(new RegExp(`/app/[\\w/-]+/${id}\\?waiting=\\w+$`));
  await expect(page.getByRole('dialog', { name: new RegExp(`\\b${id}\\b`) })).toBeVisible();
}

test('lager: the badges are non-zero, each opens a list of exactly its rows, and "Venter på deg" opens the dialog', async ({ page }) => {
  await logIn(page, 'lager');
  const total = await everyBadgeShowsItsRows(page);
  // The README's waiting work at Lillehammer: 2 deliveries, 2 receptions, 1 order, 1 receiver registration, 1 external order.
  expect(total).toBeGreaterThanOrEqual(7);
  await firstWaitingRowOpensItsDialog(page);
  await page.screenshot({ path: 'test-results/waiting-work/lager.png', fullPage: true });
});

test('per.jensen: the delivery waiting at Ålesund is his badge, its list and his row to answer', async ({ page }) => {
  await logIn(page, 'per.jensen');
  // A must-read message for Ålesund, published by another test of the run (identity-messages), is read
  // as he would, whenever it shows: it holds the portal until it is (B23). It comes with its own call,
  // after the menu's counts or before them, or not at all when that test has not run yet.
  const mustRead = page.getByRole('dialog', { name: /Melding som må leses/ });
  await page.addLocatorHandler(mustRead, async (dialog) => {
    // One message at a time: the next (or none) has shown before the check that follows.
    const counter = (await dialog.getByText(/^Melding \d+ av \d+$/).textContent())!;
    await dialog.getByRole('button', { name: 'Jeg har lest meldingen' }).click();
    await expect(dialog.getByText(counter, { exact: true })).toHaveCount(0);
  }, { noWaitAfter: true });
  expect(await everyBadgeShowsItsRows(page)).toBeGreaterThanOrEqual(1);
  await firstWaitingRowOpensItsDialog(page);
  // The dialog answers it: the receiver confirms or disputes what was sent.
  await expect(page.getByRole('dialog').getByRole('button', { name: /Bekreft/ }).first()).toBeVisible();
});
