// Every editable record carries the version it was read at (O25, issue 15): two people edit the same
// truck type, the first save wins, and the second is told the record was changed by another user
// instead of silently overwriting it; after reloading, the second sees the first one's change.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { updatedNotice, signedIn } from './login';

async function openTruckType(browser: Browser, id: number): Promise<Page> {
  const page = await signedIn(browser, 'admin');
  await page.goto(`/app/system/truck-types/${id}`);
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Navn' })).not.toHaveValue('');
  return page;
}

test('the second of two people saving the same record is refused, and nothing of theirs is written', async ({ browser }) => {
  const first = await openTruckType(browser, 3);
  const second = await openTruckType(browser, 3);
  const name = await second.getByRole('dialog').getByRole('textbox', { name: 'Navn' }).inputValue();
  const standard = second.getByRole('dialog').getByRole('switch', { name: 'Standard' });
  const wasStandard = await standard.isChecked();

  await first.getByRole('dialog').getByRole('switch', { name: 'Standard' }).setChecked(!wasStandard);
  await first.getByRole('dialog').getByRole('button', { name: 'Lagre' }).click();
  await expect(updatedNotice(first)).toBeVisible();

  await second.getByRole('dialog').getByRole('textbox', { name: 'Navn' }).fill(`${name} (gammel)`);
  await second.getByRole('dialog').getByRole('button', { name: 'Lagre' }).click();
  await expect(second.getByText('Posten er endret av en annen bruker. Last den inn på nytt.')).toBeVisible();

  await second.reload();
  await expect(second.getByRole('dialog').getByRole('textbox', { name: 'Navn' })).toHaveValue(name);
  await expect(standard).toBeChecked({ checked: !wasStandard });
  // Read again, the record saves: put it back as it was.
  await standard.setChecked(wasStandard);
  await second.getByRole('dialog').getByRole('button', { name: 'Lagre' }).click();
  await expect(updatedNotice(second)).toBeVisible();
});
