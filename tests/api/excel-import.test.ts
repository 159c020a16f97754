// The Excel import of deliveries (E10–E12, O12, N40): upload, validation with every error by row and
// column and warnings apart (E11), the preview, approval of every delivery in one database transaction
// through the ledger's own rules, rejection and deletion; who may call each, and bad input.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, poolToday } from '../../src/domain/dates';
import { MAX_IMPORT_ROWS } from '../../src/domain/import/columns';
import { TransactionStatus as S } from '../../src/domain/ledger/statuses';
import { contextHeader, startTestServer, type LoggedIn, type TestServer } from './harness';
import { day, deliveriesWorkbook, handMadeWorkbook, NORWEGIAN_HEADINGS, regularWorkbook, type Cell } from './import-workbook';
import { demoPlaces, expectLedgerConsistent, rowCount } from './ledger-fixtures';

let server: TestServer;
let lager: LoggedIn, bruker: LoggedIn, agent: LoggedIn;
let places: Awaited<ReturnType<typeof demoPlaces>>;
let receiverGln: string;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DAY = addDays(poolToday(), 1);

beforeAll(async () => {
  server = await startTestServer();
  places = await demoPlaces(server.db);
  [lager, bruker, agent] = await Promise.all(['lager', 'bruker', 'agent'].map((name) => server.login(name)));
  receiverGln = (await server.db.selectFrom('locations').select('gln').where('id', '=', places.receiver.locationId).executeTakeFirstOrThrow()).gln!;
});
afterAll(() => server.close());

type Who = Pick<LoggedIn, 'headers'>;
const call = (who: Who, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
  server.call({ method, url, headers: { ...who.headers, ...headers }, ...(payload ? { payload } : {}) });
const upload = (who: Who, content: Buffer, name = 'leveringer.xlsx', type = XLSX) =>
  server.call({ method: 'POST', url: `/api/blob?name=${encodeURIComponent(name)}`, headers: { ...who.headers, 'content-type': type }, payload: content });

/** Uploads and validates a file, and waits for the validation's result. */
async function validated(who: Who, rows: Cell[][], { headings = NORWEGIAN_HEADINGS as string[] | null, firstRowIsHeader = true } = {}) {
  return validatedFile(who, await deliveriesWorkbook(rows, headings), firstRowIsHeader);
}

async function validatedFile(who: Who, content: Buffer, firstRowIsHeader: boolean, attempts?: number) {
  const uploaded = await upload(who, content);
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
  expect(uploaded.body.data.status).toBe('uploaded');
  const started = await call(who, 'POST', '/api/excelimport', { id: uploaded.body.data.id, firstRowIsHeader });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return waitFor(who, uploaded.body.data.id, {}, attempts);
}

async function waitFor(who: Who, id: number, headers: Record<string, string> = {}, attempts = 600) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const state = await call(who, 'GET', `/api/excelfile/${id}`, undefined, headers);
    if (state.body.data.status !== 'validating') return state.body.data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`file ${id} still validating`);
}

const transactionsFrom = async (reference: string) => server.db.selectFrom('transactions').selectAll().where('senderReference', '=', reference).execute();
const importRowsOf = async (fileId: number) => Number((await server.db.selectFrom('importRows').select((eb) => eb.fn.countAll<number>().as('n')).where('fileId', '=', fileId).executeTakeFirstOrThrow()).n);

