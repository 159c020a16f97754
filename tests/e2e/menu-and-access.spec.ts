// The side menu and route guards follow section C (B11, B12, C18, C21–C38).
import { expect, test } from '@playwright/test';
import { logIn, mainMenu } from './login';

const areas = ['Hjem', 'Ordre', 'Levering', 'Mottak', 'Ekspedisjon', 'Varetelling', 'Rapporter', 'Butikkregnskap', 'Kundeservice', 'Administrasjon', 'System'];

test('an ordinary user with Order, Delivery and Reception sees only those areas', async ({ page }) => {
  await logIn(page, 'bruker');
  const menu = mainMenu(page);
  for (const area of ['Hjem', 'Ordre', 'Levering', 'Mottak', 'Kundeservice']) await expect(menu.getByText(area, { exact: true })).toBeVisible();
  for (const area of ['Ekspedisjon', 'Varetelling', 'Rapporter', 'Butikkregnskap', 'Administrasjon', 'System']) {
    await expect(menu.getByText(area, { exact: true })).toHaveCount(0);
  }
  await menu.getByRole('button', { name: 'Levering' }).click();
  await expect(menu.getByRole('link', { name: 'Ny levering' })).toBeVisible();
  // C23: the shop needs the customer's shop-transactions flag as well as the task... which customer 2 has.
  await menu.getByRole('button', { name: 'Kundeservice' }).click();
  await expect(menu.getByRole('link', { name: 'Saker' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Svarmaler' })).toHaveCount(0);
});

test('a global admin sees every area in the spec order (B12)', async ({ page }) => {
  await logIn(page, 'admin');
  const labels = await mainMenu(page).locator(':scope > ul > li > :first-child').allInnerTexts();
  // An area's count badge (B28–B33), when its count has arrived, follows the name on a line of its own.
  expect(labels.map((label) => label.split('\n')[0].trim())).toEqual(areas);
  await mainMenu(page).getByRole('button', { name: 'System' }).click();
  for (const child of ['Meldinger', 'Mellomlager', 'Logger', 'Økter']) await expect(mainMenu(page).getByRole('link', { name: child })).toBeVisible();
});

test('an entry of an area still opening stays where it is when it takes focus, so the click on it lands (B11)', async ({ page }) => {
  await logIn(page, 'admin');
  const menu = mainMenu(page);
  // The area opened and, while it still opens, an entry far down in it focused, as a quick keyboard
  // user does, or a pointer pressed on it: the opening area must not scroll inside its frame to show
  // it, or the entries jump back down when it has opened and the press ends on another one.
  const focusedAt = await menu.getByRole('button', { name: 'System' }).evaluate(async (button) => {
    (button as HTMLElement).click();
    await new Promise(requestAnimationFrame);
    const entry = [...button.closest('li')!.querySelectorAll('a')].find((link) => link.textContent === 'Prisliste')!;
    entry.focus();
    return entry.getBoundingClientRect().top;
  });
  const prices = menu.getByRole('link', { name: 'Prisliste' });
  await expect(prices).toBeFocused();
  // Once the area has opened (its frame as tall as its list of entries), the entry is where it was focused.
  const area = menu.locator('#menu-system');
  await expect.poll(() => area.evaluate((list) => {
    const frame = list.closest('.MuiCollapse-root')!;
    return Math.abs(frame.getBoundingClientRect().height - list.getBoundingClientRect().height) < 1;
  })).toBe(true);
  expect(await prices.evaluate((entry) => entry.getBoundingClientRect().top)).toBe(focusedAt);
  await prices.click();
  await expect(page).toHaveTitle('Prisliste - Kundeportal');
});

test('a route the user may not open sends them home (C18)', async ({ page }) => {
  await logIn(page, 'bruker');
  for (const path of ['/app/admin/locations', '/app/system/logs', '/app/admin/locations/8', '/app/reports/overview']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/app\/home$/);
  }
  // An allowed route without content yet still has its title and says it comes later.
  await page.goto('/app/orders/orders');
  await expect(page).toHaveTitle('Ordre - Kundeportal');
  await expect(page.getByRole('heading', { name: 'Ordre', level: 1 })).toBeVisible();
});

test('old information paths redirect to the new ones, keeping the id (L05)', async ({ page }) => {
  await logIn(page, 'bruker');
  await page.goto('/app/information/article/7');
  await expect(page).toHaveURL(/\/app\/support\/information\/article\/7$/);
  await expect(page).toHaveTitle('Artikler - Kundeportal');
});

test('the menu state survives a reload (B13)', async ({ page }) => {
  await logIn(page, 'bruker');
  await page.getByRole('button', { name: /Lukk meny|Åpne meny|Close menu|Open menu/ }).first().click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('layout.open'))).toBe('false');
  await page.reload();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('layout.open'))).toBe('false');
  // Closed, the menu is as narrow as its icons: its labels are words for the reader only.
  const width = async () => (await mainMenu(page).boundingBox())?.width ?? 0;
  await expect.poll(width).toBeLessThan(80);
  await expect(mainMenu(page).getByRole('button', { name: /Levering/ })).toBeVisible();

  // Closed on a page inside an area: its entries, which have no icons, are not shown cut off at the
  // menu's edge; the area's icon opens the menu at it.
  await page.goto('/app/delivery/drafts');
  await expect(page.getByRole('heading', { level: 1, name: 'Ny levering' })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Ny levering' })).toHaveCount(0);
  await mainMenu(page).getByRole('button', { name: /Levering/ }).click();
  await expect(mainMenu(page).getByRole('link', { name: 'Ny levering' })).toBeVisible();
  await expect.poll(width).toBeGreaterThan(200);
});
