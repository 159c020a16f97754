// A ledger list page by page (E34, LEDGER.md "Scale"): the next page is asked for after the last row
// shown (keyset), continues the list without repeating a row, and keeps the total.
import { expect, test } from '@playwright/test';
import { logIn } from './login';

test('the operator pages through the orders: page 2 starts after the last row of page 1', async ({ page }) => {
  await logIn(page, 'admin');
  await page.goto('/app/orders/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Ordre' })).toBeVisible();
  const range = page.getByText(/^\d+–\d+ av /);
  await expect(range).toHaveText(/^1–100 av (ca\. )?[\d\s]+$/);
  const totalOf = (text: string) => Number(text.replace(/^\d+–\d+ av (ca\. )?/, '').replace(/\s/g, ''));
  const total = totalOf((await range.textContent())!);
  const numbers = () => page.getByRole('button', { name: /^Åpne ordre \d+$/ }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
  const first = await numbers();
  expect(first).toHaveLength(100);

  const request = page.waitForRequest((sent) => sent.url().includes('/api/orders?') && sent.url().includes('index=100'));
  await page.getByRole('button', { name: 'Gå til neste side' }).click();
  const url = new URL((await request).url());
  expect(url.searchParams.get('afterId')).toBe(first.at(-1)!.replace(/\D/g, ''));
  expect(url.searchParams.get('afterDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // The total holds (orders other tests register meanwhile may add to it, never take away).
  await expect(range).toHaveText(/^101–200 av /);
  expect(totalOf((await range.textContent())!)).toBeGreaterThanOrEqual(total);
  await expect.poll(async () => (await numbers())[0]).not.toBe(first[0]);
  const second = await numbers();
  expect(second).toHaveLength(100);
  expect(second.filter((name) => first.includes(name))).toEqual([]);
});