describe('a valid file (E10, E12)', () => {
  let fileId: number;

  it('validates without errors and previews the deliveries its rows make', async () => {
    const file = await validated(lager, [
      [places.receiver.locationId, day(DAY), 3, 'IMP-A', 'F-1', 1001, 30],
      [places.receiver.locationId, day(DAY), 3, 'IMP-A', 'F-1', 2003, 10],
      [receiverGln, DAY, 5, 'IMP-B', null, 1001, 12],
      [places.hamar.id, `${DAY.slice(8, 10)}.${DAY.slice(5, 7)}.${DAY.slice(0, 4)}`, 16, null, null, '1001', '7'],
    ]);
    fileId = file.id;
    expect(file).toMatchObject({ status: 'valid', rowCount: 4, deliveryCount: 3, quantityTotal: 59, errorCount: 0, errors: [], firstRowIsHeader: true });
    const preview = await call(lager, 'GET', `/api/excelfile/${fileId}/deliveries`);
    expect(preview.body.total).toBe(3);
    expect(preview.body.data).toMatchObject([
      { deliveryNo: 1, row: 2, locationIdTo: places.receiver.locationId, type: 3, typeName: 'Overføring', senderReference: 'IMP-A', receiverReference: 'F-1', lineCount: 2, quantity: 40 },
      { deliveryNo: 2, row: 4, locationIdTo: places.receiver.locationId, type: 5, senderReference: 'IMP-B', lineCount: 1, quantity: 12 },
      { deliveryNo: 3, row: 5, locationIdTo: places.hamar.id, type: 16, senderReference: null, lineCount: 1, quantity: 7 },
    ]);
    expect(await transactionsFrom('IMP-A')).toEqual([]);
  });

  it('is approved: every delivery is registered and sent from the context location, as the dialog registers one', async () => {
    const [heads, lines] = [await rowCount(server.db, 'transactions'), await rowCount(server.db, 'transactionLines')];
    const approved = await call(lager, 'POST', '/api/excelaccept', { id: fileId });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', orderCount: 3 });
    expect(await rowCount(server.db, 'transactions')).toBe(heads + 3);
    expect(await rowCount(server.db, 'transactionLines')).toBe(lines + 4);
    const [delivery] = await transactionsFrom('IMP-A');
    expect(delivery).toMatchObject({ type: 3, status: S.Sent, source: 'Unknown', locationIdFrom: places.lillehammer.id, locationIdTo: places.receiver.locationId, receiverReference: 'F-1', transactionDate: DAY });
    expect(delivery.sentAt).toBeTruthy();
    // Read back through the ledger's own calls, as delivery/deliveries lists it.
    const listed = await call(lager, 'GET', `/api/orders?locationIdFrom=${places.lillehammer.id}&q=IMP-A`);
    expect(listed.body.data).toMatchObject([{ id: delivery.id, status: S.Sent, qtyTotal: 40 }]);
    const order = await call(lager, 'GET', `/api/order/${delivery.id}`);
    expect(order.body.data.lines).toMatchObject([{ productId: 1001, qtyOrdered: 30 }, { productId: 2003, qtyOrdered: 10 }]);
    expect(await importRowsOf(fileId)).toBe(0);
    await expectLedgerConsistent(server.db);
    // A second approval finds it approved.
    expect((await call(lager, 'POST', '/api/excelaccept', { id: fileId })).status).toBe(409);
    expect(await rowCount(server.db, 'transactions')).toBe(heads + 3);
  });

  it('warns, apart from errors, when the same file comes again, a date is far off or more is sent than the balance', async () => {
    const old = addDays(poolToday(), -60);
    const file = await validated(lager, [
      [places.receiver.locationId, day(DAY), 3, 'IMP-A', 'F-1', 1001, 30],
      [places.receiver.locationId, day(old), 3, 'IMP-OLD', null, 2003, 999_999],
    ]);
    expect(file.status).toBe('valid');
    expect(file.errors).toEqual([]);
    expect(file.warnings).toEqual([
      { row: 2, column: 'D', heading: 'Best.nr.', text: expect.stringMatching(/^Best\.nr\. IMP-A er allerede registrert fra denne lokasjonen \(ordre \d+\)/) },
      { row: 3, column: 'B', heading: 'Dato', text: 'Datoen er mer enn 30 dager tilbake i tid.' },
      { row: 3, column: 'G', heading: 'Antall', text: expect.stringMatching(/^Filen sender til sammen 999\s999 av produkt 2003, mer enn lokasjonens saldo/) },
    ]);
    expect(file.warningCount).toBe(3);
    await call(lager, 'DELETE', `/api/excelfile/${file.id}`);
  });
});

