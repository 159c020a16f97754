// The failure notices of the error catalogue (section O), each seen as a user sees it. The server is
// real; in each test one call is made to fail on purpose (page.route answers that call alone with a
// server error), because a notice for a failure is only seen when something fails: the test of the
// notice is that failure.
import { expect, test, type Page, type Request } from '@playwright/test';
import { logIn } from './login';
import { addLine } from './order-lines';

const REASON = 'Databasen svarer ikke akkurat nå.';

/** Answers the calls `match` picks with `status` and the API's error body; every other call goes to the server. */
async function failCalls(page: Page, match: (request: Request, url: URL) => boolean, { status = 500, code = 'internal', description = REASON } = {}) {
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    if (!match(request, new URL(request.url()))) return route.fallback();
    await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ error: { code, description } }) });
  });
}
const call = (method: string, path: string | RegExp) => (request: Request, url: URL) =>
  request.method() === method && (typeof path === 'string' ? url.pathname === path : path.test(url.pathname));

/** react-admin's notification (O01, O02): the title, then the server's description. */
// Found also while a dialog is open, which hides the rest of the page from the accessibility tree.
const notice = (page: Page) => page.getByRole('alert', { includeHidden: true }).filter({ hasText: REASON });
/** A failure with a text of its own: that text in place of the call's name, the reason beneath, nothing else. */
const ownNotice = (page: Page, heading: string) => expect(notice(page)).toHaveText(`${heading} ${REASON}`);

/** A select's accessible name is its label followed by its value. */
const select = (page: Page, label: string) => page.getByRole('dialog').getByRole('combobox', { name: new RegExp(`^${label}(?!\\p{L})`, 'u') });

async function firstOrderId(page: Page): Promise<number> {
  const open = page.getByRole('button', { name: /^Åpne ordre \d+$/ }).first();
  await expect(open).toBeVisible({ timeout: 20_000 });
  return Number((await open.getAttribute('aria-label'))!.replace(/\D/g, ''));
}

test.describe('orders (O13, O14, O15)', () => {
  test('O13: an order that cannot be read says so in the spec\'s words, with the server\'s reason', async ({ page }) => {
    await logIn(page, 'bruker');
    await page.goto('/app/orders/orders');
    const id = await firstOrderId(page);
    await failCalls(page, call('GET', `/api/order/${id}`));
    await page.getByRole('button', { name: `Åpne ordre ${id}` }).click();
    await expect(notice(page)).toContainText('En feil oppstod ved lasting av ordre.');
  });

  test('O14: an order that cannot be saved says so, and the dialog keeps what was typed', async ({ page }) => {
    await logIn(page, 'bruker');
    await page.goto('/app/orders/orders');
    await page.getByRole('button', { name: 'Ny ordre' }).click();
    const dialog = page.getByRole('dialog');
    await select(page, 'Depot').click();
    await page.getByRole('option', { name: 'Lastbærerpoolen Hovedlager' }).click();
    await select(page, 'Leveringsdag').click();
    await page.getByRole('option').first().click();
    await addLine(page, dialog, 'Halvpall plast', '12');
    await failCalls(page, call('POST', '/api/order'));
    await dialog.getByRole('button', { name: 'Send bestilling' }).click();
    await expect(notice(page)).toContainText('En feil oppstod ved lagring av ordre.');
    await expect(dialog.getByRole('spinbutton', { name: 'Antall Halvpall plast 800x600' })).toHaveValue('12');
  });

  test('O15: a comment that cannot be created says so', async ({ page }) => {
    await logIn(page, 'bruker');
    await page.goto('/app/orders/orders');
    await page.getByRole('button', { name: `Åpne ordre ${await firstOrderId(page)}` }).click();
    const dialog = page.getByRole('dialog');
    await failCalls(page, call('POST', '/api/ordercomment'));
    await dialog.getByRole('textbox', { name: 'Ny kommentar' }).fill('Telt 28, ikke 30');
    await dialog.getByRole('button', { name: 'Legg til kommentar' }).click();
    await expect(notice(page)).toContainText('Kunne ikke opprette kommentar');
    await expect(notice(page)).not.toContainText('med vedlegg');
  });

  test('O15: a comment with a file that cannot be created says so, naming the file variant', async ({ page }) => {
    await logIn(page, 'bruker');
    await page.goto('/app/orders/orders');
    await page.getByRole('button', { name: `Åpne ordre ${await firstOrderId(page)}` }).click();
    const dialog = page.getByRole('dialog');
    await failCalls(page, call('POST', '/api/ordercomment'));
    await dialog.getByRole('textbox', { name: 'Ny kommentar' }).fill('Følgeseddel vedlagt');
    await dialog.locator('label', { hasText: 'Legg ved fil' }).locator('input[type=file]').setInputFiles({ name: 'følgeseddel.txt', mimeType: 'text/plain', buffer: Buffer.from('30 paller') });
    await dialog.getByRole('button', { name: 'Legg til kommentar' }).click();
    await expect(notice(page)).toContainText('Kunne ikke opprette kommentar med vedlegg');
  });
});

