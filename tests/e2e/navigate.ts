import { expect, type Page } from '@playwright/test';

/**
 * Opens a route in the running portal as its own links do (a history entry the router follows), not
 * by loading the portal anew: a sweep over every page of a menu then costs about half. The way
 * leads through an address that does not exist, so that the new page's heading cannot be confused
 * with the heading of the page being left (two pages can share a heading, and a page's code can
 * still be on its way while the old one shows).
 */
export async function openInPortal(page: Page, route: string) {
  const go = (to: string) => page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  const nowhere = page.getByRole('heading', { level: 1, name: 'Ikke funnet' });
  await go('/app/~');
  await expect(nowhere).toBeVisible();
  await go(route);
  await expect(nowhere).toBeHidden();
}