describe('files from every spreadsheet program', () => {
  // The same deliveries, whoever wrote the file and wherever its shared strings lie in the zip (after
  // the sheet, as streaming writers put them, or before): every row read, the headings apart.
  const producers: Array<[string, (rows: Cell[][], headings: string[] | null) => Buffer | Promise<Buffer>]> = [
    ["exceljs' streaming writer", (rows, headings) => deliveriesWorkbook(rows, headings)],
    ["exceljs' streaming writer, text in the cells", (rows, headings) => deliveriesWorkbook(rows, headings, { sharedStrings: false })],
    ["exceljs' regular writer", regularWorkbook],
    ['Excel', (rows, headings) => handMadeWorkbook(rows, headings, { producer: 'Excel', formulas: true })],
    ['Excel, shared strings first', (rows, headings) => handMadeWorkbook(rows, headings, { producer: 'Excel', stringsFirst: true })],
    ['LibreOffice', (rows, headings) => handMadeWorkbook(rows, headings, { producer: 'LibreOffice' })],
    ['LibreOffice, shared strings first', (rows, headings) => handMadeWorkbook(rows, headings, { producer: 'LibreOffice', stringsFirst: true, dataDescriptors: true })],
  ];

  it('reads the same deliveries from each, with and without a heading row', async () => {
    for (const [index, [producer, write]] of producers.entries()) {
      const reference = `PRG-${index}`;
      const rows: Cell[][] = [
        [places.receiver.locationId, day(DAY), 3, reference, 'Følgenr. ø', 1001, 30],
        [places.receiver.locationId, day(DAY), 3, reference, 'Følgenr. ø', 2003, 0],
        [receiverGln, DAY, 5, `${reference}-B`, null, 1001, 12],
        [places.hamar.id, `${DAY.slice(8, 10)}.${DAY.slice(5, 7)}.${DAY.slice(0, 4)}`, 16, null, null, '1001', '7'],
      ];
      for (const headings of [NORWEGIAN_HEADINGS, null]) {
        const file = await validatedFile(lager, await write(rows, headings), headings !== null);
        expect(file, `${producer}, ${headings ? 'headings' : 'no headings'}`).toMatchObject({ status: 'valid', rowCount: 4, deliveryCount: 3, quantityTotal: 49, errors: [], warnings: [] });
        const preview = await call(lager, 'GET', `/api/excelfile/${file.id}/deliveries`);
        const first = headings ? 2 : 1;
        expect(preview.body.data, producer).toMatchObject([
          { row: first, senderReference: reference, receiverReference: 'Følgenr. ø', lineCount: 2, quantity: 30 },
          { row: first + 2, senderReference: `${reference}-B`, receiverReference: null, lineCount: 1, quantity: 12 },
          { row: first + 3, locationIdTo: places.hamar.id, senderReference: null, lineCount: 1, quantity: 7 },
        ]);
        expect((await call(lager, 'DELETE', `/api/excelfile/${file.id}`)).status).toBe(200);
      }
    }
  });

  it('refuses a file whose cells cannot all be read, at the cell, rather than read them as empty', async () => {
    const rows: Cell[][] = [[places.receiver.locationId, day(DAY), 3, 'UNREAD-A', null, 1001, 5], [places.receiver.locationId, day(DAY), 3, 'UNREAD-B', null, 1001, 5]];
    // The shared strings lose their last entry (row 3's Best.nr.): the row would otherwise be a delivery without one.
    const missing = handMadeWorkbook(rows, NORWEGIAN_HEADINGS, {
      producer: 'Excel', tamper: (parts) => parts.set('xl/sharedStrings.xml', (parts.get('xl/sharedStrings.xml') as string).replace(/<si>(?:(?!<\/si>).)*<\/si><\/sst>$/, '</sst>')),
    });
    const refused = await validatedFile(lager, missing, true);
    expect(refused).toMatchObject({ status: 'invalid', deliveryCount: 0, errorCount: 1 });
    expect(refused.errors).toEqual([{ row: 3, column: 'D', heading: 'Best.nr.', text: expect.stringMatching(/^Cellen viser til en tekst som ikke finnes i filen, så innholdet kan ikke leses\. .*lagre den på nytt som \.xlsx/) }]);
    const formula = handMadeWorkbook(rows, null, {
      producer: 'Excel', formulas: true, tamper: (parts) => parts.set('xl/worksheets/sheet1.xml', (parts.get('xl/worksheets/sheet1.xml') as string).replace('<c r="G2"><f>5+0</f><v>5</v></c>', '<c r="G2"><f>SUM(2,3)</f></c>')),
    });
    expect((await validatedFile(lager, formula, false)).errors).toEqual([
      { row: 2, column: 'G', heading: 'Antall', text: expect.stringMatching(/^Cellen har en formel uten lagret verdi/) },
    ]);
    expect(await transactionsFrom('UNREAD-A')).toEqual([]);
  });
});