test('O04, P10: a notification closes by itself after 10 seconds', async ({ page }) => {
  await page.clock.install();
  await logIn(page, 'bruker');
  await page.goto('/app/orders/orders');
  const id = await firstOrderId(page);
  await failCalls(page, call('GET', `/api/order/${id}`));
  // The clock stands still from here, so the seconds the notice is shown are the ones run below, not
  // also those a busy machine takes before the test sees it.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await page.getByRole('button', { name: `Åpne ordre ${id}` }).click();
  await expect(notice(page)).toBeVisible();
  await page.clock.runFor(9_000);
  await expect(notice(page)).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(notice(page)).toHaveCount(0);
});

test.describe('support (I17, I26, I51, O16, O17, O35–O37)', () => {
  async function newTicketForm(page: Page) {
    await logIn(page, 'bruker');
    await page.goto('/app/support/support-tickets');
    await page.getByRole('button', { name: 'Ny sak' }).click();
    await select(page, 'Hovedkategori').click();
    await page.getByRole('option', { name: 'Ordre', exact: true }).click();
    await select(page, 'Kategori').click();
    await page.getByRole('option', { name: 'Feil antall levert', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Neste' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Emne' }).fill('Feil antall');
  }

  test('I17, O16, O35: a ticket that cannot be created: "error creating", the ticket\'s body and the reason', async ({ page }) => {
    await newTicketForm(page);
    await failCalls(page, call('POST', '/api/supportticket'));
    await page.getByRole('dialog').getByRole('button', { name: 'Opprett' }).click();
    await expect(notice(page)).toContainText('Feil ved oppretting');
    await expect(notice(page)).toContainText('Kunne ikke opprette sak');
  });

  test('O35: a ticket refused for its attachment gets the attachment\'s body', async ({ page }) => {
    await newTicketForm(page);
    await failCalls(page, call('POST', '/api/supportticket'), { status: 400, code: 'attachment-too-large' });
    await page.getByRole('dialog').getByRole('button', { name: 'Opprett' }).click();
    await expect(notice(page)).toContainText('Feil ved oppretting');
    await expect(notice(page)).toContainText('Kunne ikke legge til vedlegg sjekk at filen ikke er større enn 5MB');
  });

  test('I17, O36: an answer the create dialog cannot use is an unexpected error', async ({ page }) => {
    await newTicketForm(page);
    // The call is answered, but without the ticket: nothing the dialog can go on with.
    await page.route('**/api/supportticket', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }) : route.fallback()));
    await page.getByRole('dialog').getByRole('button', { name: 'Opprett' }).click();
    // The whole text: the generic O05 text begins with the same words.
    await expect(page.getByRole('alert', { includeHidden: true }).filter({ hasText: 'En uventet feil oppstod' })).toHaveText('En uventet feil oppstod');
  });

  test('O17, O35: a reply that cannot be created: "error creating" and the event\'s body', async ({ page }) => {
    await logIn(page, 'bruker');
    await page.goto('/app/support/support-tickets');
    await page.getByRole('link', { name: /Pallene kom uten følgeseddel/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Svar på saken' }).fill('Her kommer bildet.');
    await failCalls(page, call('POST', '/api/supportevent'));
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(notice(page)).toContainText('Feil ved oppretting');
    await expect(notice(page)).toContainText('Kunne ikke opprette innlegg');
  });

  test('I26, O37: an upload that fails: "an error occured" with the reason', async ({ page }) => {
    await logIn(page, 'bruker');
    await page.goto('/app/support/support-tickets');
    await page.getByRole('link', { name: /Pallene kom uten følgeseddel/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Svar på saken' }).click();
    await failCalls(page, call('POST', '/api/supportimage'));
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    await dialog.locator('input[type=file][accept^="image/"]').setInputFiles({ name: 'skade.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('alert', { includeHidden: true }).filter({ hasText: `En feil oppstod: ${REASON}` })).toBeVisible();
  });

  test('I51: loads inside the ticket dialogs that fail are quiet', async ({ page }) => {
    await logIn(page, 'bruker');
    await page.goto('/app/support/support-tickets');
    await failCalls(page, (request, url) => request.method() === 'GET' && ['/api/supportmaincategories', '/api/supportevents'].includes(url.pathname));
    const categories = page.waitForResponse((response) => response.url().includes('/api/supportmaincategories'));
    await page.getByRole('button', { name: 'Ny sak' }).click();
    expect((await categories).status()).toBe(500);
    await page.getByRole('dialog').getByRole('button', { name: 'Avbryt' }).click();
    const events = page.waitForResponse((response) => response.url().includes('/api/supportevents'));
    await page.getByRole('link', { name: /Pallene kom uten følgeseddel/ }).click();
    expect((await events).status()).toBe(500);
    await expect(page.getByRole('dialog').getByRole('heading', { name: /Pallene kom uten følgeseddel/ })).toBeVisible();
    // Nothing is notified, then or a moment after.
    await page.waitForTimeout(1_000);
    await expect(notice(page)).toHaveCount(0);
  });
});

test.describe('messages (B36, K05, O21, O39, O40)', () => {
  const bellCall = (request: Request, url: URL) => request.method() === 'GET' && url.pathname === '/api/messages' && url.searchParams.get('priority') === '2';
  const widgetCall = (request: Request, url: URL) => request.method() === 'GET' && ['/api/messages', '/api/supporttickets'].includes(url.pathname) && url.searchParams.get('count') === '3';

  test('B36, O39: an alert bell that cannot load shows the single item "could not load messages", and no notification', async ({ page }) => {
    await failCalls(page, bellCall);
    await logIn(page, 'admin');
    await page.getByRole('banner').getByRole('button', { name: /Viktige meldinger/ }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Kunne ikke laste meldinger']);
    await expect(notice(page)).toHaveCount(0);
  });

  test('O40: the messages and tickets widgets that cannot load show empty lists, and no notification', async ({ page }) => {
    await failCalls(page, widgetCall);
    const loads = Promise.all(['/api/messages', '/api/supporttickets'].map((path) => page.waitForResponse((response) => response.url().includes(`${path}?`) && response.url().includes('count=3'))));
    await logIn(page, 'bruker');
    expect((await loads).map((response) => response.status())).toEqual([500, 500]);
    await expect(page.getByRole('region', { name: 'Siste meldinger' })).toContainText('Ingen meldinger.');
    await expect(page.getByRole('region', { name: 'Siste saker' })).toContainText('Ingen uløste saker.');
    await expect(notice(page)).toHaveCount(0);
  });

  test('K05, O21: a messages page that cannot load says "could not load messages (press F5)"', async ({ page }) => {
    await logIn(page, 'admin');
    await failCalls(page, (request, url) => request.method() === 'GET' && url.pathname === '/api/messages' && !url.searchParams.has('isRead') && url.searchParams.get('count') !== '3');
    await page.goto('/app/system/messages');
    await expect(page.getByText('Kunne ikke laste meldinger (trykk F5)')).toBeVisible();
  });
});

test('A24, O11: a customer registration that fails says "could not create customer", with the reason', async ({ page }) => {
  await page.goto('/register');
  const search = page.getByRole('textbox', { name: 'Søk etter lokasjon i GLN-registeret' });
  await search.fill('Valdres');
  await search.press('Enter');
  await page.getByRole('button', { name: 'Velg Valdres Gardsmat AS' }).click();
  await page.getByRole('textbox', { name: 'Kontaktperson' }).fill('Vilde Valdres');
  await page.getByRole('textbox', { name: 'E-post' }).fill('vilde.feil@valdresgardsmat.example.no');
  await failCalls(page, call('POST', '/api/customerregrequest'));
  await page.getByRole('button', { name: 'Send registrering' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Kunne ikke opprette kunde' });
  await expect(alert).toContainText('Kunne ikke opprette kunde. Prøv igjen senere, eller kontakt kundeservice.');
  await expect(alert).toContainText(REASON);
});

test.describe('master data (J08, O06, O19, O22, O31)', () => {
  test('O06: an address that cannot be read, saved or deleted says so, with the reason, and a failed delete keeps it', async ({ page }) => {
    await logIn(page, 'lager');
    // Read: notified as a failure, not as a record that does not exist. Opened by its address, as from a
    // link: opened from the list, the dialog shows the row the list has just read. The list behind the
    // dialog is answered once the read has failed, for the same reason: answered first, it gives the
    // dialog its row.
    let readFailed = () => {};
    const failedRead = new Promise<void>((resolve) => { readFailed = resolve; });
    await page.route('**/api/**', async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (request.method() !== 'GET') return route.fallback();
      if (url.pathname === '/api/addresses') {
        await failedRead;
        return route.fallback();
      }
      if (!/^\/api\/address\/\d+$/.test(url.pathname)) return route.fallback();
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal', description: REASON } }) });
      readFailed();
    });
    await page.goto('/app/admin/addresses/10');
    await ownNotice(page, 'Kunne ikke laste adressen.');
    await expect(page.getByText('Elementet finnes ikke')).toHaveCount(0);
    await page.unrouteAll();

    // Deleted: the address stays in the list.
    await page.goto('/app/admin/addresses');
    const row = page.getByRole('row').filter({ has: page.getByRole('cell') }).first();
    const id = (await row.getByRole('cell').first().innerText()).trim();
    await row.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Slett' })).toBeVisible();
    await failCalls(page, call('DELETE', /^\/api\/address\/\d+$/));
    await dialog.getByRole('button', { name: 'Slett' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Bekreft' }).click();
    await ownNotice(page, 'Kunne ikke slette adressen.');
    await page.getByRole('dialog').getByRole('button', { name: 'Lukk' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('row').filter({ has: page.getByRole('cell', { name: id, exact: true }) })).toHaveCount(1);
    await page.unrouteAll();

    // Saved: a new one.
    await page.goto('/app/admin/addresses/create');
    const form = page.getByRole('dialog');
    await form.getByRole('combobox', { name: 'Lokasjon' }).click();
    await page.getByRole('option').first().click();
    await form.getByRole('combobox', { name: 'Adressetype' }).click();
    await page.getByRole('option', { name: 'Levering', exact: true }).click();
    await form.getByRole('textbox', { name: 'Gate' }).fill('Storgata 1');
    await form.getByRole('textbox', { name: 'Postnummer' }).fill('2609');
    await form.getByRole('textbox', { name: 'Sted' }).fill('Lillehammer');
    await form.getByRole('combobox', { name: 'Land' }).click();
    await page.getByRole('option', { name: 'Norge' }).click();
    await failCalls(page, call('POST', '/api/address'));
    await form.getByRole('button', { name: 'Lagre' }).click();
    await ownNotice(page, 'Kunne ikke lagre adressen.');
    await page.unrouteAll();
    await page.goto('/app/admin/addresses');
    await expect(page.getByRole('row').filter({ hasText: 'Storgata 1' })).toHaveCount(0);
  });

  test('O19: a logo that cannot be removed says so, and stays', async ({ page }) => {
    const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    // The operator's own company, which no other test touches.
    await logIn(page, 'admin');
    await page.goto('/app/admin/company');
    const upload = page.waitForResponse((response) => response.url().endsWith('/api/customerlogo') && response.request().method() === 'POST');
    await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pixel });
    expect((await upload).status()).toBe(200);
    await failCalls(page, call('DELETE', /^\/api\/customerlogo\/\d+$/));
    await page.getByRole('button', { name: 'Fjern' }).click();
    await ownNotice(page, 'Feil ved sletting av logo.');
    await expect(page.getByRole('img', { name: 'Logo' })).toBeVisible();
    // Removed for real, as it was.
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Fjern' }).click();
    await expect(page.getByRole('img', { name: 'Logo' })).toHaveCount(0);
  });

  test('O22: locations that cannot be loaded say so, with the reason', async ({ page }) => {
    await logIn(page, 'kunde');
    await failCalls(page, call('GET', '/api/locations'));
    await page.goto('/app/admin/locations');
    await ownNotice(page, 'Feil ved lasting av lokasjoner.');
  });

  test('J08, O31: a user that cannot be saved, and a location-admin role that cannot be moved, say so; nothing is written', async ({ page }) => {
    await logIn(page, 'kunde');
    await page.goto('/app/admin/users');
    await page.getByRole('row').filter({ hasText: 'Berit Bruker' }).click();
    const dialog = page.getByRole('dialog');
    await failCalls(page, call('PUT', /^\/api\/user\/\d+$/));
    await dialog.getByRole('textbox', { name: 'Telefon' }).fill('+47 955 55 555');
    await dialog.getByRole('button', { name: 'Lagre' }).click();
    await ownNotice(page, 'Uventet feil ved lagring av bruker.');
    await page.unrouteAll();

    // The role question is the server's; taking the role from its holder (the confirmed write) fails.
    await page.goto('/app/admin/users/create');
    await dialog.getByRole('textbox', { name: 'Navn', exact: true }).fill('Ola Feil');
    await dialog.getByRole('textbox', { name: 'Brukernavn' }).fill(`ola.feil.${Date.now()}`);
    await dialog.getByLabel('Passord', { exact: true }).fill('Vinter2026');
    await dialog.getByRole('combobox', { name: 'Lokasjon' }).first().click();
    await page.getByRole('option', { name: 'Fjellmeieriet Lillehammer' }).click();
    await dialog.getByRole('combobox', { name: 'Administratornivå' }).click();
    await page.getByRole('option', { name: 'Lokasjon' }).click();
    await failCalls(page, (request, url) => request.method() === 'POST' && url.pathname === '/api/user' && url.searchParams.get('confirm') === 'location-admin-role');
    await dialog.getByRole('button', { name: 'Lagre' }).click();
    const question = page.getByRole('dialog').filter({ hasText: 'Bekreft' });
    await expect(question).toContainText('er lokasjonsadministrator for Fjellmeieriet Lillehammer');
    await question.getByRole('button', { name: 'Ja, fortsett' }).click();
    await ownNotice(page, 'Uventet feil ved fjerning av rollen som lokasjonsadministrator.');
    await page.unrouteAll();
    await page.goto('/app/admin/users');
    await expect(page.getByRole('row').filter({ hasText: 'Berit Bruker' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Ola Feil' })).toHaveCount(0);
  });
});
