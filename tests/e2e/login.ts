import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';

/** Logs in through the login page, as a person would. */
export async function logIn(page: Page, userName: string, password = 'demo1234') {
  await page.goto('/');
  await page.getByLabel('Brukernavn').fill(userName);
  await page.getByLabel('Passord').fill(password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
  // Home greets, unless a must-read message published earlier in the run holds the portal first (B23): the test reads it.
  const welcome = page.getByRole('heading', { level: 1 }).filter({ hasText: 'Velkommen' });
  await expect(welcome.or(page.getByRole('dialog', { name: /Melding som må leses/ })).first()).toBeVisible();
}

export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Hovedmeny' });

/**
 * The notice react-admin shows once a record's save has been answered. A text that merely contains
 * "oppdatert" can be on the page already (a column, a field), and then does not wait for the save.
 */
export const updatedNotice = (page: Page) => page.getByText('Elementet er oppdatert', { exact: true });

/** A browser context of its own (Norwegian, as the portal's users have it), logged in as the user. */
export async function signedIn(browser: Browser, userName: string, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'nb-NO', ...options })).newPage();
  await logIn(page, userName);
  return page;
}