describe('a file with errors (E11)', () => {
  it('names every error by row and column, in the caller\'s language, and writes nothing', async () => {
    const before = await rowCount(server.db, 'transactions');
    const to = places.receiver.locationId;
    const file = await validated(lager, [
      ['xyz', day(DAY), 3, 'E-1', null, 1001, 5],
      [2_147_483_000, day(DAY), 3, 'E-2', null, 1001, 5],
      [to, '31.02.2026', 3, 'E-3', null, 1001, 5],
      [to, day(DAY), 1, 'E-4', null, 1001, 5],
      [to, day(DAY), 3, 'E-5', null, 999_999, 5],
      [to, day(DAY), 3, 'E-6', null, 1001, -3],
      [to, day(DAY), 3, 'E-7', 'x'.repeat(51), 1001, 'ten'],
      [to, day(DAY), 3, 'E-8', null, 1001, 5],
      [places.hamar.id, day(DAY), 3, 'E-8', null, 2003, 5],
      [to, day(DAY), 3, 'E-8', null, 1001, 6],
      [to, day(DAY), 3, 'E-9', null, 1001, 0],
      [null, null, null, 'E-10', null, null, null],
      [places.lillehammer.id, day(DAY), 3, 'E-11', null, 1001, 5],
    ]);
    expect(file.status).toBe('invalid');
    const errors = file.errors.map((error: any) => [error.row, error.column, error.text]);
    expect(errors).toEqual([
      [2, 'A', 'Skriv mottakerens lokasjonsnummer eller GLN (13 siffer), ikke «xyz».'],
      [3, 'A', 'Ingen lokasjon har nummer eller GLN 2147483000.'],
      [4, 'B', 'Ugyldig dato «31.02.2026». Bruk en datocelle eller skriv dd.mm.åååå.'],
      [5, 'C', 'Type må være en av leveringstypene 3, 5, 6, 7, 11, 16, ikke «1».'],
      [6, 'F', 'Produkt 999999 finnes ikke eller kan ikke lenger registreres.'],
      [7, 'G', 'Antall må være et helt tall fra 0 til 1 000 000, ikke «-3».'],
      [8, 'E', 'Høyst 50 tegn.'],
      [8, 'G', 'Antall må være et helt tall fra 0 til 1 000 000, ikke «ten».'],
      [10, 'A', 'Samme Best.nr. som rad 9, men annen verdi i «Mottaker (lokasjonsnr. eller GLN)». Radene i én levering må ha samme mottaker, dato, type og følgenr.'],
      [11, 'F', 'Produktet står allerede på rad 9 i samme levering. Hvert produkt kan bare stå på én linje.'],
      [12, 'G', 'Alle linjene har 0 i antall, så ordren kan ikke sendes.'],
      [13, 'A', 'Må fylles ut.'], [13, 'B', 'Må fylles ut.'], [13, 'C', 'Må fylles ut.'], [13, 'F', 'Må fylles ut.'], [13, 'G', 'Må fylles ut.'],
      [14, 'A', 'Kan ikke motta fra valgt lokasjon.'],
    ]);
    expect(file.errorCount).toBe(errors.length);
    expect(file.errors[0]).toMatchObject({ heading: 'Mottaker (lokasjonsnr. eller GLN)' });
    expect(file.deliveryCount).toBe(0);
    expect(await importRowsOf(file.id)).toBe(0);
    // Worded in the reader's language.
    const english = await call(lager, 'GET', `/api/excelfile/${file.id}`, undefined, { 'accept-language': 'en-US' });
    expect(english.body.data.errors[0]).toEqual({ row: 2, column: 'A', heading: 'Receiver (location no. or GLN)', text: 'Write the receiver\'s location number or GLN (13 digits), not "xyz".' });
    // It cannot be approved, and nothing was registered.
    const refused = await call(lager, 'POST', '/api/excelaccept', { id: file.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('import-not-valid');
    expect(await rowCount(server.db, 'transactions')).toBe(before);
  });

  it('reads the header-row option (R23): headings read as data are errors and a warning says why', async () => {
    const rows: Cell[][] = [[places.receiver.locationId, day(DAY), 3, 'H-1', null, 1001, 5]];
    const asData = await validated(lager, rows, { firstRowIsHeader: false });
    expect(asData.status).toBe('invalid');
    expect(asData.errors.every((error: any) => error.row === 1)).toBe(true);
    expect(asData.warnings).toEqual([expect.objectContaining({ row: 1, text: 'Første rad ser ut som overskrifter. Kryss av for at første rad er overskrifter.' })]);
    // The same file validated again with the option, and without headings at all.
    const again = await call(lager, 'POST', '/api/excelimport', { id: asData.id, firstRowIsHeader: true });
    expect(again.status).toBe(200);
    expect(await waitFor(lager, asData.id)).toMatchObject({ status: 'valid', rowCount: 1, deliveryCount: 1, warnings: [] });
    expect((await validated(lager, rows, { headings: null, firstRowIsHeader: false })).status).toBe('valid');
  });

  it('says when a file holds no rows, or cannot be read as a workbook', async () => {
    const empty = await validated(lager, []);
    expect(empty).toMatchObject({ status: 'invalid', errors: [{ row: null, column: null, text: 'Filen har ingen rader å importere.' }] });
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(2000, 1)]);
    const uploaded = await upload(lager, broken);
    await call(lager, 'POST', '/api/excelimport', { id: uploaded.body.data.id, firstRowIsHeader: true });
    expect(await waitFor(lager, uploaded.body.data.id)).toMatchObject({ status: 'invalid', errors: [{ row: null, text: 'Filen kan ikke leses som Excel-arbeidsbok (.xlsx).' }] });
  });
});

