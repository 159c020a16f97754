// Adds a line in an order dialog's lines editor as a person does with the keyboard: the product's name
// typed and chosen with Enter, the quantity typed once it has the cursor (typed before, a digit is
// lost), and Enter to add the line.
import { expect, type Locator, type Page } from '@playwright/test';

export async function addLine(page: Page, dialog: Locator, product: string, quantity: string): Promise<void> {
  await dialog.getByRole('combobox', { name: 'Produkt' }).fill(product);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('spinbutton', { name: 'Antall', exact: true })).toBeFocused();
  await page.keyboard.type(quantity);
  await page.keyboard.press('Enter');
}