describe('a file over the import\'s limit of rows (E10)', () => {
  // One delivery a row to one receiver: the limit's rows are read and checked, the one after them refuses the file.
  function* rows(count: number): Generator<Cell[]> {
    for (let n = 0; n < count; n += 1) yield [places.receiver.locationId, day(DAY), 3, `LIMIT-${n}`, null, 1001, 1];
  }

  it(`refuses a file of more than ${MAX_IMPORT_ROWS} rows, saying so, and keeps none of them`, { timeout: 240_000 }, async () => {
    const file = await validatedFile(lager, await deliveriesWorkbook(rows(MAX_IMPORT_ROWS + 1)), true, 3_000);
    expect(file).toMatchObject({ status: 'invalid', rowCount: MAX_IMPORT_ROWS + 1, deliveryCount: 0, errorCount: 1 });
    expect(file.errors).toEqual([expect.objectContaining({ row: null, column: null, text: expect.stringMatching(/^Filen har mer enn 100\s?000 rader\. Del den i flere filer\.$/) })]);
    expect(await importRowsOf(file.id)).toBe(0);
  });

  it('stops reading at the first row over the limit: the rest of a longer file is not read', { timeout: 240_000 }, async () => {
    const file = await validatedFile(lager, await deliveriesWorkbook(rows(MAX_IMPORT_ROWS + 2_000)), true, 3_000);
    expect(file).toMatchObject({ status: 'invalid', rowCount: MAX_IMPORT_ROWS + 1, rowsRead: MAX_IMPORT_ROWS + 2 });
  });
});

describe('approval is all or nothing (O12)', () => {
  it('refuses the whole file when the ledger refuses one delivery since the validation, and registers none of it', async () => {
    const file = await validated(lager, [
      [places.hamar.id, day(DAY), 3, 'O12-A', null, 1001, 5],
      [places.receiver.locationId, day(DAY), 3, 'O12-B', null, 1001, 5],
    ]);
    expect(file.status).toBe('valid');
    const before = await rowCount(server.db, 'transactions');
    // The receiver of the second delivery is closed meanwhile (O24).
    await server.db.updateTable('locations').set({ statusId: 3 }).where('id', '=', places.receiver.locationId).execute();
    try {
      const refused = await call(lager, 'POST', '/api/excelaccept', { id: file.id });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({ code: 'import-approval-failed', description: 'Feil ved godkjenning av fil. Ingen leveringer er registrert. Rad 3: Kan ikke motta fra valgt lokasjon.' });
    } finally {
      await server.db.updateTable('locations').set({ statusId: 1 }).where('id', '=', places.receiver.locationId).execute();
    }
    expect(await rowCount(server.db, 'transactions')).toBe(before);
    expect(await transactionsFrom('O12-A')).toEqual([]);
    expect((await call(lager, 'GET', `/api/excelfile/${file.id}`)).body.data.status).toBe('valid');
    // Approved once the receiver is open again: both deliveries.
    const approved = await call(lager, 'POST', '/api/excelaccept', { id: file.id });
    expect(approved.body.data).toMatchObject({ status: 'approved', orderCount: 2 });
    expect(await rowCount(server.db, 'transactions')).toBe(before + 2);
  });

  it('of two approvals of one file at once, one registers it and the other is refused', async () => {
    const file = await validated(lager, [[places.receiver.locationId, day(DAY), 3, 'TWICE', null, 1001, 5]]);
    const answers = await Promise.all([call(lager, 'POST', '/api/excelaccept', { id: file.id }), call(lager, 'POST', '/api/excelaccept', { id: file.id })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await transactionsFrom('TWICE')).toHaveLength(1);
  });
});

describe('reject and delete (E12)', () => {
  it('rejects a validated file: its rows go, it cannot be approved after; delete removes it', async () => {
    const file = await validated(lager, [[places.receiver.locationId, day(DAY), 3, 'REJ', null, 1001, 5]]);
    expect(await importRowsOf(file.id)).toBe(1);
    const rejected = await call(lager, 'POST', '/api/excelreject', { id: file.id });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectedAt: expect.any(String) });
    expect(await importRowsOf(file.id)).toBe(0);
    expect((await server.db.selectFrom('importFiles').select('content').where('id', '=', file.id).executeTakeFirstOrThrow()).content).toBeNull();
    expect((await call(lager, 'POST', '/api/excelaccept', { id: file.id })).status).toBe(409);
    expect((await call(lager, 'POST', '/api/excelreject', { id: file.id })).status).toBe(409);
    expect(await transactionsFrom('REJ')).toEqual([]);
    expect((await call(lager, 'DELETE', `/api/excelfile/${file.id}`)).status).toBe(200);
    expect((await call(lager, 'GET', `/api/excelfile/${file.id}`)).status).toBe(404);
  });

  it('lists the caller\'s own files at the location, newest first', async () => {
    const files = await call(lager, 'GET', '/api/excelfiles');
    expect(files.status).toBe(200);
    expect(files.body.data.length).toBeGreaterThan(3);
    expect(files.body.data[0].id).toBeGreaterThan(files.body.data[1].id);
    expect((await call(bruker, 'GET', '/api/excelfiles')).body.data).toEqual([]);
  });
});

describe('who may import', () => {
  let fileId: number;
  beforeAll(async () => {
    const file = await validated(lager, [[places.receiver.locationId, day(DAY), 3, 'OWN', null, 1001, 5]]);
    expect(file.errors).toEqual([]);
    fileId = file.id;
  });

  it('refuses a user without the task Delivery every call (C11), the operator\'s staff too', async () => {
    const content = await deliveriesWorkbook([[places.receiver.locationId, day(DAY), 3, 'AGENT', null, 1001, 5]]);
    const files = await rowCount(server.db, 'transactions');
    for (const response of [
      await upload(agent, content),
      await call(agent, 'POST', '/api/excelimport', { id: fileId, firstRowIsHeader: true }),
      await call(agent, 'POST', '/api/excelaccept', { id: fileId }),
      await call(agent, 'POST', '/api/excelreject', { id: fileId }),
      await call(agent, 'DELETE', `/api/excelfile/${fileId}`),
      await call(agent, 'GET', `/api/excelfile/${fileId}`),
      await call(agent, 'GET', '/api/excelfiles'),
      await call(agent, 'GET', '/api/excelimporttemplate'),
    ]) expect(response.status).toBe(403);
    expect(await rowCount(server.db, 'transactions')).toBe(files);
  });

  it('refuses another user\'s file, and the own file at another location, as not found', async () => {
    for (const response of [
      await call(bruker, 'GET', `/api/excelfile/${fileId}`),
      await call(bruker, 'GET', `/api/excelfile/${fileId}/deliveries`),
      await call(bruker, 'POST', '/api/excelimport', { id: fileId, firstRowIsHeader: true }),
      await call(bruker, 'POST', '/api/excelaccept', { id: fileId }),
      await call(bruker, 'POST', '/api/excelreject', { id: fileId }),
      await call(bruker, 'DELETE', `/api/excelfile/${fileId}`),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.error.description).toBe('Fant ikke importfilen.');
    }
    // lager acting for the Elverum cold store (C42) sees the Lillehammer file not.
    const elverum = await server.db.selectFrom('locations').select('id').where('name', '=', 'Fjellmeieriet Elverum kjølelager').executeTakeFirstOrThrow();
    const atElverum = { headers: { ...lager.headers, 'x-context': contextHeader({ ...lager.context, locationId: elverum.id }) } };
    expect((await call(atElverum, 'GET', `/api/excelfile/${fileId}`)).status).toBe(404);
    expect((await call(atElverum, 'POST', '/api/excelaccept', { id: fileId })).status).toBe(404);
    expect((await call(lager, 'GET', `/api/excelfile/${fileId}`)).body.data.status).toBe('valid');
    expect(await transactionsFrom('OWN')).toEqual([]);
  });

  it('lets another user with the task import for the own location', async () => {
    const file = await validated(bruker, [[places.receiver.locationId, day(DAY), 3, 'BRUKER', null, 1001, 5]]);
    expect(file.status).toBe('valid');
    expect((await call(bruker, 'POST', '/api/excelaccept', { id: file.id })).status).toBe(200);
    expect(await transactionsFrom('BRUKER')).toMatchObject([{ locationIdFrom: bruker.context.locationId, status: S.Sent }]);
  });
});

describe('bad input', () => {
  it('refuses what is not an .xlsx of at most 5 MB, and malformed calls, with a clear 400 and nothing stored', async () => {
    const before = Number((await server.db.selectFrom('importFiles').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const text = await upload(lager, Buffer.from('Mottaker;Dato\n42;01.12.2026\n'), 'leveringer.csv', 'application/octet-stream');
    expect(text.status).toBe(400);
    expect(text.body.error.description).toBe('Filen er ikke en Excel-arbeidsbok (.xlsx). Lagre den som .xlsx og prøv igjen.');
    const large = await upload(lager, Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(5 * 1024 * 1024, 1)]));
    expect(large.status).toBe(413);
    expect(large.body.error.description).toBe('Filen er større enn 5 MB. Del den i flere filer.');
    const json = await server.call({ method: 'POST', url: '/api/blob?name=a.xlsx', headers: lager.headers, payload: { content: 'UEsDBA==' } });
    expect(json.status).toBe(400);
    const unnamed = await server.call({ method: 'POST', url: '/api/blob', headers: { ...lager.headers, 'content-type': XLSX }, payload: await deliveriesWorkbook([]) });
    expect(unnamed.status).toBe(400);
    for (const body of [{ id: 'x', firstRowIsHeader: true }, { id: 1 }, { id: 1, firstRowIsHeader: 'yes' }, { id: 0, firstRowIsHeader: true }]) {
      const response = await call(lager, 'POST', '/api/excelimport', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.description).toMatch(/^Ugyldige data/);
    }
    expect((await call(lager, 'POST', '/api/excelaccept', {})).status).toBe(400);
    expect((await call(lager, 'GET', '/api/excelfile/abc')).status).toBe(400);
    expect((await call(lager, 'GET', '/api/excelfile/1/deliveries?count=100000')).status).toBe(400);
    expect(Number((await server.db.selectFrom('importFiles').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(before);
  });
});

describe('the template', () => {
  it('has the column headings in the user\'s language and a sheet that explains them', async () => {
    for (const [language, first, sheetNames] of [['nb-NO', 'Mottaker (lokasjonsnr. eller GLN)', ['Leveringer', 'Forklaring']], ['en-US', 'Receiver (location no. or GLN)', ['Deliveries', 'Explanation']]] as const) {
      const response = await server.app.inject({ method: 'GET', url: '/api/excelimporttemplate', headers: { ...lager.headers, 'accept-language': language } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(XLSX);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as never);
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(sheetNames);
      const headings = (workbook.worksheets[0].getRow(1).values as unknown[]).slice(1);
      expect(headings[0]).toBe(first);
      expect(headings).toHaveLength(7);
      expect(String(workbook.worksheets[1].getRow(3).getCell(3).value)).toContain(language === 'nb-NO' ? '3 Overføring' : '3 Transfer');
    }
    // The template itself, filled in, validates: its second sheet is not read.
    const template = await server.app.inject({ method: 'GET', url: '/api/excelimporttemplate', headers: lager.headers });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as never);
    workbook.worksheets[0].addRow([String(places.receiver.locationId), day(DAY), 3, 'TEMPLATE', null, 1001, 4]);
    const filled = await upload(lager, Buffer.from(await workbook.xlsx.writeBuffer()));
    await call(lager, 'POST', '/api/excelimport', { id: filled.body.data.id, firstRowIsHeader: true });
    expect(await waitFor(lager, filled.body.data.id)).toMatchObject({ status: 'valid', deliveryCount: 1, rowsExpected: 2, errors: [] });
  });
});
